/**
 * Rewrites the pre-rendered pages so that their scripts wait for the first paint. Every word of a page
 * is in its HTML; the scripts only hydrate it, so they should neither share a slow connection with the
 * stylesheet the paint waits for nor run before that paint. See docs/decisions/003-first-paint-before-scripts.md.
 *
 * - `dropModulePreloads`: React Router puts a `<link rel="modulepreload">` in the head for each of the
 *   ~20 scripts a page needs, ahead of the stylesheet; they are removed.
 * - `loadScriptsAfterFirstPaint`: the page's module script imports the scripts statically, so the
 *   browser fetches them as soon as it reads the script and may run them before it has painted
 *   anything. It is rewritten to wait for the first contentful paint (never longer than
 *   `LONGEST_WAIT_MS`), then import the same modules in the same order and run the rest unchanged.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"[^>]*\/>/g;

export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
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
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const rewritten = loadScriptsAfterFirstPaint(dropModulePreloads(html));
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed += 1;
  }
  return changed;
}
