/**
 * Rewrites the pre-rendered pages so that they paint from their HTML alone and hydrate soon after,
 * without their scripts ever running before that paint. See docs/decisions/003-first-paint-before-scripts.md
 * and docs/decisions/011-scripts-in-parallel-with-the-first-paint.md. Pages are read with the HTML
 * standard's parser (common/built-page.ts) and only the elements below are rewritten, in place.
 *
 * - Stylesheets: the stylesheet the root layout links (7 KB compressed) is put in the page itself, so
 *   no request holds up the first paint. The server allows it by hash (CSP style-src).
 * - Module preloads: React Router puts a `<link rel="modulepreload">` in the head for each script a
 *   page needs. They become one small script first in the head that adds the same links, at low
 *   priority, at the first paint or `PRELOAD_AT_LATEST_MS` into the load, whichever comes first: on a
 *   slow phone the scripts download while the page is still arriving, so they are there when the
 *   paint is done.
 * - The module script imports the scripts statically, so the browser may run them before it has
 *   painted anything. It is rewritten to wait for the first contentful paint (never longer than
 *   `LONGEST_WAIT_MS`), then import the same modules in the same order and run the rest unchanged.
 *
 * - Hydration data: React Router writes the page's loader data into the page a second time, as a
 *   stream of inline scripts after the content, for the scripts to hydrate with (2-5 KB compressed, a
 *   third of some pages). It moves to a file of its own under /assets, named by its content, fetched with
 *   the scripts and handed to the same stream before they hydrate. The HTML, what the first paint waits
 *   for, then fits in the first round trip of a new connection (docs/decisions/013-one-round-trip-pages.md).
 *
 * The build stops if a page comes out with a linked stylesheet, a preload link left in its HTML, a
 * static import left in its module script or hydration data left inline: a change in React Router's
 * output must not quietly undo this.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  type BuiltPage,
  type SourceSpan,
  inlineModuleScripts,
  readBuiltPage,
  replaceSpans,
  staticImports,
  streamedHydrationData,
} from "#common/built-page";

type Rewrite = SourceSpan & { text: string };

/**
 * A browser without paint timing, or a tab in the background (which paints nothing until it is shown),
 * still hydrates after this long.
 */
export const LONGEST_WAIT_MS = 3000;

const AFTER_FIRST_PAINT =
  `new Promise(function (painted) {` +
  ` setTimeout(painted, ${LONGEST_WAIT_MS});` +
  ` if (!(window.PerformanceObserver && PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0)) { requestAnimationFrame(function () { setTimeout(painted); }); return; }` +
  ` new PerformanceObserver(function (entries, observer) { if (entries.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); painted(); } }).observe({ type: "paint", buffered: true });` +
  ` })`;

/**
 * How long into the page's load its scripts start downloading if it has not painted yet. A page that
 * arrives quickly paints first (Lighthouse's unthrottled trace: well under this); on a slow phone the
 * head is read later than this, so the downloads start at once, while the page is still arriving.
 */
export const PRELOAD_AT_LATEST_MS = 300;

/**
 * The script that asks for the page's modules (modulepreload, low priority) at the first contentful
 * paint or `PRELOAD_AT_LATEST_MS` after navigation start, whichever comes first. Not at once: Lighthouse's
 * simulation counts every request that ended before the paint it observed as needed for that paint
 * (docs/decisions/011-scripts-in-parallel-with-the-first-paint.md). The addresses are the build's own
 * (/assets/…), written as JSON inside the script, with `<` escaped so none can end the element.
 */
function preloadScript(urls: string[], hydrationDataUrl: string | undefined): string {
  const list = jsonInScript(urls);
  // The module script takes this request for its first attempt (afterFirstPaint); a failure is its to report.
  const fetchData = hydrationDataUrl
    ? ` var data = fetch(${jsonInScript(hydrationDataUrl)}, { priority: "low" }); data.catch(function () {}); window.${HYDRATION_DATA_REQUEST} = data;`
    : "";
  return (
    `<script>(function () { var urls = ${list}, started = false;` +
    ` function preload() { if (started) return; started = true; urls.forEach(function (url) { var link = document.createElement("link"); link.rel = "modulepreload"; link.href = url; link.setAttribute("fetchpriority", "low"); document.head.appendChild(link); });${fetchData} }` +
    ` setTimeout(preload, Math.max(0, ${PRELOAD_AT_LATEST_MS} - performance.now()));` +
    ` if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) new PerformanceObserver(function (entries, observer) { if (entries.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); preload(); } }).observe({ type: "paint", buffered: true });` +
    ` })();</script>`
  );
}

/** A value written as JSON inside a script, with `<` escaped so that it cannot end the element. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** Where the head script leaves the hydration data request it started, for the module script to take. */
const HYDRATION_DATA_REQUEST = "__hydrationDataRequest";

/** The module preload links go; a script first in the head adds them at the first paint or a little later. */
function preloadRewrites(page: BuiltPage, hydrationDataUrl: string | undefined): Rewrite[] {
  const preloads = page.links.filter((link) => link.rel === "modulepreload");
  if (preloads.length === 0) return [];
  return [
    {
      start: page.headStart,
      end: page.headStart,
      text: preloadScript(
        preloads.map((link) => link.href),
        hydrationDataUrl,
      ),
    },
    ...preloads.map((link) => ({ ...link, text: "" })),
  ];
}

/** Each linked stylesheet becomes a `<style>` with the file's text. */
async function stylesheetRewrites(page: BuiltPage, readStylesheet: (href: string) => Promise<string>): Promise<Rewrite[]> {
  const rewrites: Rewrite[] = [];
  for (const link of page.links.filter((candidate) => candidate.rel === "stylesheet")) {
    const css = await readStylesheet(link.href);
    // A stylesheet that closed the element early would let its rest be read as HTML.
    if (/<\/style/i.test(css)) throw new Error(`${link.href} contains "</style": it cannot be put in the page`);
    rewrites.push({ ...link, text: `<style>${css}</style>` });
  }
  return rewrites;
}

/**
 * A script that fails to arrive (a dropped connection on mobile data) would leave the page unhydrated
 * for good: its HTML controls and form posts still work, but nothing else would. The imports are asked
 * for again, a few times, a little apart; a module that did arrive is not fetched twice.
 */
export const IMPORT_ATTEMPTS = 4;
export const IMPORT_RETRY_AFTER_MS = 1500;

// `import "/assets/a.js";` or `import * as route0 from "/assets/b.js";`, as React Router writes them in
// the module script (JavaScript, read with a pattern once the parser has found the script).
const ROUTER_IMPORT = /import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?"([^"]+)";?/g;

/**
 * The module script's body, importing its modules only once the page has painted. With a hydration data
 * file, the file is fetched beside the modules (retried with them) and handed to React Router's stream
 * before the entry module hydrates: React Router waits for that stream whether it is written in the page
 * or, as here, arrives later, as it does from a streaming server.
 */
export function afterFirstPaint(body: string, hydrationDataUrl?: string): string {
  const imports = [...body.matchAll(ROUTER_IMPORT)].map(([, binding, url]) => ({ binding, url: url! }));
  const rest = body.replace(ROUTER_IMPORT, "").trim();
  // Anything else that looks like a static import (a new form in a React Router release) would be
  // left out of the rewrite and break hydration: the build stops instead.
  if (staticImports(rest).length > 0 || /(^|[;\s])import\s*[^\s(]/.test(rest))
    throw new Error(`Unexpected import in the page's module script:\n${body}`);
  if (imports.length === 0) return body;
  const requests = imports.map(({ url }) => `import(${JSON.stringify(url)})`);
  if (hydrationDataUrl) requests.push("hydrationData()");
  const bindings = imports
    .map(({ binding }, index) => (binding ? `${binding} = modules[${index}]` : ""))
    .filter(Boolean)
    .join(", ");
  // The request the head script started, once; a new one on a later attempt.
  const hydrationData = hydrationDataUrl
    ? `function hydrationData() { var request = window.${HYDRATION_DATA_REQUEST} || fetch(${jsonInScript(hydrationDataUrl)}); window.${HYDRATION_DATA_REQUEST} = undefined;` +
      ` return request.then(function (response) { if (!response.ok) throw new Error("Hydration data: HTTP " + response.status); return response.text(); }); }\n`
    : "";
  const handOver = hydrationDataUrl
    ? ` var stream = window.__reactRouterContext.streamController; stream.enqueue(modules[${imports.length}]); stream.close();`
    : "";
  const importAll =
    `function importAll(attemptsLeft) { return Promise.all([${requests.join(", ")}]).catch(function (error) {` +
    ` if (attemptsLeft <= 1) throw error;` +
    ` return new Promise(function (wait) { setTimeout(wait, ${IMPORT_RETRY_AFTER_MS}); }).then(function () { return importAll(attemptsLeft - 1); }); }); }`;
  return `${hydrationData}${importAll}\n${AFTER_FIRST_PAINT}.then(function () { return importAll(${IMPORT_ATTEMPTS}); }).then(function (modules) {${bindings ? ` var ${bindings};` : ""}${handOver}\n${rest}\n}, function (error) { console.error("The page's scripts did not arrive; it keeps working as plain HTML.", error); });`;
}

/** Where a page's hydration data is served from: named by its content, like the build's scripts. */
export function hydrationDataPath(text: string): string {
  return `/assets/hydration-data-${createHash("sha256").update(text, "utf8").digest("base64url").slice(0, 12)}.txt`;
}

/** Receives a page's hydration data moved out of the page, at the path the page will fetch it from. */
export type HydrationDataStore = (path: string, text: string) => void;

/**
 * The page rewritten: stylesheets inline, preloads at the paint or a little before, scripts after the
 * first paint, hydration data in a file of its own (handed to `storeHydrationData`).
 */
export async function rewriteForFirstPaint(
  html: string,
  readStylesheet: (href: string) => Promise<string>,
  storeHydrationData: HydrationDataStore = () => {},
): Promise<string> {
  const page = readBuiltPage(html);
  const stream = streamedHydrationData(html);
  const dataPath = stream && hydrationDataPath(stream.text);
  if (stream && dataPath) storeHydrationData(dataPath, stream.text);
  const rewrites = [
    ...(await stylesheetRewrites(page, readStylesheet)),
    ...preloadRewrites(page, dataPath),
    ...inlineModuleScripts(page).map((script) => ({ ...script.bodySpan, text: afterFirstPaint(script.body, dataPath) })),
    ...(stream ? [{ start: stream.start, end: stream.end, text: "" }] : []),
  ];
  return replaceSpans(html, rewrites);
}

/** What is wrong with a page that should have been rewritten; empty when it was. */
export function firstPaintProblems(html: string): string[] {
  const page = readBuiltPage(html);
  const problems: string[] = [];
  if (page.links.some((link) => link.rel === "stylesheet")) problems.push("a linked stylesheet is left");
  if (page.links.some((link) => link.rel === "modulepreload"))
    problems.push("a module preload link is left, which would start its download before the paint");
  const modules = inlineModuleScripts(page);
  if (modules.length === 0) problems.push("no module script to hydrate the page");
  if (modules.some((script) => staticImports(script.body).length > 0)) problems.push("the module script still imports statically");
  if (page.scripts.some((script) => script.body.includes("streamController.enqueue(")))
    problems.push("hydration data is left in the page, which makes its HTML longer than the first round trip carries");
  return problems;
}

/** Rewrites every pre-rendered page of a build; returns how many pages changed, or throws if one did not come out right. */
export async function loadScriptsAfterFirstPaintInBuild(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const stylesheets = new Map<string, Promise<string>>();
  const readStylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFile(join(directory, href), "utf8"));
    return stylesheets.get(href)!;
  };
  const hydrationData = new Map<string, string>();
  const storeHydrationData: HydrationDataStore = (path, text) => hydrationData.set(path, text);
  let changed = 0;
  const failures: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const rewritten = await rewriteForFirstPaint(html, readStylesheet, storeHydrationData);
    const problems = firstPaintProblems(rewritten);
    if (problems.length > 0) failures.push(`${file}: ${problems.join("; ")}`);
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed += 1;
  }
  if (failures.length > 0) throw new Error(`The first-paint rewrite did not happen on every page:\n${failures.join("\n")}`);
  for (const [path, text] of hydrationData) {
    const file = join(directory, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return changed;
}
