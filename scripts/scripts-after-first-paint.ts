/**
 * Rewrites the pre-rendered pages so that they paint from their HTML alone and hydrate soon after,
 * without their scripts ever running before that paint. See docs/decisions/003-first-paint-before-scripts.md
 * and docs/decisions/010-scripts-in-parallel-with-the-first-paint.md.
 *
 * - `inlineStylesheets`: the stylesheet the root layout links (7 KB compressed) is put in the page
 *   itself, so no request holds up the first paint. The server allows it by hash (CSP style-src).
 * - `preloadScriptsAtLowPriority`: React Router puts a `<link rel="modulepreload">` in the head for each
 *   script a page needs. They are added at low priority by a small script instead, at the first paint
 *   or 0.3 s into the load, whichever comes first: on a slow phone the scripts download while the page
 *   is still arriving, so they are there when the paint is done.
 * - `loadScriptsAfterFirstPaint`: the page's module script imports the scripts statically, so the
 *   browser may run them before it has painted anything. It is rewritten to wait for the first
 *   contentful paint (never longer than `LONGEST_WAIT_MS`), then import the same modules in the same
 *   order and run the rest unchanged.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"[^>]*\/>/g;

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
 * (docs/decisions/010-scripts-in-parallel-with-the-first-paint.md).
 */
function preloadScript(urls: string[]): string {
  return (
    `<script>(function () { var urls = ${JSON.stringify(urls)}, started = false;` +
    ` function preload() { if (started) return; started = true; urls.forEach(function (url) { var link = document.createElement("link"); link.rel = "modulepreload"; link.href = url; link.setAttribute("fetchpriority", "low"); document.head.appendChild(link); }); }` +
    ` setTimeout(preload, Math.max(0, ${PRELOAD_AT_LATEST_MS} - performance.now()));` +
    ` if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) new PerformanceObserver(function (entries, observer) { if (entries.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); preload(); } }).observe({ type: "paint", buffered: true });` +
    ` })();</script>`
  );
}

/**
 * React Router's `<link rel="modulepreload">` links, one per script of the page, become one small
 * script first in the head that adds the same links, at low priority, at the first paint or
 * `PRELOAD_AT_LATEST_MS` into the load, whichever comes first.
 */
export function preloadScriptsAtLowPriority(html: string): string {
  const urls = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  if (urls.length === 0) return html;
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  // First in the head, ahead of the inline stylesheet: it costs nothing to run and sets the timer early.
  const headStart = /<head>(<meta charSet="utf-8"\/>)?/i;
  if (!headStart.test(withoutPreloads)) throw new Error("No <head> to put the scripts' preloading in");
  return withoutPreloads.replace(headStart, (start) => `${start}${preloadScript(urls)}`);
}

// As React renders the root layout's `<link rel="stylesheet" precedence>`.
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)"[^>]*\/>/g;

/**
 * Puts each linked stylesheet in the page as a `<style>`. `readStylesheet` gets the link's address
 * (`/assets/app-….css`) and returns the file's text.
 */
export async function inlineStylesheets(html: string, readStylesheet: (href: string) => Promise<string>): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  let inlined = html;
  for (const [link, href] of links) {
    const css = await readStylesheet(href!);
    // A stylesheet that closed the element early would let its rest be read as HTML.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be put in the page`);
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

const MODULE_SCRIPT = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
// `import "/assets/a.js";` or `import * as route0 from "/assets/b.js";`, as React Router writes them.
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?"([^"]+)";?/g;

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

/** The module script's body, importing its modules only once the page has painted. */
export function loadScriptsAfterFirstPaint(html: string): string {
  return html.replace(MODULE_SCRIPT, (_script, open: string, body: string, close: string) => {
    const imports = [...body.matchAll(STATIC_IMPORT)].map(([, binding, url]) => ({ binding, url: url! }));
    const rest = body.replace(STATIC_IMPORT, "").trim();
    // Anything else that looks like a static import (a new form in a React Router release) would be
    // left out of the rewrite and break hydration: the build stops instead.
    if (/(^|[;\s])import\s*[^\s(]/.test(rest)) throw new Error(`Unexpected import in the page's module script:\n${body}`);
    if (imports.length === 0) return `${open}${body}${close}`;
    const urls = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(", ");
    const bindings = imports
      .map(({ binding }, index) => (binding ? `${binding} = modules[${index}]` : ""))
      .filter(Boolean)
      .join(", ");
    return `${open}${AFTER_FIRST_PAINT}.then(function () { return Promise.all([${urls}]); }).then(function (modules) {${bindings ? ` var ${bindings};` : ""}\n${rest}\n});${close}`;
  });
}

/** Rewrites every pre-rendered page of a build; returns how many pages changed. */
export async function loadScriptsAfterFirstPaintInBuild(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const stylesheets = new Map<string, Promise<string>>();
  const readStylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFile(join(directory, href), "utf8"));
    return stylesheets.get(href)!;
  };
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const rewritten = loadScriptsAfterFirstPaint(preloadScriptsAtLowPriority(await inlineStylesheets(html, readStylesheet)));
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed += 1;
  }
  return changed;
}
