/**
 * The size budgets of issues 5 and 14, checked on the production build (`npm run build` runs first in
 * `npm test`): every page's first load, in each language, fetches at most 120 KB of JavaScript and
 * 20 KB of CSS, gzip-compressed. Bytes do not depend on the machine, so a regression fails here; the
 * timing budgets (LCP, TBT, CLS) are measured by `npm run bench:web` instead.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SPECIALITY_FALLBACK_PATH, sitePagePaths } from "#common/paths";
import { inEveryLocale } from "#common/locale";
import { htmlEntryPoints } from "#common/built-page";
import { type PageWeight, measurePage } from "#scripts/measure-page-weight";
import { readBuiltPage } from "#common/built-page";

const SITE_DIR = process.env.SITE_DIR ?? "build/client";
const KB = 1024;
const BUDGET = { jsGzipBytes: 120 * KB, cssGzipBytes: 20 * KB };
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** What a page's first load exceeds, in words; empty when it is within the budget. */
function overBudget(weight: PageWeight): string[] {
  const problems: string[] = [];
  if (weight.jsGzipBytes > BUDGET.jsGzipBytes) problems.push(`JavaScript ${kb(weight.jsGzipBytes)} > ${kb(BUDGET.jsGzipBytes)}`);
  if (weight.cssGzipBytes > BUDGET.cssGzipBytes) problems.push(`CSS ${kb(weight.cssGzipBytes)} > ${kb(BUDGET.cssGzipBytes)}`);
  return problems;
}

describe("every page's first load", () => {
  // Every page a visitor can land on, and the page an unknown speciality name gets, in each language.
  for (const path of inEveryLocale([...sitePagePaths, SPECIALITY_FALLBACK_PATH])) {
    it(`stays within 120 KB of JavaScript and 20 KB of CSS, gzip (${path})`, () => {
      const weight = measurePage(SITE_DIR, path);
      // A measurement that found no framework or no stylesheet would pass for the wrong reason.
      expect(weight.assets.filter((asset) => asset.kind === "js").map((asset) => asset.path)).toContainEqual(expect.stringMatching(/framework/));
      expect(weight.cssGzipBytes).toBeGreaterThan(1 * KB);
      expect(overBudget(weight)).toEqual([]);
    });
  }

  it("is held to the budget: a page whose scripts weigh more fails", () => {
    const site = mkdtempSync(join(tmpdir(), "page-weight-"));
    try {
      mkdirSync(join(site, "assets"));
      mkdirSync(join(site, "heavy"));
      // Random text compresses to about three quarters (base64 carries 6 bits a byte): two 90 KB
      // scripts, one importing the other, are about 135 KB gzip together and 68 KB each.
      const noise = () => randomBytes(90 * KB).toString("base64").slice(0, 90 * KB);
      writeFileSync(join(site, "assets/framework-x.js"), `import "./page-x.js";//${noise()}`);
      writeFileSync(join(site, "assets/page-x.js"), `//${noise()}`);
      writeFileSync(join(site, "assets/app.css"), "body{margin:0}");
      writeFileSync(join(site, "heavy/index.html"), '<link rel="stylesheet" href="/assets/app.css"><script type="module">import "/assets/framework-x.js";</script>');
      const weight = measurePage(site, "/heavy");
      expect(weight.assets.map((asset) => asset.path).sort()).toEqual(["/assets/app.css", "/assets/framework-x.js", "/assets/page-x.js"]);
      expect(overBudget(weight)).toEqual([expect.stringMatching(/^JavaScript .* > 120\.0 KB$/)]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

/** Elements whose address the browser fetches as the page loads (a link to another site is only followed when tapped). */
const FETCHED_BY_THE_PAGE = new Set(["script", "link", "img", "iframe", "source", "video", "audio"]);

describe("every pre-rendered page", () => {
  it("loads no script, stylesheet, image or frame from another site before the visitor asks", () => {
    for (const path of inEveryLocale(sitePagePaths)) {
      const html = readFileSync(join(SITE_DIR, path === "/" ? "" : path, "index.html"), "utf8");
      const offSite = readBuiltPage(html)
        .references.filter((reference) => FETCHED_BY_THE_PAGE.has(reference.tagName) && /^(https?:)?\/\//.test(reference.value))
        .filter((reference) => !(reference.tagName === "link" && /^(canonical|alternate)$/.test(reference.attributes.rel ?? "")))
        .map((reference) => `<${reference.tagName} ${reference.attribute}="${reference.value}">`);
      expect(offSite, path).toEqual([]);
      // Every script the page starts is the site's own.
      expect(htmlEntryPoints(html).js.every((src) => src.startsWith("/assets/")), path).toBe(true);
    }
  });
});
