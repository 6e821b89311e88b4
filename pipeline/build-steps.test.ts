import { randomBytes } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  IMPORT_ATTEMPTS,
  LONGEST_WAIT_MS,
  PRELOAD_AT_LATEST_MS,
  firstPaintProblems,
  loadScriptsAfterFirstPaintInBuild,
  rewriteForFirstPaint,
} from "./scripts-after-first-paint";
import { htmlEntryPoints, staticImportPaths } from "#common/built-page";
import { NEAR_ROUND_TRIP_BODY_BYTES } from "#common/web-compression";
import { precompress } from "./precompress";
import { inlineModuleScripts, readBuiltPage, replaceSpans } from "#common/built-page";

const page = `<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.client.js");</script></body></html>`;

const noStylesheet = async () => "";
/** React Router's hydration data stream, as React writes it when the boundary completes within the shell. */
const hydrationStream = (text: string) =>
  `<!--$--><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text)});</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->`;
const loadScriptsAfterFirstPaint = (html: string) => rewriteForFirstPaint(html, noStylesheet);

/** Runs the head script with stand-ins for the browser; returns the links it added and its triggers. */
function runHeadScript(html: string, { msIntoLoad }: { msIntoLoad: number }) {
  const body = html.match(/<script>([\s\S]*?)<\/script>/)![1]!;
  const links: { rel: string; href: string; as?: string; priority: string | null }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let paint: (() => void) | undefined;
  let parsed: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly report: (entries: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void) {}
    observe() {
      paint = () => this.report({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, this);
    }
    disconnect() {}
  }
  const document = {
    readyState: "loading",
    addEventListener: (type: string, listener: () => void) => {
      if (type === "DOMContentLoaded") parsed = listener;
    },
    head: { appendChild: (link: { rel: string; href: string; priority: string | null }) => links.push(link) },
    createElement: () => ({
      rel: "",
      href: "",
      priority: null as string | null,
      setAttribute(name: string, value: string) {
        if (name === "fetchpriority") this.priority = value;
      },
    }),
  };
  // A frame and a zero timeout run at once; the longer timers wait for the test.
  const setTimeoutStandIn = (callback: () => void, ms = 0) => (ms === 0 ? callback() : timers.push({ callback, ms }));
  const run = new Function("window", "PerformanceObserver", "document", "setTimeout", "requestAnimationFrame", "performance", body);
  run({ PerformanceObserver: FakeObserver }, FakeObserver, document, setTimeoutStandIn, (callback: () => void) => callback(), {
    now: () => msIntoLoad,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    links,
    preloadTimer: timers.find((timer) => timer.ms !== LONGEST_WAIT_MS),
    paint: async () => (paint?.(), settle()),
    parsed: async () => (parsed?.(), settle()),
  };
}

describe("scripts after the first paint", () => {
  it("asks for the preloaded scripts once the page has painted its HTML, or 0.3 s into the load, whichever comes first, at low priority", async () => {
    const built = `<html><head><meta charSet="utf-8"/><title>A &amp; B</title><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head><body><h1>Hi</h1></body></html>`;
    const rewritten = await loadScriptsAfterFirstPaint(built);
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten.replace(/<script>[\s\S]*?<\/script>/, "")).toBe(built.replace(/<link rel="modulepreload"[^>]*\/>/g, ""));
    expect(rewritten).toMatch(/^<html><head><meta charSet="utf-8"\/><script>/);
    expect(await loadScriptsAfterFirstPaint("<p>no scripts</p>")).toBe("<p>no scripts</p>");

    const quick = runHeadScript(rewritten, { msIntoLoad: 40 });
    expect(quick.links).toEqual([]);
    expect(quick.preloadTimer!.ms).toBe(PRELOAD_AT_LATEST_MS - 40);
    // The first paint alone is not enough: the rest of the page may still be arriving.
    await quick.paint();
    expect(quick.links).toEqual([]);
    await quick.parsed();
    expect(quick.links.map((link) => [link.rel, link.href, link.priority])).toEqual([
      ["modulepreload", "/assets/a.js", "low"],
      ["modulepreload", "/assets/b.js", "low"],
    ]);
    quick.preloadTimer!.callback();
    expect(quick.links).toHaveLength(2);

    const slow = runHeadScript(rewritten, { msIntoLoad: 450 });
    expect(slow.links.map((link) => link.href)).toEqual(["/assets/a.js", "/assets/b.js"]);
  });

  it("puts the linked stylesheet in the page, and refuses one that would end the element early", async () => {
    const css = "body{color:#123}";
    const inlined = await rewriteForFirstPaint(page, async (href) => (href === "/assets/app.css" ? css : ""));
    expect(inlined).toMatch(new RegExp(`^<html><head><script>[\\s\\S]*?</script><style>${css.replace(/[{}]/g, "\\$&")}</style></head>`));
    await expect(rewriteForFirstPaint(page, async () => "a{}</style><script>x()</script>")).rejects.toThrow(/cannot be put in the page/);
  });

  /**
   * Runs a rewritten page's head script and then its module script, which calls it, with stand-ins for
   * the browser, returning what they did, in order (the head script's preload links aside). The page
   * is read before the head script's latest start of the downloads, which the test does not reach.
   */
  async function runModuleScript(
    html: string,
    { paintTiming, failingFetches = new Map<string, number>() }: { paintTiming: boolean; failingFetches?: Map<string, number> },
  ) {
    const headScript = html.match(/<script>([\s\S]*?)<\/script>/)![1]!;
    const body = inlineModuleScripts(readBuiltPage(html))[0]!.body;
    expect(body).not.toMatch(/^\s*import\s/m);
    const events: string[] = [];
    let firstContentfulPaint: (() => void) | undefined;
    let timer: (() => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint"] : [];
      constructor(private readonly report: (entries: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void) {}
      observe(options: { type: string }) {
        events.push(`observe ${options.type}`);
        this.report({ getEntriesByName: () => [] }, this);
        firstContentfulPaint = () => this.report({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, this);
      }
      disconnect() {
        events.push("disconnect");
      }
    }
    const streamController = {
      enqueue: (text: string) => events.push(`enqueue ${text}`),
      close: () => events.push("close"),
    };
    const window = {
      PerformanceObserver: paintTiming ? FakeObserver : undefined,
      __reactRouterContext: { streamController },
    } as Record<string, unknown>;
    const fails = (url: string) => {
      const failuresLeft = failingFetches.get(url) ?? 0;
      if (failuresLeft > 0) failingFetches.set(url, failuresLeft - 1);
      return failuresLeft > 0;
    };
    const importModule = (url: string) => {
      events.push(`import ${url}`);
      if (!fails(url)) return Promise.resolve({ url });
      return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    };
    // The hydration data: the text of a file is its address, reversed.
    const fetchStandIn = (url: string) => {
      events.push(`fetch ${url}`);
      if (fails(url)) return Promise.reject(new TypeError("Failed to fetch"));
      return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve([...url].reverse().join("")) });
    };
    // The site's stylesheet, added as a link: it loads at once, or fails as `failingFetches` says.
    const document = {
      readyState: "interactive",
      addEventListener() {},
      createElement: () => ({ rel: "", href: "", onload: () => {}, onerror: () => {}, setAttribute() {}, remove() {} }),
      head: {
        appendChild(link: { rel: string; href: string; onload: () => void; onerror: () => void }) {
          if (link.rel !== "stylesheet") return;
          events.push(`stylesheet ${link.href}`);
          const failed = fails(link.href);
          void Promise.resolve().then(() => (failed ? link.onerror() : link.onload()));
        },
      },
    };
    const setTimeoutStandIn = (callback: () => void, ms?: number) => {
      if (ms === LONGEST_WAIT_MS) timer = callback;
      else if (ms !== PRELOAD_AT_LATEST_MS) callback();
    };
    const requestAnimationFrame = (callback: () => void) => {
      events.push("frame");
      callback();
    };
    const run = (script: string) =>
      new Function(
        "window",
        "PerformanceObserver",
        "setTimeout",
        "requestAnimationFrame",
        "__import",
        "fetch",
        "document",
        "performance",
        script.replaceAll("import(", "__import("),
      )(window, window.PerformanceObserver, setTimeoutStandIn, requestAnimationFrame, importModule, fetchStandIn, document, {
        now: () => 0,
      });
    run(headScript);
    run(body);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    return { events, window, paint: async () => (firstContentfulPaint?.(), settle()), timeOut: async () => (timer?.(), settle()) };
  }

  it("imports the page's modules only once the page has painted its first content, then runs the rest", async () => {
    const script = await runModuleScript(await loadScriptsAfterFirstPaint(page), { paintTiming: true });
    expect(script.events).toEqual(["observe paint"]);
    await script.paint();
    expect(script.events).toEqual([
      "observe paint",
      "disconnect",
      "frame",
      "import /assets/manifest.js",
      "import /assets/root.js",
      "stylesheet /assets/app.css",
      "import /assets/entry.client.js",
    ]);
  });

  it("gives the route modules the names the rest of the script uses", async () => {
    const reactRouterPage = `<script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\nimport("/assets/entry.client.js");</script>`;
    const script = await runModuleScript(await loadScriptsAfterFirstPaint(reactRouterPage), { paintTiming: true });
    await script.paint();
    expect(script.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root.js" },
      "routes/home": { url: "/assets/home.js" },
    });
    expect(script.events.at(-1)).toBe("import /assets/entry.client.js");
  });

  it("asks again for modules that failed to arrive, a few times, and then hydrates", async () => {
    const script = await runModuleScript(await loadScriptsAfterFirstPaint(page), {
      paintTiming: true,
      failingFetches: new Map([["/assets/root.js", IMPORT_ATTEMPTS - 1]]),
    });
    await script.paint();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(script.events.filter((event) => event === "import /assets/root.js")).toHaveLength(IMPORT_ATTEMPTS);
    expect(script.events.at(-1)).toBe("import /assets/entry.client.js");
  });

  it("stops asking after the last attempt: the page stays the working HTML it is", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const script = await runModuleScript(await loadScriptsAfterFirstPaint(page), {
      paintTiming: true,
      failingFetches: new Map([["/assets/root.js", IMPORT_ATTEMPTS]]),
    });
    await script.paint();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(script.events.filter((event) => event === "import /assets/root.js")).toHaveLength(IMPORT_ATTEMPTS);
    expect(script.events).not.toContain("import /assets/entry.client.js");
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/did not arrive/), expect.any(TypeError));
    consoleError.mockRestore();
  });

  it("waits a frame where the browser has no paint timing, and never longer than the longest wait", async () => {
    const withoutPaintTiming = await runModuleScript(await loadScriptsAfterFirstPaint(page), { paintTiming: false });
    expect(withoutPaintTiming.events).toEqual([
      "frame",
      "import /assets/manifest.js",
      "import /assets/root.js",
      "stylesheet /assets/app.css",
      "import /assets/entry.client.js",
    ]);
    const neverPainted = await runModuleScript(await loadScriptsAfterFirstPaint(page), { paintTiming: true });
    await neverPainted.timeOut();
    expect(neverPainted.events).toContain("import /assets/entry.client.js");
  });

  describe("the site's stylesheet", () => {
    const css = "h1{font-weight:700}.menu-open{display:block}p{margin:0}";

    it("is in the page as far as its HTML uses it, and added whole, at low priority, only once the page has painted", async () => {
      const html = await rewriteForFirstPaint(page, async () => css);
      expect(html).toContain("<style>h1{font-weight:700}</style>");
      // The head script, which may run before the first paint, only fetches it, with the scripts, so
      // that it is there when the module script adds it after the paint.
      const early = runHeadScript(html, { msIntoLoad: 450 });
      expect(early.links.filter((link) => link.href === "/assets/app.css")).toEqual([
        { rel: "preload", as: "style", href: "/assets/app.css", priority: "low", setAttribute: expect.any(Function) },
      ]);
      const script = await runModuleScript(html, { paintTiming: true });
      expect(script.events).not.toContain("stylesheet /assets/app.css");
      await script.paint();
      expect(script.events).toContain("stylesheet /assets/app.css");
    });

    it("has loaded before the page hydrates; one that failed is added again, one that loaded is not", async () => {
      const html = await rewriteForFirstPaint(page, async () => css);
      const failedOnce = await runModuleScript(html, {
        paintTiming: true,
        failingFetches: new Map([
          ["/assets/app.css", 1],
          ["/assets/root.js", 2],
        ]),
      });
      await failedOnce.paint();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failedOnce.events.filter((event) => event === "stylesheet /assets/app.css")).toHaveLength(2);
      expect(failedOnce.events.filter((event) => event === "import /assets/root.js")).toHaveLength(3);
      expect(failedOnce.events.at(-1)).toBe("import /assets/entry.client.js");
      const neverLoads = await runModuleScript(html, {
        paintTiming: true,
        failingFetches: new Map([["/assets/app.css", IMPORT_ATTEMPTS]]),
      });
      const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
      await neverLoads.paint();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(neverLoads.events).not.toContain("import /assets/entry.client.js");
      consoleError.mockRestore();
    });
  });

  describe("the page's hydration data", () => {
    const text = '[{"_1":2},"loaderData",{"_3":4},"routes/about",{"_5":6},"content","</script>"]\n';
    const streamed = `<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text).replace(/</g, "\\u003c")});</script></div><script>$RC("B:0","S:0")</script><div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script>`;
    const withData = page.replace("</body>", `${streamed}</body>`);

    async function rewrite() {
      const stored = new Map<string, string>();
      const html = await rewriteForFirstPaint(withData, noStylesheet, (path, data) => stored.set(path, data));
      const [path] = [...stored.keys()];
      return { html, stored, path: path! };
    }

    it("leaves the page for a file of its own, named by its content, which the head script fetches with the scripts at low priority", async () => {
      const { html, stored, path } = await rewrite();
      expect(path).toMatch(/^\/assets\/hydration-data-[\w-]{12}\.txt$/);
      expect(stored.get(path)).toBe(text);
      expect(html).not.toContain("streamController.enqueue");
      expect(html).not.toContain("$RC(");
      expect(html).toMatch(/<\/script><\/body><\/html>$/);
      const headScript = html.match(/<head><script>([\s\S]*?)<\/script>/)![1]!;
      expect(headScript).toContain(`"${path}"`);
      expect(headScript).toMatch(/fetch\([^)]*,\{priority:"low"\}\)/);
      // The same data always gets the same name; other data another.
      expect((await rewrite()).path).toBe(path);
      const other = await rewriteForFirstPaint(withData.replace("routes/about", "routes/home"), noStylesheet, (otherPath) =>
        expect(otherPath).not.toBe(path),
      );
      expect(other).not.toContain("streamController.enqueue");
    });

    it("is handed to React Router's stream, whole and closed, before the entry module hydrates", async () => {
      const { html, path } = await rewrite();
      const script = await runModuleScript(html, { paintTiming: true });
      await script.paint();
      const reversed = [...path].reverse().join("");
      expect(script.events.slice(3)).toEqual([
        // Started by the head script with the other downloads, and taken for the first attempt.
        `fetch ${path}`,
        "import /assets/manifest.js",
        "import /assets/root.js",
        "stylesheet /assets/app.css",
        `enqueue ${reversed}`,
        "close",
        "import /assets/entry.client.js",
      ]);
    });

    it("is asked for again when it fails to arrive, with the scripts", async () => {
      const { html, path } = await rewrite();
      const script = await runModuleScript(html, { paintTiming: true, failingFetches: new Map([[path, 2]]) });
      await script.paint();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(script.events.filter((event) => event === `fetch ${path}`)).toHaveLength(3);
      expect(script.events.slice(-3)).toEqual([`enqueue ${[...path].reverse().join("")}`, "close", "import /assets/entry.client.js"]);
    });

    it("left in the page, stops the build", async () => {
      expect(
        firstPaintProblems(await loadScriptsAfterFirstPaint(page.replace("</body>", `${streamed.replace("close();", "")}</body>`))),
      ).toContain("hydration data is left in the page, which makes its HTML longer than the first round trip carries");
      expect(firstPaintProblems((await rewrite()).html)).toEqual([]);
    });
  });

  it("minifies React Router's own inline scripts, which still do what they did", async () => {
    const scrollRestoration = `((storageKey2, restoreKey) => {
\t\tif (!window.history.state || !window.history.state.key) {
\t\t\tlet key = Math.random().toString(32).slice(2);
\t\t\twindow.history.replaceState({ key }, "");
\t\t}
\t\ttry {
\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey2) || "{}")[restoreKey || window.history.state.key];
\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);
\t\t} catch (error) {
\t\t\tconsole.error(error);
\t\t\tsessionStorage.removeItem(storageKey2);
\t\t}
\t})("react-router-scroll-positions", null)`;
    const html = await loadScriptsAfterFirstPaint(page.replace("</body>", `<script>${scrollRestoration}</script></body>`));
    const rewritten = readBuiltPage(html).scripts.find((script) => script.body.includes("react-router-scroll-positions"))!.body;
    expect(rewritten.length).toBeLessThan(scrollRestoration.length * 0.8);
    expect(rewritten).not.toMatch(/\n\t/);
    const scrolledTo: number[] = [];
    const window = { history: { state: { key: "k1" }, replaceState() {} }, scrollTo: (_x: number, y: number) => scrolledTo.push(y) };
    const sessionStorage = { getItem: () => JSON.stringify({ k1: 420 }), removeItem() {} };
    new Function("window", "sessionStorage", rewritten)(window, sessionStorage);
    expect(scrolledTo).toEqual([420]);
  });

  it("stops the build at an import form it does not know", async () => {
    await expect(loadScriptsAfterFirstPaint(`<script type="module">import { a } from "/assets/a.js";</script>`)).rejects.toThrow(
      /Unexpected import/,
    );
  });

  it("names what is wrong with a page the rewrite missed", async () => {
    expect(firstPaintProblems(page)).toEqual([
      "a linked stylesheet is left",
      "a module preload link is left, which would start its download before the paint",
      "the module script still imports statically",
      "no head script answers the module script's call",
    ]);
    expect(firstPaintProblems(await loadScriptsAfterFirstPaint(page))).toEqual([]);
    expect(firstPaintProblems("<p>no scripts</p>")).toEqual(["no module script to hydrate the page"]);
  });

  it("rewrites the pages of a build", async () => {
    const dir = mkdtempSync(join(tmpdir(), "build-"));
    mkdirSync(join(dir, "about"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "app.css"), "h1{font-weight:700}");
    writeFileSync(join(dir, "about", "index.html"), page);
    expect(await loadScriptsAfterFirstPaintInBuild(dir)).toBe(1);
    const rewritten = readFileSync(join(dir, "about", "index.html"), "utf8");
    expect(rewritten).toContain('"/assets/a.js","/assets/b.js"');
    expect(rewritten).toContain("<style>h1{font-weight:700}</style>");
    expect(readBuiltPage(rewritten).links.filter((link) => link.rel === "stylesheet")).toEqual([]);
    expect(inlineModuleScripts(readBuiltPage(rewritten))[0]!.body).toContain('"/assets/root.js"');
    // A page's hydration data is written under assets/ by the name the page fetches.
    writeFileSync(join(dir, "about", "index.html"), page.replace("</body>", `${hydrationStream("[7]")}</body>`));
    await loadScriptsAfterFirstPaintInBuild(dir);
    const dataPath = readFileSync(join(dir, "about", "index.html"), "utf8").match(/"(\/assets\/hydration-data-[^"]+)"/)![1]!;
    expect(readFileSync(join(dir, dataPath), "utf8")).toBe("[7]");
  });
});

describe("precompressing the build", () => {
  it("writes Brotli and gzip copies of text files big enough to gain, leaving others alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "build-"));
    const big = "<p>Healing with Excellence, Caring with Heart</p>\n".repeat(100);
    writeFileSync(join(dir, "index.html"), big);
    writeFileSync(join(dir, "tiny.js"), "export {};");
    writeFileSync(join(dir, "photo.png"), Buffer.alloc(4096));
    const totals = await precompress(dir);
    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, "index.html.br"))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, "index.html.gz"))).toString()).toBe(big);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes);
    expect(() => readFileSync(join(dir, "tiny.js.br"))).toThrow();
    expect(() => readFileSync(join(dir, "photo.png.br"))).toThrow();
  });

  it("writes the same copies on its own thread, as the publisher compresses, as in the thread pool", async () => {
    // A page near its round trip (quality 11), one with room (6), hydration data (6) and a script (11).
    const files = {
      "near/index.html": `<p>${randomBytes(NEAR_ROUND_TRIP_BODY_BYTES).toString("base64")}</p>`,
      "index.html": "<p>Healing with Excellence, Caring with Heart</p>\n".repeat(100),
      "assets/hydration-data-a.txt": '[{"doctor":"neha-mathur"}]'.repeat(100),
      "assets/home.js": "export const home = () => 'Aarogya';\n".repeat(100),
    };
    const copies = async (onThisThread: boolean) => {
      const dir = mkdtempSync(join(tmpdir(), "build-"));
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(dir, file, ".."), { recursive: true });
        writeFileSync(join(dir, file), text);
      }
      await precompress(dir, { onThisThread });
      return Object.keys(files).flatMap((file) => [readFileSync(join(dir, `${file}.br`)), readFileSync(join(dir, `${file}.gz`))]);
    };
    expect(await copies(true)).toEqual(await copies(false));
  });
});

describe("measuring a page's first load", () => {
  it("starts from the page's module script and stylesheet, as built and as rewritten", async () => {
    const entryPoints = {
      js: ["/assets/manifest.js", "/assets/root.js", "/assets/entry.client.js"],
      css: ["/assets/app.css"],
      inlineCss: [],
    };
    const withoutPreloads = replaceSpans(
      page,
      readBuiltPage(page)
        .links.filter((link) => link.rel === "modulepreload")
        .map((link) => ({ ...link, text: "" })),
    );
    expect(htmlEntryPoints(withoutPreloads)).toEqual(entryPoints);
    // The stylesheet's rules the page uses are in it; the whole stylesheet is still loaded, after the paint.
    const rewritten = htmlEntryPoints(await loadScriptsAfterFirstPaint(withoutPreloads));
    expect({ ...rewritten, js: [...rewritten.js].sort() }).toEqual({ ...entryPoints, js: [...entryPoints.js].sort(), inlineCss: [""] });
  });

  it("follows static imports but not lazy import() calls", () => {
    const source = `import{j as e}from"./jsx-runtime-C9.js";import"./side-effect.js";const later=()=>import("./lazy.js");export{e};`;
    expect(staticImportPaths("/assets/home.js", source)).toEqual(["/assets/jsx-runtime-C9.js", "/assets/side-effect.js"]);
  });
});
