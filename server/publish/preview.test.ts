import { describe, expect, it } from "vitest";
import { readBuiltPage } from "#common/built-page";
import { SEED_CONTENT } from "./content-binding";
import { DRAFT_BAND, PreviewError, renderPreview } from "./preview";
import { requireBuild } from "../testing/built-site";

// The preview renders with the publisher's server builds.
requireBuild("publisher");

describe("a draft's preview", () => {
  it("is the page without its scripts, with a band saying it is a draft, in each language", async () => {
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
