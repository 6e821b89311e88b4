import { describe, expect, it } from "vitest";
import {
  dynamicImports,
  executableInlineScripts,
  inlineModuleScripts,
  pageScriptUrls,
  pageStylesheetUrls,
  readBuiltPage,
  replaceSpans,
  staticImports,
} from "./built-page";

// The shape React Router 7 writes (tests/build/ reads the real build through the same module).
const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="stylesheet" href="/assets/app-3.css" data-precedence="default"/>
<link rel="canonical" href="https://www.aarogyahospitaljaipur.in/contact"/>
<script type="application/ld+json">{"@type":"Hospital","name":"</script-less"}</script>
</head><body><p>Text with a &lt;script&gt; that is not one</p>
<script>window.__reactRouterContext = {"a":"</p>"};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/contact-5.js";
window.__reactRouterRouteModules = {"root": route0, "routes/contact": route1};
import("/assets/entry.client-2.js");</script>
<style>.x{color:red}</style>
</body></html>`;

describe("reading a built page", () => {
  const built = readBuiltPage(page);

  it("finds every script, with its exact text and where it sits", () => {
    expect(built.scripts.map((script) => script.type)).toEqual(["application/ld+json", "", "module"]);
    for (const script of built.scripts) {
      expect(page.slice(script.bodySpan.start, script.bodySpan.end)).toBe(script.body);
      expect(page.slice(script.start, script.end)).toMatch(/^<script[\s\S]*<\/script>$/);
    }
    expect(built.scripts[1]!.body).toBe('window.__reactRouterContext = {"a":"</p>"};');
  });

  it("tells the scripts a browser runs from data blocks", () => {
    expect(executableInlineScripts(built).map((script) => script.type)).toEqual(["", "module"]);
    expect(inlineModuleScripts(built)).toHaveLength(1);
  });

  it("lists the scripts the page loads and its stylesheets", () => {
    expect(pageScriptUrls(built)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-4.js",
      "/assets/contact-5.js",
    ]);
    expect(pageStylesheetUrls(built)).toEqual(["/assets/app-3.css"]);
    expect(built.styles.map((style) => style.body)).toEqual([".x{color:red}"]);
  });

  it("reads static and dynamic imports of minified modules apart", () => {
    const chunk = `import{a as b}from"./framework-6.js";import"./site-7.js";const c=()=>import("./zod-8.js");export{c};`;
    expect(staticImports(chunk)).toEqual(["./framework-6.js", "./site-7.js"]);
    expect(dynamicImports(chunk)).toEqual(["./zod-8.js"]);
  });

  it("rewrites exactly the spans it is given", () => {
    const preloads = built.links.filter((link) => link.rel === "modulepreload");
    const rewritten = replaceSpans(
      page,
      preloads.map((link) => ({ ...link, text: "" })),
    );
    expect(rewritten).not.toContain("modulepreload");
    expect(rewritten.length).toBe(page.length - preloads.reduce((sum, link) => sum + link.end - link.start, 0));
    expect(() =>
      replaceSpans(page, [
        { start: 0, end: 10, text: "" },
        { start: 5, end: 12, text: "" },
      ]),
    ).toThrow(/Overlapping/);
  });
});
