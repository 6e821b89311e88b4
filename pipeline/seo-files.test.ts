import { afterEach, describe, expect, it, vi } from "vitest";
import { PUBLISHED_SITE_URL } from "#common/site-url";
import { sitePagePaths } from "#common/paths";
import { robotsTxt, sitemapXml } from "./seo-files";

const absoluteUrl = (path: string) => `${PUBLISHED_SITE_URL}${path}`;

describe("the sitemap", () => {
  const sitemap = sitemapXml();

  it("lists every page in English and in Hindi", () => {
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(sitePagePaths.length * 2);
    expect(locs).toContain(absoluteUrl("/about"));
    expect(locs).toContain(absoluteUrl("/hi/about"));
    expect(locs).toContain(absoluteUrl("/hi"));
    expect(locs).toContain(absoluteUrl("/hi/speciality/orthopaedics"));
    expect(locs.some((loc) => loc?.includes("_fallback"))).toBe(false);
  });

  it("gives each page its alternates in both languages and x-default", () => {
    const entry = sitemap.split("<url>").find((block) => block.includes(`<loc>${absoluteUrl("/hi/contact")}</loc>`));
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${absoluteUrl("/contact")}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${absoluteUrl("/hi/contact")}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl("/contact")}"/>`);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("is named in robots.txt", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });
});

describe("a deployment at another address (VITE_SITE_URL)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the address the sitemap and robots.txt name", () => {
    vi.stubEnv("VITE_SITE_URL", "https://staging.example.org/");
    expect(sitemapXml()).toContain("<loc>https://staging.example.org/hi/about</loc>");
    expect(sitemapXml()).not.toContain(PUBLISHED_SITE_URL);
    expect(robotsTxt()).toContain("Sitemap: https://staging.example.org/sitemap.xml");
  });
});
