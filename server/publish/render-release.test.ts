/**
 * The publisher renders unchanged content exactly as `npm run build` did: every page, its data, its
 * hydration data, the sitemap and their compressed copies are the same bytes. Run after `npm run build`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_CONTENT } from "./content-binding";
import { type RenderedRelease, RENDER_NOTE, isRenderedFile, renderRelease } from "./render-release";
import { requirePublishingBuild } from "../testing/built-site";

// The publisher's rendering of the seed is compared byte for byte with the build's own pages.
const SITE_DIR = requirePublishingBuild();

async function renderedFilesOf(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((file) => isRenderedFile(file) && !file.startsWith("__spa-fallback"))
    .sort();
}

describe("a release rendered from the seed content", () => {
  const outDir = mkdtempSync(join(tmpdir(), "release-"));
  let release: RenderedRelease;

  beforeAll(async () => {
    release = await renderRelease({ content: SEED_CONTENT, outDir, siteDir: SITE_DIR });
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("renders without problems", () => {
    expect(release.problems).toEqual([]);
  });

  it("has exactly the build's pages, data, hydration data and sitemap, byte for byte", async () => {
    const built = await renderedFilesOf(SITE_DIR);
    // Pages and data in both languages, with their compressed copies: a test of nothing would pass too.
    expect(built.filter((file) => file.endsWith("index.html")).length).toBeGreaterThan(50);
    expect(built).toContain("hi/_.data");
    expect(built).toContain("sitemap.xml.br");
    expect(release.files).toEqual(built);
    const different = built.filter((file) => !readFileSync(join(outDir, file)).equals(readFileSync(join(SITE_DIR, file))));
    expect(different).toEqual([]);
  });

  it("is a whole site: the build's scripts and pictures are there too", async () => {
    const all = (await readdir(SITE_DIR, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(SITE_DIR, join(entry.parentPath, entry.name)).split(sep).join("/"))
      // The note of what was rendered is each folder's own (the build notes its pages as a release does).
      .filter((file) => !file.startsWith("__spa-fallback") && file !== RENDER_NOTE);
    const missing = all.filter((file) => {
      try {
        return !readFileSync(join(outDir, file)).equals(readFileSync(join(SITE_DIR, file)));
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
