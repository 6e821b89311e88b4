import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { mergeLocaleBuild } from "./build-site";
import { dropModulePreloads, dropModulePreloadsInBuild } from "./drop-module-preloads";
import { htmlEntryPoints, staticImports } from "./measure-page-weight";
import { precompress } from "./precompress";

const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.client.js");</script></body></html>`;

describe("dropping module preloads", () => {
  it("removes every modulepreload link and nothing else", () => {
    expect(dropModulePreloads(page)).toBe(page.replace('<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>', ""));
  });

  it("rewrites the pages of a build", async () => {
    const dir = mkdtempSync(join(tmpdir(), "build-"));
    mkdirSync(join(dir, "about"));
    writeFileSync(join(dir, "about", "index.html"), page);
    writeFileSync(join(dir, "plain.html"), "<p>no preloads</p>");
    expect(await dropModulePreloadsInBuild(dir)).toBe(1);
    expect(readFileSync(join(dir, "about", "index.html"), "utf8")).not.toContain("modulepreload");
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
});

describe("measuring a page's first load", () => {
  it("starts from the page's module script and stylesheet, with or without preload hints", () => {
    expect(htmlEntryPoints(dropModulePreloads(page))).toEqual({ js: ["/assets/manifest.js", "/assets/root.js", "/assets/entry.client.js"], css: ["/assets/app.css"] });
  });

  it("follows static imports but not lazy import() calls", () => {
    const source = `import{j as e}from"./jsx-runtime-C9.js";import"./side-effect.js";const later=()=>import("./lazy.js");export{e};`;
    expect(staticImports("/assets/home.js", source)).toEqual(["/assets/jsx-runtime-C9.js", "/assets/side-effect.js"]);
  });
});

describe("merging a language's build into the site", () => {
  function fakeBuild(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), "build-"));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }

  it("copies the language's pages under its prefix and adds its scripts beside the shared ones", () => {
    const site = fakeBuild({ "index.html": "en", "assets/react-1.js": "react", "favicon.svg": "<svg/>" });
    const hindi = fakeBuild({ "hi/index.html": "hi", "hi/about/index.html": "hi about", "assets/react-1.js": "react", "assets/home-2.js": "hindi home", "favicon.svg": "<svg/>", "__spa-fallback.html": "shell" });
    mergeLocaleBuild(hindi, site, "hi");
    expect(readFileSync(join(site, "hi", "about", "index.html"), "utf8")).toBe("hi about");
    expect(readFileSync(join(site, "assets", "home-2.js"), "utf8")).toBe("hindi home");
    expect(readFileSync(join(site, "index.html"), "utf8")).toBe("en");
    expect(existsSync(join(site, "hi", "__spa-fallback.html"))).toBe(false);
  });

  it("refuses two different scripts under one name", () => {
    const site = fakeBuild({ "index.html": "en", "assets/chunk-1.js": "english" });
    const hindi = fakeBuild({ "hi/index.html": "hi", "assets/chunk-1.js": "hindi" });
    expect(() => mergeLocaleBuild(hindi, site, "hi")).toThrow(/chunk-1\.js differs/);
  });
});
