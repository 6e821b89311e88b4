/**
 * Rewrites the pre-rendered pages so that they paint from their HTML alone and hydrate soon after,
 * without their scripts ever running before that paint. See docs/decisions/003-first-paint-before-scripts.md
 * and docs/decisions/011-scripts-in-parallel-with-the-first-paint.md. Pages are read with the HTML
 * standard's parser (common/built-page.ts) and only the elements below are rewritten, in place.
 *
 * - Stylesheets: the rules of the stylesheet the root layout links that the page's HTML can use
 *   (scripts/page-stylesheet.ts, 4-5 KB of its 6 KB compressed) are put in the page itself, so no
 *   request holds up the first paint. The server allows them by hash (CSP style-src). The whole
 *   stylesheet is fetched with the scripts and applied after the first paint, for what the scripts
 *   show once they run.
 * - Module preloads: React Router puts a `<link rel="modulepreload">` in the head for each script a
 *   page needs. They become one small script first in the head that adds the same links, at low
 *   priority, once the page has painted its HTML or `PRELOAD_AT_LATEST_MS` into the load, whichever comes first: on a
 *   slow phone the scripts download while the page is still arriving, so they are there when the
 *   paint is done. The site's whole stylesheet is fetched with them (`rel=preload`, not applied).
 * - The module script imports the scripts statically, so the browser may run them before it has
 *   painted anything. It is rewritten to wait until the page has painted its HTML (never longer than
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
import { transformSync } from "esbuild";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  type BuiltPage,
  type PageScript,
  type SourceSpan,
  executableInlineScripts,
  inlineModuleScripts,
  readBuiltPage,
  replaceSpans,
  staticImports,
  streamedHydrationData,
} from "#common/built-page";
import { stylesheetForPage } from "./page-stylesheet";

type Rewrite = SourceSpan & { text: string };

/**
 * A browser without paint timing, or a tab in the background (which paints nothing until it is shown),
 * still hydrates after this long.
 */
export const LONGEST_WAIT_MS = 3000;

/**
 * Resolves once the page has painted all of its HTML: the first contentful paint has happened and the
 * document has been parsed, and then a frame has passed, in which what was parsed last is drawn. Not at
 * the first paint alone: a long page paints its top before the rest has arrived, and Lighthouse counts
 * every request that ended before the largest paint it observed as needed for it
 * (docs/decisions/013-one-round-trip-pages.md).
 */
const AFTER_FIRST_PAINT =
  `new Promise(function (painted) {` +
  ` setTimeout(painted, ${LONGEST_WAIT_MS});` +
  ` var drawn = false, parsed = document.readyState !== "loading";` +
  ` function ready() { if (drawn && parsed) requestAnimationFrame(function () { setTimeout(painted); }); }` +
  ` if (!parsed) document.addEventListener("DOMContentLoaded", function () { parsed = true; ready(); });` +
  ` if (!(window.PerformanceObserver && PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0)) { drawn = true; ready(); return; }` +
  ` new PerformanceObserver(function (entries, observer) { if (entries.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); drawn = true; ready(); } }).observe({ type: "paint", buffered: true });` +
  ` })`;

/**
 * How long into the page's load its scripts start downloading if it has not painted yet. A page that
 * arrives quickly paints first (Lighthouse's unthrottled trace: well under this); on a slow phone the
 * head is read later than this, so the downloads start at once, while the page is still arriving.
 */
export const PRELOAD_AT_LATEST_MS = 300;

/**
 * Besides its modules, what a page fetches after its first paint and needs before it hydrates: its
 * hydration data, and the site's whole stylesheet (the page carries only the rules its HTML can use,
 * scripts/page-stylesheet.ts; what its scripts add may need the rest).
 */
export type AfterPaintFiles = { hydrationData?: string; siteStylesheet?: string };

/** Where the head script leaves the hydration data request it started, for the module script to take. */
const HYDRATION_DATA_REQUEST = "window.__hydrationDataRequest";

/** A value written as JSON inside a script, with `<` escaped so that it cannot end the element. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Adds a stylesheet link (low priority: the page has painted without it) and resolves once it has
 * loaded; a link that failed is taken out, so that another attempt adds a fresh one.
 */
const ADD_STYLESHEET =
  `function addStylesheet(url) { return new Promise(function (loaded, failed) { var link = document.createElement("link"); link.rel = "stylesheet"; link.href = url; link.setAttribute("fetchpriority", "low");` +
  ` link.onload = function () { loaded(); }; link.onerror = function () { link.remove(); failed(new Error("Stylesheet did not arrive: " + url)); }; document.head.appendChild(link); }); }`;

/**
 * The script that asks for the page's modules (modulepreload, low priority), its hydration data and
 * the site's whole stylesheet once the page has painted its HTML (`AFTER_FIRST_PAINT`) or `PRELOAD_AT_LATEST_MS`
 * after navigation start, whichever comes first. Not at once: Lighthouse's simulation counts every request that ended before
 * the paint it observed as needed for that paint (docs/decisions/011-scripts-in-parallel-with-the-first-paint.md).
 * The addresses are the build's own (/assets/…), written as JSON inside the script.
 */
function preloadScript(urls: string[], files: AfterPaintFiles): string {
  // The module script takes this request for its first attempt (afterFirstPaint); a failure is its to report.
  let alsoFetched = files.hydrationData
    ? ` var data = fetch(${jsonInScript(files.hydrationData)}, { priority: "low" }); data.catch(function () {}); ${HYDRATION_DATA_REQUEST} = data;`
    : "";
  // Fetched now but not applied: applied before the first paint, it cost a phone one more style pass
  // over the page (see afterFirstPaint). In the cache once the module script adds it, it no longer
  // holds up hydration by a round trip after the paint.
  if (files.siteStylesheet) alsoFetched += ` preloadLink("preload", ${jsonInScript(files.siteStylesheet)}, "style");`;
  return (
    `(function () { var urls = ${jsonInScript(urls)}, started = false;` +
    ` function preloadLink(rel, url, as) { var link = document.createElement("link"); link.rel = rel; if (as) link.as = as; link.href = url; link.setAttribute("fetchpriority", "low"); document.head.appendChild(link); }` +
    ` function preload() { if (started) return; started = true; urls.forEach(function (url) { preloadLink("modulepreload", url); });${alsoFetched} }` +
    ` setTimeout(preload, Math.max(0, ${PRELOAD_AT_LATEST_MS} - performance.now()));` +
    ` ${AFTER_FIRST_PAINT}.then(preload);` +
    ` })();`
  );
}

/** The module preload links go; a script first in the head adds them at the first paint or a little later. */
function preloadRewrites(page: BuiltPage, files: AfterPaintFiles): Rewrite[] {
  const preloads = page.links.filter((link) => link.rel === "modulepreload");
  if (preloads.length === 0) return [];
  const script = minifyScript(
    preloadScript(
      preloads.map((link) => link.href),
      files,
    ),
    "classic",
  );
  return [
    { start: page.headStart, end: page.headStart, text: `<script>${script}</script>` },
    ...preloads.map((link) => ({ ...link, text: "" })),
  ];
}

/**
 * Each linked stylesheet becomes a `<style>` with the rules of the file that the page's HTML can use;
 * the page loads the whole file after its first paint, before it hydrates.
 */
async function stylesheetRewrites(
  page: BuiltPage,
  readStylesheet: (href: string) => Promise<string>,
): Promise<{ rewrites: Rewrite[]; siteStylesheet?: string }> {
  const links = page.links.filter((candidate) => candidate.rel === "stylesheet");
  if (links.length > 1) throw new Error(`A page links ${links.length} stylesheets; the rewrite knows one, the site's`);
  const rewrites: Rewrite[] = [];
  for (const link of links) {
    const css = await readStylesheet(link.href);
    // A stylesheet that closed the element early would let its rest be read as HTML.
    if (/<\/style/i.test(css)) throw new Error(`${link.href} contains "</style": it cannot be put in the page`);
    rewrites.push({ ...link, text: `<style>${stylesheetForPage(css, page.vocabulary)}</style>` });
  }
  return { rewrites, siteStylesheet: links[0]?.href };
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
 * The module script's body, importing its modules only once the page has painted. The files the page
 * needs besides (`AfterPaintFiles`) are fetched beside the modules and retried with them. The hydration
 * data is handed to React Router's stream before the entry module hydrates: React Router waits for that
 * stream whether it is written in the page or, as here, arrives later, as it does from a streaming server.
 */
export function afterFirstPaint(body: string, files: AfterPaintFiles = {}): string {
  const imports = [...body.matchAll(ROUTER_IMPORT)].map(([, binding, url]) => ({ binding, url: url! }));
  const rest = body.replace(ROUTER_IMPORT, "").trim();
  // Anything else that looks like a static import (a new form in a React Router release) would be
  // left out of the rewrite and break hydration: the build stops instead.
  if (staticImports(rest).length > 0 || /(^|[;\s])import\s*[^\s(]/.test(rest))
    throw new Error(`Unexpected import in the page's module script:\n${body}`);
  if (imports.length === 0) return body;
  const requests = imports.map(({ url }) => `import(${JSON.stringify(url)})`);
  const bindings = imports
    .map(({ binding }, index) => (binding ? `${binding} = modules[${index}]` : ""))
    .filter(Boolean)
    .join(", ");
  // Each is asked for once and kept; only one that failed is asked for again on the next attempt. The
  // hydration data's first request is the one the head script started, if it did. The whole stylesheet
  // is added only now, once the page has painted: added earlier, a phone applied it before its first
  // paint (one more style pass over the page on a slow CPU) and painted 50-200 ms later.
  const keptRequest = (name: keyof AfterPaintFiles, start: string, { started = "", then = "" } = {}) =>
    `var ${name}Request; function ${name}() { if (!${name}Request) { ${name}Request = (${started ? `${started} || ` : ""}${start})${then};${started ? ` ${started} = undefined;` : ""}` +
    ` ${name}Request.catch(function () { ${name}Request = undefined; }); } return ${name}Request; }\n`;
  let helpers = "";
  let handOver = "";
  if (files.hydrationData) {
    const text = `.then(function (response) { if (!response.ok) throw new Error("Hydration data: HTTP " + response.status); return response.text(); })`;
    helpers += keptRequest("hydrationData", `fetch(${jsonInScript(files.hydrationData)})`, { started: HYDRATION_DATA_REQUEST, then: text });
    handOver = ` var stream = window.__reactRouterContext.streamController; stream.enqueue(modules[${requests.length}]); stream.close();`;
    requests.push("hydrationData()");
  }
  if (files.siteStylesheet) {
    helpers += `${ADD_STYLESHEET}\n${keptRequest("siteStylesheet", `addStylesheet(${jsonInScript(files.siteStylesheet)})`)}`;
    requests.push("siteStylesheet()");
  }
  const importAll =
    `function importAll(attemptsLeft) { return Promise.all([${requests.join(", ")}]).catch(function (error) {` +
    ` if (attemptsLeft <= 1) throw error;` +
    ` return new Promise(function (wait) { setTimeout(wait, ${IMPORT_RETRY_AFTER_MS}); }).then(function () { return importAll(attemptsLeft - 1); }); }); }`;
  return `${helpers}${importAll}\n${AFTER_FIRST_PAINT}.then(function () { return importAll(${IMPORT_ATTEMPTS}); }).then(function (modules) {${bindings ? ` var ${bindings};` : ""}${handOver}\n${rest}\n}, function (error) { console.error("The page's scripts did not arrive; it keeps working as plain HTML.", error); });`;
}

/**
 * The scripts above are written to be read; every page carries them, so they are minified on their way
 * in (about 250 bytes less per page compressed, which the first round trip needs). A module script's
 * top-level names are its own, so they may be shortened too; a classic script's are global, so only
 * the names inside the head script's function are.
 */
export function minifyScript(code: string, kind: "classic" | "module"): string {
  return transformSync(code, { minify: true, target: "es2017", format: kind === "module" ? "esm" : undefined }).code.trim();
}

/**
 * React Router's own inline scripts (the scroll restoration and the router's context) come indented and
 * spaced to be read, about 50 bytes of every page's first response once compressed, which the Hindi home
 * page needs for a notice. They are minified like the build's; the stream's scripts are left to its own
 * rewrite, which removes them.
 */
function readableClassicScripts(page: BuiltPage, stream: SourceSpan | undefined): PageScript[] {
  return executableInlineScripts(page).filter(
    (script) =>
      (script.type === "" || script.type === "text/javascript") && !(stream && script.start >= stream.start && script.end <= stream.end),
  );
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
  const hydrationData = stream && hydrationDataPath(stream.text);
  if (stream && hydrationData) storeHydrationData(hydrationData, stream.text);
  const stylesheets = await stylesheetRewrites(page, readStylesheet);
  const files: AfterPaintFiles = { hydrationData, siteStylesheet: stylesheets.siteStylesheet };
  const rewrites = [
    ...stylesheets.rewrites,
    ...preloadRewrites(page, files),
    ...inlineModuleScripts(page).map((script) => ({
      ...script.bodySpan,
      text: minifyScript(afterFirstPaint(script.body, files), "module"),
    })),
    ...readableClassicScripts(page, stream).flatMap((script) => {
      try {
        return [{ ...script.bodySpan, text: minifyScript(script.body, "classic") }];
      } catch {
        // Not JavaScript esbuild reads: left as written, for the browser (and the build's checks) to judge.
        return [];
      }
    }),
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
  if (page.styles.length > 0 && modules.length > 0 && !modules.some((script) => /"\/assets\/[^"]+\.css"/.test(script.body)))
    problems.push("the module script does not load the site's stylesheet before it hydrates");
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
