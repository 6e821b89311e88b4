/**
 * The site's files for crawlers, as the build wrote them: robots.txt names the sitemap at the site's
 * address, and the sitemap lists every page in both languages, each with its alternates, and nothing else.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, localizedPath } from "#common/locale";
import { sitePagePaths } from "#common/paths";
import { absolute, SITE_DIR } from "./built-site";

const read = (file: string) => readFileSync(join(SITE_DIR, file), "utf8");

/** The sitemap's entries: each <url>'s address and its alternates by hreflang (the sitemap is XML, written by the build). */
function sitemapEntries(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!,
    alternates: Object.fromEntries(
      [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]),
    ),
  }));
}

describe("the files for crawlers", () => {
  it("robots.txt names the sitemap at the site's address", () => {
    expect(read("robots.txt")).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  });

  it("the sitemap lists every page in both languages, each with its alternates, and nothing else", () => {
    const entries = sitemapEntries(read("sitemap.xml"));
    const expected = LOCALES.flatMap((locale) => sitePagePaths.map((path) => absolute(localizedPath(locale, path))));
    expect(entries.map((entry) => entry.loc).sort()).toEqual(expected.sort());
    for (const path of sitePagePaths) {
      const alternates = {
        en: absolute(path),
        hi: absolute(localizedPath("hi", path)),
        "x-default": absolute(path),
      };
      for (const locale of LOCALES) {
        const entry = entries.find((candidate) => candidate.loc === absolute(localizedPath(locale, path)));
        expect(entry?.alternates, `${locale} ${path}`).toEqual(alternates);
      }
    }
    expect(read("sitemap.xml")).not.toContain("_fallback");
  });
});
