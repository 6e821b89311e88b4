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
  streamedHydrationData,
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

/** React Router's hydration data as a pre-rendered page carries it, the way React writes a boundary it completed after the shell. */
const enqueue = (text: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text).replace(/</g, "\\u003c")});</script>`;
const close = "<script>window.__reactRouterContext.streamController.close();</script>";
const deferredStream = (chunks: string[]) =>
  `<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>` +
  `<div hidden id="S:0">${chunks.map(enqueue).join("")}<!--$?--><template id="B:1"></template><!--/$--></div>` +
  `<script>$RB=[];$RC=function(a,b){};$RC("B:0","S:0")</script><div hidden id="S:1">${close}</div><script>$RC("B:1","S:1")</script>`;

describe("finding a page's hydration data", () => {
  const content = `<main><h1>Doctors</h1><p>Dr. A</p></main><script type="module">import("/assets/entry.client-2.js");</script>`;
  const pageWith = (stream: string) => `<!DOCTYPE html><html><head></head><body>${content}${stream}</body></html>`;

  it("reads the data React Router streams into the page and where its markup starts and ends", () => {
    const text = '[{"_1":2},"loaderData","</script> & <b>"]\n';
    const html = pageWith(deferredStream([text.slice(0, 10), text.slice(10)]));
    const stream = streamedHydrationData(html)!;
    expect(stream.text).toBe(text);
    expect(html.slice(0, stream.start)).toBe(pageWith("").replace("</body></html>", ""));
    expect(html.slice(stream.end)).toBe("</body></html>");
  });

  it("reads a stream React completed within the shell, with no placeholder to reveal", () => {
    const html = pageWith(`<!--$-->${enqueue("[1]")}<!--$-->${close}<!--/$--><!--/$-->`);
    const stream = streamedHydrationData(html)!;
    expect(stream.text).toBe("[1]");
    expect(html.slice(0, stream.start)).toContain(content);
  });

  it("finds none in a page without it, or where the stream is not closed", () => {
    expect(streamedHydrationData(pageWith(""))).toBeUndefined();
    expect(streamedHydrationData(pageWith(`<!--$-->${enqueue("[1]")}<!--/$-->`))).toBeUndefined();
  });

  it("takes nothing that is not the stream's: the page's own last element stays", () => {
    // A boundary of the page's own content at the end of the body, then the stream.
    const own = `<!--$--><p>Reviewed today</p><!--/$-->`;
    const stream = streamedHydrationData(pageWith(own + deferredStream(["[1]"])))!;
    expect(stream.text).toBe("[1]");
    const html = pageWith(own + deferredStream(["[1]"]));
    expect(html.slice(0, stream.start)).toContain(own);
    // An element React Router does not write, inside the stream's markup: the stream is not taken at all.
    const foreign = deferredStream(["[1]"]).replace('<div hidden id="S:1">', '<div hidden id="S:1"><p>New in a release</p>');
    expect(streamedHydrationData(pageWith(foreign))).toBeUndefined();
  });
});
