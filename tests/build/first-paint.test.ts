/**
 * The first-paint rewrite (scripts/scripts-after-first-paint.ts) on React Router's real output: every
 * pre-rendered page of the build has its stylesheet inline, no module preload link (the head script adds them), a
 * module script that imports nothing before the first paint, and its hydration data in a file of its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { firstPaintProblems } from "#pipeline/scripts-after-first-paint";
import { inlineModuleScripts, readBuiltPage } from "#common/built-page";

const SITE_DIR = "build/client";
const pages = readdirSync(SITE_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => relative(SITE_DIR, join(entry.parentPath, entry.name)));

describe("the build's pages after the first-paint rewrite", () => {
  it("are all there: every page in both languages", () => {
    expect(pages).toContain("index.html");
    expect(pages).toContain(join("hi", "contact", "index.html"));
    expect(pages.length).toBeGreaterThanOrEqual(40);
  });

  it.each(pages)("%s paints before its scripts run", (page) => {
    const html = readFileSync(join(SITE_DIR, page), "utf8");
    expect(firstPaintProblems(html)).toEqual([]);
    const built = readBuiltPage(html);
    expect(built.styles.length, "the inline stylesheet").toBe(1);
    expect(inlineModuleScripts(built)[0]!.body).toContain('import("/assets/');
    // Its hydration data is a file of its own, which the page fetches: React Router's loader data.
    expect(html).not.toContain("streamController.enqueue");
    const dataPath = built.scripts.map((script) => script.body.match(/"(\/assets\/hydration-data-[\w-]+\.txt)"/)?.[1]).find(Boolean);
    expect(dataPath, "the hydration data file the page fetches").toBeDefined();
    const data = readFileSync(join(SITE_DIR, dataPath!), "utf8");
    expect(data).toMatch(/^\[\{/);
    expect(data).toContain('"loaderData"');
  });
});

describe("the gallery", () => {
  // A picture below a phone's first screen that is fetched eagerly ends before the first paint of
  // Lighthouse's unthrottled trace, and its simulation then counts it towards the largest paint
  // (docs/decisions/013-one-round-trip-pages.md). Only the first picture is in a phone's first screen.
  it.each([join("gallery", "index.html"), join("hi", "gallery", "index.html")])(
    "%s writes its first picture into the page and lets the browser fetch the rest as they near the screen",
    (page) => {
      const images = readFileSync(join(SITE_DIR, page), "utf8").match(/<img\b[^>]*>/g) ?? [];
      expect(images.length).toBeGreaterThan(3);
      const [first, ...rest] = images;
      expect(first).toMatch(/src="data:image\/svg\+xml,/);
      expect(first).not.toMatch(/loading="lazy"/);
      for (const image of rest) expect(image).toMatch(/loading="lazy"/);
    },
  );
});
