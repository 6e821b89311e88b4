import { describe, expect, it } from "vitest";
import { type PageVocabulary, selectorNeeds, stylesheetForPage, unescapeIdentifier } from "./page-stylesheet";
import { readBuiltPage } from "#common/built-page";

const vocabularyOf = (html: string): PageVocabulary =>
  readBuiltPage(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).vocabulary;

describe("a page's part of the site's stylesheet", () => {
  it("reads class names as Tailwind escapes them", () => {
    expect(unescapeIdentifier(String.raw`md\:grid-cols-\[1\.1fr_1fr\]`)).toBe("md:grid-cols-[1.1fr_1fr]");
    expect(unescapeIdentifier(String.raw`\32 xl\:px-3`)).toBe("2xl:px-3");
    expect(unescapeIdentifier(String.raw`border-white\/15`)).toBe("border-white/15");
    expect(selectorNeeds(String.raw`.hover\:bg-slate-100:hover`)).toEqual({ classes: ["hover:bg-slate-100"], elements: [], oneOf: [] });
    expect(selectorNeeds("ul>li a.link")).toEqual({ classes: ["link"], elements: ["ul", "li", "a"], oneOf: [] });
  });

  it("leaves comments, such as the licence banner the whole stylesheet keeps, out of the page's part", () => {
    const css = "/*! tailwindcss | MIT License */\n.a{color:red}/* why */.b{color:blue}";
    expect(stylesheetForPage(css, vocabularyOf('<p class="a">x</p>'))).toBe(".a{color:red}");
  });

  it("keeps the rules of the page's classes and elements, in order, and drops the rest", () => {
    const css = ".a{color:red}.b{color:blue}p{margin:0}table{border:0}.a,.c{padding:0}";
    expect(stylesheetForPage(css, vocabularyOf('<p class="a">x</p>'))).toBe(".a{color:red}p{margin:0}.a{padding:0}");
  });

  it("keeps a rule in every state HTML can put its element in: hover, focus, open details, an open popover", () => {
    const css = [
      String.raw`.hover\:underline:hover{text-decoration:underline}`,
      String.raw`.group-open\:rotate-180:is(:where(.group):is([open],:popover-open,:open) *){rotate:180deg}`,
      "details[open]>summary{font-weight:700}",
      ".menu:popover-open{display:block}",
      String.raw`.user-invalid\:border-red-700:user-invalid{border-color:red}`,
    ].join("");
    const page = vocabularyOf(
      '<a class="hover:underline">x</a><details class="group"><summary><svg class="group-open:rotate-180"></svg></summary></details><div class="menu" popover></div><input class="user-invalid:border-red-700">',
    );
    expect(stylesheetForPage(css, page)).toBe(css);
  });

  it("keeps a selector whose absent class is inside :not() or a list in :is(), where its absence may still match", () => {
    const css =
      ".card:not(.hidden){display:block}:where(.space-y-4>:not(:last-child)){margin:0}.x:is(.y,.z){color:red}.x:is(div){color:blue}";
    expect(stylesheetForPage(css, vocabularyOf('<p class="card x"></p>'))).toBe(".card:not(.hidden){display:block}.x:is(.y,.z){color:red}");
    expect(stylesheetForPage(css, vocabularyOf('<div class="space-y-4"></div>'))).toBe(":where(.space-y-4>:not(:last-child)){margin:0}");
  });

  it("keeps the rules of a form control's parts only where the page has such a control", () => {
    const css = "::placeholder{opacity:1}::-webkit-datetime-edit-year-field{padding-block:0}button,::file-selector-button{font:inherit}";
    expect(stylesheetForPage(css, vocabularyOf("<button>x</button>"))).toBe("button{font:inherit}");
    expect(stylesheetForPage(css, vocabularyOf("<textarea></textarea><button>x</button>"))).toBe(
      "::placeholder{opacity:1}button{font:inherit}",
    );
    expect(stylesheetForPage(css, vocabularyOf('<input type="date">'))).toBe(css.replace("button,", ""));
  });

  it("keeps media queries and layers around what is left, drops those left empty, and names every layer first in order", () => {
    const css =
      "@layer theme{:root{--c:red}}@layer base{p{color:var(--c)}}@layer utilities{.gone{color:red}}@media (width>=48rem){.a{color:blue}.gone{color:red}}@media print{.gone{color:red}}";
    expect(stylesheetForPage(css, vocabularyOf('<p class="a">x</p>'))).toBe(
      "@layer theme,base,utilities;@layer theme{:root{--c:red}}@layer base{p{color:var(--c)}}@media (width>=48rem){.a{color:blue}}",
    );
  });

  it("drops custom properties, registrations and keyframes nothing left reads, and keeps those it does", () => {
    const css = [
      ":root{--used:1px;--through:var(--used);--unused:2px;--spin:spin 1s linear infinite}",
      "@property --tw-shadow{syntax:'*';inherits:false}",
      "@property --tw-rotate{syntax:'*';inherits:false}",
      ".a{margin:var(--through);box-shadow:var(--tw-shadow)}",
      ".b{rotate:var(--tw-rotate);animation:var(--spin)}",
      ".c{animation:pulse 2s}",
      "@keyframes spin{to{rotate:1turn}}",
      "@keyframes pulse{50%{opacity:.5}}",
    ].join("");
    expect(stylesheetForPage(css, vocabularyOf('<p class="a">x</p>'))).toBe(
      ":root{--used:1px;--through:var(--used)}@property --tw-shadow{syntax:'*';inherits:false}.a{margin:var(--through);box-shadow:var(--tw-shadow)}",
    );
    expect(stylesheetForPage(css, vocabularyOf('<p class="b c">x</p>'))).toBe(
      ":root{--spin:spin 1s linear infinite}@property --tw-rotate{syntax:'*';inherits:false}.b{rotate:var(--tw-rotate);animation:var(--spin)}.c{animation:pulse 2s}@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}",
    );
  });
});
