/**
 * The script the build writes first in every page's head (pipeline/scripts-after-first-paint.ts), as
 * browser code: it starts the page's downloads once the page has painted its HTML, and gives React
 * Router's module script, rewritten to a single call of `__hydrateAfterFirstPaint`, the means to import
 * the page's modules only then and hydrate. All of it is in the head script, once: every byte of a page
 * counts against its first round trip. The build bundles `startPage` with the page's own addresses
 * (esbuild, minified, ES2017). It runs before anything else in the page, so it uses no dependency.
 */

import { IMPORT_ATTEMPTS, IMPORT_RETRY_AFTER_MS, LONGEST_WAIT_MS, PRELOAD_AT_LATEST_MS } from "./timings";

/** What the page's HTML holds besides its modules, fetched after its first paint and needed before it hydrates. */
export type AfterPaintFiles = { hydrationData?: string; siteStylesheet?: string };

/** Runs the rest of React Router's module script with the page's modules, in the order it imports them. */
export type Hydrate = (modules: unknown[]) => void;

/** What the head script leaves on `window`, and what it reads of React Router's (see the upgrade checklist in docs/recipes.md). */
export type PageWindow = Window & {
  /** Called by the rewritten module script with the addresses it imports and the rest of what it runs. */
  __hydrateAfterFirstPaint: (imports: string[], run: Hydrate) => void;
  /** React Router's: the stream its entry module reads the hydration data from. */
  __reactRouterContext: { streamController: ReadableStreamDefaultController<string> };
};

/**
 * Resolves once the page has painted all of its HTML: the first contentful paint has happened and the
 * document has been parsed, and then a frame has passed, in which what was parsed last is drawn. Not at
 * the first paint alone: a long page paints its top before the rest has arrived, and Lighthouse counts
 * every request that ended before the largest paint it observed as needed for it
 * (docs/decisions/013-one-round-trip-pages.md).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((painted) => {
    setTimeout(painted, LONGEST_WAIT_MS);
    let drawn = false;
    let parsed = document.readyState !== "loading";
    const ready = () => {
      if (drawn && parsed) requestAnimationFrame(() => setTimeout(painted));
    };
    if (!parsed)
      document.addEventListener("DOMContentLoaded", () => {
        parsed = true;
        ready();
      });
    const entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!entryTypes || entryTypes.indexOf("paint") < 0) {
      drawn = true;
      ready();
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        drawn = true;
        ready();
      }
    }).observe({ type: "paint", buffered: true });
  });
}

function lowPriorityLink(rel: string, url: string, as?: string): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = rel;
  if (as) link.as = as;
  link.href = url;
  link.setAttribute("fetchpriority", "low");
  return link;
}

/**
 * Asks for the page's modules (modulepreload, low priority), its hydration data and the site's whole
 * stylesheet once the page has painted its HTML or `PRELOAD_AT_LATEST_MS` after navigation start,
 * whichever comes first. Not at once: Lighthouse's simulation counts every request that ended before the
 * paint it observed as needed for that paint (docs/decisions/011-scripts-in-parallel-with-the-first-paint.md).
 * Then waits for the module script's call to import the modules (`hydrateAfterFirstPaint`).
 */
export function startPage(preloads: string[], files: AfterPaintFiles): void {
  const painted = afterFirstPaint();
  const { hydrationData } = files;
  // Started with the downloads, and taken by hydrateAfterFirstPaint for its first attempt; a failure
  // is its to report, and to try again.
  const hydrationDataText = hydrationData
    ? kept(() =>
        fetch(hydrationData, { priority: "low" }).then((response) => {
          if (!response.ok) throw new Error("Hydration data: HTTP " + response.status);
          return response.text();
        }),
      )
    : undefined;
  let started = false;
  const preload = () => {
    if (started) return;
    started = true;
    for (const url of preloads) document.head.appendChild(lowPriorityLink("modulepreload", url));
    if (hydrationDataText) hydrationDataText();
    // Fetched now but not applied: applied before the first paint, it cost a phone one more style pass
    // over the page. In the cache once it is added after the paint, it no longer holds up hydration.
    if (files.siteStylesheet) document.head.appendChild(lowPriorityLink("preload", files.siteStylesheet, "style"));
  };
  setTimeout(preload, Math.max(0, PRELOAD_AT_LATEST_MS - performance.now()));
  painted.then(preload);
  (window as unknown as PageWindow).__hydrateAfterFirstPaint = (imports, run) =>
    hydrateAfterFirstPaint(painted, imports, files.siteStylesheet, hydrationDataText, run);
}

/** A request made once and kept; one that failed is made afresh by the next call. */
function kept<T>(request: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = request();
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

/** Adds a stylesheet link (low priority: the page has painted without it); one that failed is taken out. */
function addStylesheet(url: string): Promise<void> {
  return new Promise((loaded, failed) => {
    const link = lowPriorityLink("stylesheet", url);
    link.onload = () => loaded();
    link.onerror = () => {
      link.remove();
      failed(new Error("Stylesheet did not arrive: " + url));
    };
    document.head.appendChild(link);
  });
}

/**
 * Imports the page's modules once it has painted, with the files it needs besides, retried together;
 * then hands the hydration data to React Router's stream (which waits for it whether it is written in
 * the page or arrives later, as from a streaming server) and runs the rest of React Router's module
 * script with the modules.
 */
function hydrateAfterFirstPaint(
  painted: Promise<void>,
  imports: string[],
  siteStylesheet: string | undefined,
  hydrationDataText: (() => Promise<string>) | undefined,
  run: Hydrate,
): void {
  const requests: (() => Promise<unknown>)[] = imports.map((url) => kept(() => import(url)));
  if (hydrationDataText) requests.push(hydrationDataText);
  // Added only now, once the page has painted: added earlier, a phone applied it before its first
  // paint (one more style pass over the page on a slow CPU) and painted 50-200 ms later.
  if (siteStylesheet) requests.push(kept(() => addStylesheet(siteStylesheet)));
  const importAll = (attemptsLeft: number): Promise<unknown[]> =>
    Promise.all(requests.map((request) => request())).catch((error: unknown) => {
      if (attemptsLeft <= 1) throw error;
      return new Promise((wait) => setTimeout(wait, IMPORT_RETRY_AFTER_MS)).then(() => importAll(attemptsLeft - 1));
    });
  painted
    .then(() => importAll(IMPORT_ATTEMPTS))
    .then(
      (modules) => {
        if (hydrationDataText) {
          const stream = (window as unknown as PageWindow).__reactRouterContext.streamController;
          stream.enqueue(modules[imports.length] as string);
          stream.close();
        }
        run(modules);
      },
      (error: unknown) => console.error("The page's scripts did not arrive; it keeps working as plain HTML.", error),
    );
}
