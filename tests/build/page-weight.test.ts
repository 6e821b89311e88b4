/**
 * Issue 5's size budgets, checked on the production build (`npm run build` runs first in `npm test`):
 * the home page's first load, in each language, fetches at most 120 KB of JavaScript and 20 KB of CSS,
 * gzip-compressed. Bytes do not depend on the machine, so a regression fails here; the timing budgets
 * (LCP, TBT, CLS) are measured by `npm run bench:web` instead.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sitePagePaths } from "#common/paths";
import { LOCALES, inEveryLocale, localizedPath } from "#common/locale";
import { htmlEntryPoints, measurePage } from "#scripts/measure-page-weight";

const SITE_DIR = process.env.SITE_DIR ?? "build/client";
const KB = 1024;
const HOME_BUDGET = { jsGzipBytes: 120 * KB, cssGzipBytes: 20 * KB };

describe("the home page's first load", () => {
  for (const locale of LOCALES) {
    const path = localizedPath(locale, "/");
    it(`stays within 120 KB of JavaScript and 20 KB of CSS, gzip (${path})`, () => {
      const weight = measurePage(SITE_DIR, path);
      const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
      // A measurement that found no framework or no stylesheet would pass for the wrong reason.
      expect(weight.assets.filter((asset) => asset.kind === "js").map((asset) => asset.path)).toContainEqual(expect.stringMatching(/framework/));
      expect(weight.cssGzipBytes).toBeGreaterThan(1 * KB);
      expect(weight.jsGzipBytes, `JavaScript ${kb(weight.jsGzipBytes)}`).toBeLessThanOrEqual(HOME_BUDGET.jsGzipBytes);
      expect(weight.cssGzipBytes, `CSS ${kb(weight.cssGzipBytes)}`).toBeLessThanOrEqual(HOME_BUDGET.cssGzipBytes);
    });
  }
});

describe("every pre-rendered page", () => {
  it("loads no script, stylesheet, image or frame from another site before the visitor asks", () => {
    for (const path of inEveryLocale(sitePagePaths)) {
      const html = readFileSync(join(SITE_DIR, path === "/" ? "" : path, "index.html"), "utf8");
      const offSite = [...html.matchAll(/<(script|link|img|iframe|source|video|audio)\b[^>]*\b(?:src|href|srcset)="(https?:)?\/\/[^"]*"/g)]
        .filter((match) => !(match[1] === "link" && /rel="(canonical|alternate)"/.test(match[0])))
        .map((match) => match[0]);
      expect(offSite, path).toEqual([]);
      // Every script the page starts is the site's own.
      expect(htmlEntryPoints(html).js.every((src) => src.startsWith("/assets/")), path).toBe(true);
    }
  });
});
