import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readBuiltPage } from "#common/built-page";
import { SEED_CONTENT } from "./content-binding";
import { DRAFT_BAND, PreviewError, renderPreview } from "./preview";

describe("a draft's preview", () => {
  it("is the page without its scripts, with a band saying it is a draft, in each language", async () => {
    if (!existsSync("build/publisher/en/index.js")) throw new Error('No build: run "npm run build" before the server tests.');
    for (const locale of ["en", "hi"] as const) {
      const html = await renderPreview(SEED_CONTENT, "/doctors/neha-mathur", locale);
      const page = readBuiltPage(html);
      expect(page.scripts.filter((script) => script.type !== "application/ld+json")).toEqual([]);
      expect(page.links.filter((link) => link.rel === "modulepreload")).toEqual([]);
      expect(html).toContain(`<p id="draft-band" role="status">${DRAFT_BAND[locale]}</p>`);
      expect(html).toMatch(locale === "en" ? /<html lang="en"/ : /<html lang="hi"/);
      expect(html).toMatch(/<h1[^>]*>/);
    }
  });

  it("refuses a page the site does not have", async () => {
    await expect(renderPreview(SEED_CONTENT, "/no/such/page", "en")).rejects.toBeInstanceOf(PreviewError);
  });
});
