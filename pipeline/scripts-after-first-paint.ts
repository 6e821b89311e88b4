/**
 * Rewrites the pre-rendered pages so that they paint from their HTML alone and hydrate soon after,
 * without their scripts ever running before that paint. See docs/decisions/003-first-paint-before-scripts.md
 * and docs/decisions/011-scripts-in-parallel-with-the-first-paint.md. Pages are read with the HTML
 * standard's parser (common/built-page.ts) and only the elements below are rewritten, in place.
 *
 * - Stylesheets: the rules of the stylesheet the root layout links that the page's HTML can use
 *   (pipeline/page-stylesheet.ts, 4-5 KB of its 6 KB compressed) are put in the page itself, so no
 *   request holds up the first paint. The server allows them by hash (CSP style-src). The whole
 *   stylesheet is fetched with the scripts and applied after the first paint, for what the scripts
 *   show once they run.
 * - Module preloads: React Router puts a `<link rel="modulepreload">` in the head for each script a
 *   page needs. They become one small script first in the head that adds the same links, at low
 *   priority, once the page has painted its HTML or `PRELOAD_AT_LATEST_MS` into the load, whichever comes first: on a
 *   slow phone the scripts download while the page is still arriving, so they are there when the
 *   paint is done. The site's whole stylesheet is fetched with them (`rel=preload`, not applied).
 * - The module script imports the scripts statically, so the browser may run them before it has
 *   painted anything. It is rewritten to one call of the head script, which waits until the page has
 *   painted its HTML (never longer than `LONGEST_WAIT_MS`), then imports the same modules in the same
 *   order and runs the rest unchanged.
 *
 * - Hydration data: React Router writes the page's loader data into the page a second time, as a
 *   stream of inline scripts after the content, for the scripts to hydrate with (2-5 KB compressed, a
 *   third of some pages). It moves to a file of its own under /assets, named by its content, fetched with
 *   the scripts and handed to the same stream before they hydrate. The HTML, what the first paint waits
 *   for, then fits in the first round trip of a new connection (docs/decisions/013-one-round-trip-pages.md).
 *
 * The scripts themselves are browser code in pipeline/first-paint/page-scripts.browser.ts, bundled per
 * page with the page's addresses. The build stops if a page comes out with a linked stylesheet, a
 * preload link left in its HTML, a static import left in its module script or hydration data left
 * inline: a change in React Router's output must not quietly undo this. What this reads of React
 * Router's and React's output is held by tests/build/react-router-output.test.ts, on their real output.
 *
 * A page is parsed twice: before, to find what to rewrite, and once finished, for that check. The check
 * reads the bytes as a browser will, which is its point: an inserted script whose text the HTML tokenizer
 * reads differently (a minified `"<!--<script>"` makes it skip the next `</script>`) would otherwise pass.
 * The publisher takes everything else it needs from that same reading of the finished page (`onFinished`:
 * its CSP hashes, its entry scripts, the doctor choices; server/site/page-facts.ts).
 *
 * esbuild is called through its asynchronous API: its synchronous one starts a worker thread, a second
 * JavaScript heap in the server for as long as it runs (17 MB and more).
 */
import { createHash } from "node:crypto";
import { build, transform } from "esbuild";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import {
  type BuiltPage,
  type PageScript,
  type ParsedHtml,
  type SourceSpan,
  executableInlineScripts,
  inlineModuleScripts,
  parseHtml,
  readBuiltPage,
  replaceSpans,
  staticImports,
  streamedHydrationData,
} from "#common/built-page";
import type { AfterPaintFiles } from "./first-paint/page-scripts.browser";
import { stylesheetForPage } from "./page-stylesheet";

export { IMPORT_ATTEMPTS, IMPORT_RETRY_AFTER_MS, LONGEST_WAIT_MS, PRELOAD_AT_LATEST_MS } from "./first-paint/timings";

type Rewrite = SourceSpan & { text: string };

const PAGE_SCRIPTS = join(import.meta.dirname, "first-paint", "page-scripts.browser.ts");

/** A value written as JSON inside a script, with `<` escaped so that it cannot end the element. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** Stand-ins for the head script's two arguments in its one bundle, each replaced by a page's own. */
const PRELOADS_STAND_IN = "__first_paint_preloads__";
const FILES_STAND_IN = "__first_paint_files__";

/**
 * page-scripts.browser.ts's `startPage` bundled with only what it uses and minified (every page carries
 * it, and the first round trip has little room), in a function of its own so that its names are not
 * global; its two arguments are stand-ins. Bundled once per process: pages differ only in the arguments.
 */
let headScriptBundle: Promise<string> | undefined;
function headScriptTemplate(): Promise<string> {
  headScriptBundle ??= bundleHeadScript();
  // A failed bundle is tried again by the next page rather than remembered.
  headScriptBundle.catch(() => (headScriptBundle = undefined));
  return headScriptBundle;
}

async function bundleHeadScript(): Promise<string> {
  const { outputFiles } = await build({
    stdin: {
      contents: `import { startPage } from "./${basename(PAGE_SCRIPTS)}";\nstartPage(${JSON.stringify(PRELOADS_STAND_IN)}, ${JSON.stringify(FILES_STAND_IN)});`,
      resolveDir: dirname(PAGE_SCRIPTS),
      sourcefile: "head-script.ts",
      loader: "ts",
    },
    bundle: true,
    write: false,
    minify: true,
    target: "es2017",
    format: "iife",
    logLevel: "silent",
  });
  const bundle = outputFiles[0]!.text.trim();
  for (const standIn of [PRELOADS_STAND_IN, FILES_STAND_IN])
    if (bundle.split(JSON.stringify(standIn)).length !== 2) throw new Error(`The head script's bundle does not hold ${standIn} once`);
  return bundle;
}

/**
 * The head script for a page's addresses: the bundle with its stand-ins replaced by the page's preloads
 * and files, written as the minifier writes such literals (`["/assets/a.js"]`, `{hydrationData:"…"}`).
 */
async function headScript(preloads: string[], files: AfterPaintFiles): Promise<string> {
  const filesLiteral = `{${Object.entries(files)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}:${jsonInScript(value as string)}`)
    .join(",")}}`;
  return (await headScriptTemplate())
    .replace(JSON.stringify(PRELOADS_STAND_IN), () => `[${preloads.map(jsonInScript).join(",")}]`)
    .replace(JSON.stringify(FILES_STAND_IN), () => filesLiteral);
}

/**
 * The head script goes first in the head, and the module preload links go: it adds them at the first
 * paint or a little before. A page with a module script always gets it, which that script calls.
 */
async function headScriptRewrites(page: BuiltPage, files: AfterPaintFiles): Promise<Rewrite[]> {
  const preloads = page.links.filter((link) => link.rel === "modulepreload");
  if (preloads.length === 0 && inlineModuleScripts(page).length === 0) return [];
  const script = await headScript(
    preloads.map((link) => link.href),
    files,
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
 * `import "/assets/a.js";` or `import * as route0 from "/assets/b.js";`, as React Router writes them in
 * the module script (JavaScript, read with a pattern once the parser has found the script).
 * tests/build/react-router-output.test.ts holds React Router's real module script to this shape.
 */
export const ROUTER_IMPORT = /import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?"([^"]+)";?/g;

/**
 * React Router's module script, rewritten to hand its imports and the rest of what it runs to the head
 * script (`__hydrateAfterFirstPaint`, page-scripts.browser.ts), which imports them only once the page has
 * painted; the rest runs unchanged, with the same names for the route modules.
 */
export async function afterFirstPaint(body: string): Promise<string> {
  const imports = [...body.matchAll(ROUTER_IMPORT)].map(([, binding, url]) => ({ binding, url: url! }));
  const rest = body.replace(ROUTER_IMPORT, "").trim();
  // Anything else that looks like a static import (a new form in a React Router release) would be
  // left out of the rewrite and break hydration: the build stops instead.
  if (staticImports(rest).length > 0 || /(^|[;\s])import\s*[^\s(]/.test(rest))
    throw new Error(`Unexpected import in the page's module script:\n${body}`);
  if (imports.length === 0) return body;
  const bindings = imports
    .map(({ binding }, index) => (binding ? `${binding} = modules[${index}]` : ""))
    .filter(Boolean)
    .join(", ");
  const call = `window.__hydrateAfterFirstPaint(${jsonInScript(imports.map(({ url }) => url))}, function (modules) {${bindings ? ` var ${bindings};` : ""}\n${rest}\n});`;
  // A module script's top-level names are its own, so they may be shortened too.
  return (await transform(call, { minify: true, target: "es2017", format: "esm" })).code.trim();
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

/** A classic script's top-level names are global, so only whitespace and the names inside its functions shrink. */
async function minifyClassicScript(code: string): Promise<string> {
  return (await transform(code, { minify: true, target: "es2017", logLevel: "silent" })).code.trim();
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
  // Parsed once for both readers.
  const document = parseHtml(html);
  const page = readBuiltPage(html, document);
  const stream = streamedHydrationData(html, document);
  const hydrationData = stream && hydrationDataPath(stream.text);
  if (stream && hydrationData) storeHydrationData(hydrationData, stream.text);
  const stylesheets = await stylesheetRewrites(page, readStylesheet);
  const files: AfterPaintFiles = { hydrationData, siteStylesheet: stylesheets.siteStylesheet };
  const rewrites = [
    ...stylesheets.rewrites,
    ...(await headScriptRewrites(page, files)),
    ...(await Promise.all(
      inlineModuleScripts(page).map(async (script) => ({ ...script.bodySpan, text: await afterFirstPaint(script.body) })),
    )),
    ...(
      await Promise.all(
        readableClassicScripts(page, stream).map(async (script) => {
          try {
            return [{ ...script.bodySpan, text: await minifyClassicScript(script.body) }];
          } catch {
            // Not JavaScript esbuild reads: left as written, for the browser (and the build's checks) to judge.
            return [];
          }
        }),
      )
    ).flat(),
    ...(stream ? [{ start: stream.start, end: stream.end, text: "" }] : []),
  ];
  return replaceSpans(html, rewrites);
}

/** What is wrong with a page that should have been rewritten (its text, or its reading); empty when it was. */
export function firstPaintProblems(html: string | BuiltPage): string[] {
  const page = typeof html === "string" ? readBuiltPage(html) : html;
  const problems: string[] = [];
  if (page.links.some((link) => link.rel === "stylesheet")) problems.push("a linked stylesheet is left");
  if (page.links.some((link) => link.rel === "modulepreload"))
    problems.push("a module preload link is left, which would start its download before the paint");
  const modules = inlineModuleScripts(page);
  if (modules.length === 0) problems.push("no module script to hydrate the page");
  if (modules.some((script) => staticImports(script.body).length > 0)) problems.push("the module script still imports statically");
  const headScript = page.scripts.find((script) => script.type !== "module" && script.body.includes("__hydrateAfterFirstPaint"));
  if (modules.length > 0 && !headScript) problems.push("no head script answers the module script's call");
  if (page.styles.length > 0 && modules.length > 0 && !/"\/assets\/[^"]+\.css"/.test(headScript?.body ?? ""))
    problems.push("the head script does not load the site's stylesheet before the page hydrates");
  if (page.scripts.some((script) => script.body.includes("streamController.enqueue(")))
    problems.push("hydration data is left in the page, which makes its HTML longer than the first round trip carries");
  return problems;
}

/**
 * What the rewrite of some pages did: how many changed, each page's hydration data file, and the
 * hydration data files it wrote (those not there already); paths relative, "/"-separated.
 */
export type RewrittenPages = { changed: number; hydrationData: Map<string, string>; writtenHydrationData: string[] };

/** A page as it was written, with its one reading (its tree, and what common/built-page.ts reads from it). */
export type FinishedPage = { file: string; html: string; document: ParsedHtml; page: BuiltPage };

export type RewriteOptions = {
  /** Told after each page, of how many (a publish shows how far it is). */
  onPage?: (done: number, total: number) => void;
  /** Handed each page that came out right, with the reading the check made of it, for whatever else is worked out from it. */
  onFinished?: (finished: FinishedPage) => void;
};

/**
 * Rewrites these pre-rendered pages of a site folder (relative paths, "/"-separated), or throws if one
 * did not come out right. Each page is read, rewritten, checked and written before the next, so no more
 * than one page is held at a time. A hydration data file already there (named by its content, so the
 * same bytes) is left as it is: it may be a link to an earlier release's.
 */
export async function rewritePagesForFirstPaint(
  directory: string,
  pages: readonly string[],
  { onPage, onFinished }: RewriteOptions = {},
): Promise<RewrittenPages> {
  const stylesheets = new Map<string, Promise<string>>();
  const readStylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFile(join(directory, href), "utf8"));
    return stylesheets.get(href)!;
  };
  const hydrationDataOf = new Map<string, string>();
  const seenHydrationData = new Set<string>();
  const writtenHydrationData: string[] = [];
  let changed = 0;
  const failures: string[] = [];
  let done = 0;
  for (const page of pages) {
    const file = join(directory, page);
    const html = await readFile(file, "utf8");
    const moved: { path: string; text: string }[] = [];
    const rewritten = await rewriteForFirstPaint(html, readStylesheet, (path, text) => moved.push({ path, text }));
    for (const { path, text } of moved) {
      hydrationDataOf.set(page, path.slice(1));
      if (seenHydrationData.has(path)) continue;
      seenHydrationData.add(path);
      if (await writeNew(join(directory, path), text)) writtenHydrationData.push(path.slice(1));
    }
    const document = parseHtml(rewritten);
    const finished = readBuiltPage(rewritten, document);
    const problems = firstPaintProblems(finished);
    if (problems.length > 0) failures.push(`${file}: ${problems.join("; ")}`);
    if (rewritten !== html) {
      await writeFile(file, rewritten);
      changed += 1;
    }
    if (problems.length === 0) onFinished?.({ file: page, html: rewritten, document, page: finished });
    onPage?.(++done, pages.length);
  }
  if (failures.length > 0) throw new Error(`The first-paint rewrite did not happen on every page:\n${failures.join("\n")}`);
  return { changed, hydrationData: hydrationDataOf, writtenHydrationData };
}

/** Writes a file that is not there yet; false, and the file left as it is, if it is there. */
async function writeNew(file: string, text: string): Promise<boolean> {
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, text, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
}

/** Every pre-rendered page of a build (relative paths, "/"-separated). */
export async function builtPages(directory: string): Promise<string[]> {
  return (await readdir(directory, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * Rewrites every pre-rendered page of a build; returns how many pages changed, or throws if one did not
 * come out right. `onPage` is told after each page, of how many.
 */
export async function loadScriptsAfterFirstPaintInBuild(
  directory: string,
  onPage?: (done: number, total: number) => void,
): Promise<number> {
  return (await rewritePagesForFirstPaint(directory, await builtPages(directory), { onPage })).changed;
}
