/**
 * What the first-paint rewrite (scripts/scripts-after-first-paint.ts) reads of React Router's and React's
 * output, held on their real output: a page rendered by the build's own React Router server build
 * (kept in build/publisher/, as the server renders published pages), before any rewrite. Each test
 * names one thing the rewrite relies on; when an upgrade changes it, the failure says what changed and
 * where the rewrite reads it. Walk through the upgrade checklist in
 * docs/decisions/013-one-round-trip-pages.md then.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { inlineModuleScripts, readBuiltPage, staticImports, streamedHydrationData } from "#common/built-page";
import { SEED_CONTENT } from "#server/publish/content-binding";
import { loadPublisherBuilds } from "#server/publish/publisher-builds";
import { allowPrerenderDataHeader, renderPage, routeTree } from "#server/publish/render-release";
import { ROUTER_IMPORT, afterFirstPaint, firstPaintProblems, rewriteForFirstPaint } from "#pipeline/scripts-after-first-paint";

let html: string;
let data: string;

beforeAll(async () => {
  allowPrerenderDataHeader();
  const publisher = (await loadPublisherBuilds()).byLocale.en;
  const rendered = await renderPage(publisher, routeTree(publisher.build.routes), "about", SEED_CONTENT);
  html = rendered.find((file) => file.file.endsWith("index.html"))!.text;
  data = rendered.find((file) => file.file.endsWith(".data"))!.text;
});

const moduleScript = () => {
  const scripts = inlineModuleScripts(readBuiltPage(html));
  expect(scripts, "React Router writes one inline module script per page (read by inlineModuleScripts, common/built-page.ts)").toHaveLength(1);
  return scripts[0]!.body;
};

describe("React Router's output, as the first-paint rewrite reads it", () => {
  it("links the site's one stylesheet in the head, which the rewrite puts in the page (stylesheetRewrites)", () => {
    const stylesheets = readBuiltPage(html).links.filter((link) => link.rel === "stylesheet");
    expect(
      stylesheets.map((link) => link.href),
      "React Router no longer links exactly one stylesheet from /assets/: app/root.tsx links it during pre-rendering",
    ).toEqual([expect.stringMatching(/^\/assets\/[^/]+\.css$/)]);
  });

  it("preloads the page's modules with <link rel=modulepreload> in the head, which the head script adds later instead (preloadRewrites)", () => {
    const preloads = readBuiltPage(html).links.filter((link) => link.rel === "modulepreload");
    expect(preloads.length, "React Router no longer preloads modules with <link rel=modulepreload>").toBeGreaterThan(1);
    for (const link of preloads) expect(link.href, "a preload outside /assets/ (the page scripts' bundling keeps only /assets/* external)").toMatch(/^\/assets\//);
  });

  it('writes its module script as `import "…"` and `import * as routeN from "…"` statements and a dynamic import of the entry (ROUTER_IMPORT)', async () => {
    const body = moduleScript();
    const imports = [...body.matchAll(ROUTER_IMPORT)];
    expect(imports.length, "React Router's module script no longer has the import statements ROUTER_IMPORT reads").toBeGreaterThan(1);
    const rest = body.replace(ROUTER_IMPORT, "");
    expect(staticImports(rest), "React Router's module script has a static import of a form ROUTER_IMPORT does not read").toEqual([]);
    expect(rest, "React Router's module script no longer starts hydration with import() of its entry module").toMatch(/import\("\/assets\/[^"]+\.js"\)/);
    await expect(afterFirstPaint(body), "the rewrite refuses React Router's module script").resolves.toEqual(expect.any(String));
  });

  it("creates the stream the hydration data is handed to, window.__reactRouterContext.streamController (hydrateAfterFirstPaint)", () => {
    const scripts = readBuiltPage(html).scripts.map((script) => script.body);
    expect(
      scripts.some((body) => /window\.__reactRouterContext\.streamController\s*=/.test(body)),
      "React Router no longer sets window.__reactRouterContext.streamController, where the module script hands the hydration data",
    ).toBe(true);
  });

  it("streams the page's data at the end of the body in React's Suspense markup, which the rewrite moves to a file (streamedHydrationData)", () => {
    const stream = streamedHydrationData(html);
    expect(
      stream,
      "the hydration data is no longer found at the end of the body: React's streaming markup (<!--$?-->, <template id=B:n>, <div hidden id=S:n>, $RC) or React Router's streamController.enqueue/close scripts changed (common/built-page.ts)",
    ).toBeDefined();
    expect(stream!.text, "the streamed text is no longer React Router's turbo-stream of the page's data").toContain('"loaderData"');
    expect(html.slice(stream!.end).trim(), "something after the stream is left at the end of the body").toMatch(/^<\/body>\s*<\/html>$/);
    expect(data.length).toBeGreaterThan(0);
  });

  it("needs every rewrite, and none is left to do after them", async () => {
    expect(firstPaintProblems(html)).toEqual([
      "a linked stylesheet is left",
      "a module preload link is left, which would start its download before the paint",
      "the module script still imports statically",
      "no head script answers the module script's call",
      "hydration data is left in the page, which makes its HTML longer than the first round trip carries",
    ]);
    const rewritten = await rewriteForFirstPaint(html, async () => "h1{font-weight:700}");
    expect(firstPaintProblems(rewritten)).toEqual([]);
  });
});
