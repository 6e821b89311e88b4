import { describe, expect, it } from "vitest";
import { PUBLISHED_SITE_URL, absoluteUrlOn, siteUrlFrom } from "./site-url";

describe("the site's public address", () => {
  it("is the published address when VITE_SITE_URL is unset or empty", () => {
    expect(siteUrlFrom(undefined)).toBe(PUBLISHED_SITE_URL);
    expect(siteUrlFrom("  ")).toBe(PUBLISHED_SITE_URL);
  });

  it("is the configured origin, with or without a trailing slash", () => {
    expect(siteUrlFrom("https://staging.example.org/")).toBe("https://staging.example.org");
    expect(siteUrlFrom("http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(absoluteUrlOn(siteUrlFrom("https://staging.example.org"), "/hi/about")).toBe("https://staging.example.org/hi/about");
  });

  it("refuses a value that would put a wrong address into every canonical link", () => {
    for (const wrong of [
      "www.example.org",
      "ftp://example.org",
      "https://example.org/hospital",
      "https://example.org/?a=1",
      "https://user@example.org",
    ]) {
      expect(() => siteUrlFrom(wrong), wrong).toThrow(/VITE_SITE_URL/);
    }
  });
});
