/**
 * Each page's scripts carry only its own language: an English page's JavaScript holds no Hindi but the
 * language switch's own name, and a Hindi page's none of the English words of the frame, the home page
 * or the forms. The words looked for come from the content.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { LOCALE_INFO } from "#common/locale";
import { contactMessagesEn } from "#schemas/contact";
import { measurePage } from "#scripts/measure-page-weight";
import { HINDI_PAGES, PAGES } from "../e2e/pages";
import { SITE_DIR } from "./built-site";

const scriptsOf = (path: string) =>
  measurePage(SITE_DIR, path)
    .assets.filter((asset) => asset.kind === "js")
    .map((asset) => readFileSync(join(SITE_DIR, asset.path), "utf8"))
    .join("\n");

describe("each page's scripts carry only its own language", () => {
  it.each(PAGES.map(({ path }) => path))("%s holds no Hindi but the switch's own name", (path) => {
    const devanagari = scriptsOf(path).match(/[\u0900-\u097F]+/g) ?? [];
    expect(new Set(devanagari)).toEqual(new Set([LOCALE_INFO.hi.nativeName]));
  });

  it.each(HINDI_PAGES.map(({ path }) => path))("%s holds none of the English content", (path) => {
    const scripts = scriptsOf(path);
    const { en, hi } = CONTENT;
    for (const english of [en.home.hero.heading, en.site.footer.supportNote, en.site.skipToContent, contactMessagesEn.firstNameRequired]) {
      expect(scripts, english).not.toContain(english);
    }
    expect(scripts).toContain(hi.site.footer.supportNote);
  });
});
