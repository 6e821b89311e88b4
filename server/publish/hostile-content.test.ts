/**
 * What staff type is text, never markup: script and markup put into every text of the content (each
 * English and Hindi field) come out escaped in every page, its meta tags and its structured data, and
 * the Content-Security-Policy of the pages does not change but for the hashes of their own scripts.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBuiltPage } from "#common/built-page";
import { SEED_CONTENT, type SiteContent } from "./content-binding";
import { type RenderedRelease, renderRelease } from "./render-release";
import { type SiteSnapshot, readSiteSnapshot } from "../site/site-snapshot";
import { requirePublishingBuild } from "../testing/built-site";

// The publisher renders the content; its pages' policies are compared with the build's own.
const builtSiteDir = requirePublishingBuild();

const HOSTILE = `<script>alert(1)</script>"'&<b>`;

/** `value` with every English and Hindi text replaced by HOSTILE, the rest (ids, dates, numbers) kept. */
function hostile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hostile);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const isWords = entries.length === 2 && entries.every(([key, text]) => (key === "en" || key === "hi") && typeof text === "string");
  return Object.fromEntries(entries.map(([key, inner]) => [key, isWords ? HOSTILE : hostile(inner)]));
}

/** A policy without the hashes of a page's own scripts and styles: what content must never change. */
const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, "");

describe("content with script and markup in every text", () => {
  const outDir = mkdtempSync(join(tmpdir(), "hostile-release-"));
  const content = hostile(SEED_CONTENT) as SiteContent;
  let release: RenderedRelease;
  let site: SiteSnapshot;
  let seed: SiteSnapshot;

  beforeAll(async () => {
    release = await renderRelease({ content, outDir });
    site = await readSiteSnapshot(outDir);
    seed = await readSiteSnapshot(builtSiteDir);
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const pages = () => release.files.filter((file) => file.endsWith("index.html"));

  it("reaches the pages, escaped", () => {
    expect(release.problems).toEqual([]);
    const escaped = pages().filter((file) => readFileSync(join(outDir, file), "utf8").includes("&lt;script&gt;alert(1)&lt;/script&gt;"));
    // The pages read their words from the release's content: most pages show some of it.
    expect(escaped.length).toBeGreaterThan(pages().length / 2);
  });

  it("is never markup: no script, bold element or attribute made of it, in any page, meta tag or structured data", () => {
    for (const file of pages()) {
      const html = readFileSync(join(outDir, file), "utf8");
      expect(html, file).not.toContain("<script>alert(1)");
      expect(html, file).not.toContain("<b>");
      const page = readBuiltPage(html);
      for (const script of page.scripts) expect(script.body, `${file}: a script`).not.toContain("alert(1)</script");
      for (const jsonLd of page.scripts.filter((script) => script.type === "application/ld+json")) {
        expect(jsonLd.body, `${file}: structured data`).not.toMatch(/<\/?(script|b)\b/i);
        expect(() => JSON.parse(jsonLd.body) as unknown, `${file}: structured data`).not.toThrow();
      }
      for (const meta of html.match(/<meta [^>]*>/g) ?? []) expect(meta, `${file}: ${meta}`).not.toMatch(/content="[^"]*<(script|b)/);
    }
  });

  it("leaves every page's policy as it was, but for the hashes of its own inline scripts and styles", () => {
    for (const [path, file] of site.pages) {
      const seedFile = seed.pages.get(path);
      if (!seedFile) continue;
      expect(withoutHashes(site.policy(file, { overTls: true })), path).toBe(withoutHashes(seed.policy(seedFile, { overTls: true })));
    }
  });
});
