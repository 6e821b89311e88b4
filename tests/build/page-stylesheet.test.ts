/**
 * What the build wrote of each page's own part of the site's stylesheet (scripts/page-stylesheet.ts),
 * held on every pre-rendered page in both languages: the page carries, inline, exactly the part of the
 * whole stylesheet its own classes and elements can use, and its scripts add the whole stylesheet, a file
 * the build wrote. That the part styles the page as the whole does is held in a browser, at both widths,
 * on one page of each template (tests/e2e/page-stylesheet.spec.ts); so that those pages see every class
 * and element the site uses, this holds too that no page has one that none of them has in its language.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SPECIALITY_FALLBACK_PATH, sitePagePaths } from "#common/paths";
import { type Locale, localizedPath } from "#common/locale";
import { pageStylesheetUrls, readBuiltPage } from "#common/built-page";
import { stylesheetForPage } from "#pipeline/page-stylesheet";
import { HINDI_TEMPLATE_PAGES, TEMPLATE_PAGES } from "../e2e/pages";

const SITE_DIR = "build/client";
const built = new Map<string, ReturnType<typeof readBuiltPage>>();
const read = (path: string) => {
  if (!built.has(path)) built.set(path, readBuiltPage(readFileSync(join(SITE_DIR, path, "index.html"), "utf8")));
  return built.get(path)!;
};
const wordsOf = (path: string) => {
  const { classes, elements } = read(path).vocabulary;
  return [...[...classes].map((name) => `.${name}`), ...elements];
};

const LOCALES: [Locale, { path: string }[]][] = [
  ["en", TEMPLATE_PAGES],
  ["hi", HINDI_TEMPLATE_PAGES],
];

describe.each(LOCALES)("each page's own stylesheet, in %s", (locale, templatePages) => {
  // Every page a visitor can land on, and the page an unknown department's address gets.
  const paths = [...sitePagePaths, SPECIALITY_FALLBACK_PATH].map((path) => localizedPath(locale, path));
  const checkedInBrowser = [...templatePages.map(({ path }) => path), localizedPath(locale, SPECIALITY_FALLBACK_PATH)];

  it.each(paths)("%s carries the part of the whole stylesheet its HTML can use, and adds the whole", (path) => {
    const page = read(path);
    const [whole, ...more] = pageStylesheetUrls(page);
    expect(whole, "the stylesheet the page's scripts add").toMatch(/^\/assets\/[^/]+\.css$/);
    expect(more).toEqual([]);
    expect(existsSync(join(SITE_DIR, whole!)), `${whole} in the build`).toBe(true);
    expect(page.styles.map((style) => style.body)).toEqual([stylesheetForPage(readFileSync(join(SITE_DIR, whole!), "utf8"), page.vocabulary)]);
  });

  it("has no class or element on a page that the browser's check opens none of", () => {
    const seen = new Set(checkedInBrowser.flatMap(wordsOf));
    const unseen = paths.flatMap((path) => wordsOf(path).filter((word) => !seen.has(word)).map((word) => `${word} on ${path}`));
    expect(unseen, "add a page that has them to the browser's check").toEqual([]);
  });
});
