/**
 * The shared frame as every served page carries it in its HTML, in both languages, before any script
 * runs: the skip link first, the emergency call at the top of the sticky top bar, and the footer's medical
 * disclaimer with the numbers to call. The words and numbers are the content's (the seed, which
 * `npm run build` renders), so a change of wording or of the emergency line changes the expectation with
 * it. Where the bar sits on screen, and that it stays there while the page scrolls, the browser checks on
 * one page of each template (tests/e2e/emergency.spec.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { frameFactsOf } from "#app/content/views/frame-facts";
import { AMBULANCE_NUMBER, telLink } from "#app/content/links";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { localeFromPath, localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import {
  type HtmlElement,
  SERVED_PATHS,
  type ServedPage,
  attribute,
  bodyOf,
  byTag,
  findAll,
  pageAt as servedPageAt,
  servedPages,
  textOf,
} from "./page-tree";

let pages: ServedPage[];
beforeAll(async () => {
  pages = await servedPages();
});

/** What the frame of a page in the language of `path` says, from the content the build rendered. */
function frameWords(path: string) {
  const locale = localeFromPath(path);
  const { site } = CONTENT[locale];
  return { site, emergency: frameFactsOf(SEED_CONTENT, locale).emergency };
}

const pageAt = (path: string) => servedPageAt(pages, path);
const isFocusable = (element: HtmlElement) =>
  (element.tagName === "a" && attribute(element, "href") !== undefined) ||
  ["button", "input", "select", "textarea", "summary"].includes(element.tagName) ||
  (attribute(element, "tabindex") !== undefined && attribute(element, "tabindex") !== "-1");

describe("the frame in every served page's HTML", () => {
  it("is read from every page the server serves, in both languages", () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...SERVED_PATHS].sort());
  });

  describe.each(SERVED_PATHS)("%s", (path) => {
    it("starts with a skip link to its main content, which takes the focus it is sent", () => {
      const { site } = frameWords(path);
      const body = bodyOf(pageAt(path));
      const first = findAll(body, isFocusable)[0]!;
      expect(first.tagName).toBe("a");
      expect(attribute(first, "href")).toBe("#main-content");
      expect(textOf(first)).toBe(site.skipToContent);
      const targets = findAll(body, (element) => attribute(element, "id") === "main-content");
      expect(targets.map((element) => element.tagName)).toEqual(["main"]);
      expect(attribute(targets[0]!, "tabindex")).toBe("-1");
    });

    it("offers the emergency line first in its top bar, in the content's words", () => {
      const { site, emergency } = frameWords(path);
      const headers = byTag(bodyOf(pageAt(path)), "header");
      expect(headers).toHaveLength(1);
      const call = byTag(headers[0]!, "a")[0]!;
      expect(attribute(call, "href")).toBe(telLink(emergency.e164));
      expect(textOf(call)).toBe(`${site.emergencyCall}${emergency.display}`);
    });

    it("ends its footer with the content's row of links: a list, in the content's order, with no text between the links", () => {
      const { site } = frameWords(path);
      const locale = localeFromPath(path);
      const expected = site.footer.bottomLinks.map((link) => [localizedPath(locale, link.path), link.label]);
      const footer = byTag(bodyOf(pageAt(path)), "footer")[0]!;
      const rows = byTag(footer, "ul").filter((list) => byTag(list, "a").some((link) => attribute(link, "href") === localizedPath(locale, paths.terms)));
      expect(rows).toHaveLength(1);
      const items = rows[0]!.childNodes.filter((node): node is HtmlElement => "tagName" in node);
      expect(items.map((item) => item.tagName)).toEqual(expected.map(() => "li"));
      expect(items.map((item) => byTag(item, "a").map((link) => [attribute(link, "href"), textOf(link)]))).toEqual(expected.map((link) => [link]));
      // A separator such as "|" typed between the links would dangle at a line's end when the row wraps.
      expect(textOf(rows[0]!)).toBe(expected.map(([, label]) => label).join(""));
    });

    it("ends with the medical disclaimer in its footer, the emergency line and the ambulance's number links to call", () => {
      const { site, emergency } = frameWords(path);
      const footers = byTag(bodyOf(pageAt(path)), "footer");
      expect(footers).toHaveLength(1);
      const sentence = site.footer.disclaimer.replace("{phone}", emergency.display).replace("{ambulance}", AMBULANCE_NUMBER);
      const disclaimers = byTag(footers[0]!, "p").filter((paragraph) => textOf(paragraph) === sentence);
      expect(disclaimers).toHaveLength(1);
      const links = byTag(disclaimers[0]!, "a").map((link) => [attribute(link, "href"), textOf(link)]);
      expect(links).toEqual(
        expect.arrayContaining([
          [telLink(emergency.e164), emergency.display],
          [telLink(AMBULANCE_NUMBER), AMBULANCE_NUMBER],
        ]),
      );
    });
  });
});
