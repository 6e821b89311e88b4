import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeLocaleBuild } from "./build-site";

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
    const hindi = fakeBuild({
      "hi/index.html": "hi",
      "hi/about/index.html": "hi about",
      "assets/react-1.js": "react",
      "assets/home-2.js": "hindi home",
      "favicon.svg": "<svg/>",
      "__spa-fallback.html": "shell",
    });
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
