import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT } from "#app/content/all-locales";
import { sitePagePaths } from "#common/paths";
import { measurePage } from "#scripts/measure-page-weight";
import { expect, isMobile, test, waitForHydration } from "./fixtures";
import { HINDI_PAGES, PAGES } from "./pages";
import { siteUrlFrom } from "#common/site-url";

/** The address the build under test was made for. */
const siteUrl = siteUrlFrom(process.env.VITE_SITE_URL);

const hi = CONTENT.hi;
const englishPathOf = (hindiPath: string) => hindiPath.slice("/hi".length) || "/";
const absolute = (path: string) => `${siteUrl}${path}`;

test.describe("every page in Hindi", () => {
  for (const page of HINDI_PAGES) {
    test(`${page.path} shows its Hindi heading, title, lang and alternates`, async ({ page: browserPage }) => {
      const response = await browserPage.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browserPage.locator("html")).toHaveAttribute("lang", "hi");
      await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expect(browserPage).toHaveTitle(page.title);
      await expect(browserPage.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(page.path));
      await expect(browserPage.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", absolute(page.path));
      await expect(browserPage.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", absolute(englishPathOf(page.path)));
      await expect(browserPage.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        absolute(englishPathOf(page.path)),
      );
      await expect(browserPage.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
      await waitForHydration(browserPage);
      await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      const widths = await browserPage.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], "page width vs viewport width").toBeLessThanOrEqual(widths[1]!);
    });
  }

  test("English pages name their Hindi alternates too", async ({ page }) => {
    for (const path of ["/", "/about", "/speciality/dental"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(path));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", absolute(path));
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
        "href",
        absolute(path === "/" ? "/hi" : `/hi${path}`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", absolute(path));
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_IN");
    }
  });
});

test.describe("pre-rendered Hindi HTML, before any script runs", () => {
  for (const page of HINDI_PAGES) {
    test(`${page.path} holds its Hindi content and links`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="hi"/);
      expect(html).toContain(page.heading);
      for (const link of ["/hi/about", "/hi/speciality", "/hi/find", "/hi/contact", "/hi/bookappointment", "/hi/terms", "/hi/gallery"]) {
        expect(html).toContain(`href="${link}"`);
      }
      // The switch to the same page in English, there before any script runs.
      expect(html).toContain(`href="${englishPathOf(page.path)}" lang="en" hrefLang="en"`);
      expect(html).toContain(hi.site.footer.supportNote);
    });
  }
});

test.describe("Hindi paths on the server and in the browser", () => {
  test("a speciality matches case-insensitively, cold and on client navigation", async ({ page, request }) => {
    const response = await page.goto("/hi/speciality/OrthoPAEDICS");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.specialities.orthopaedics.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute("/hi/speciality/orthopaedics"));
    expect(await (await request.get("/hi/speciality/DENTAL")).text()).toContain(hi.specialities.dental.title);

    await page.goto("/hi/speciality");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/hi/speciality/Radiology");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.specialities.radiology.title);
    await expect(page.getByRole("heading", { name: hi.specialityPage.meetOurExperts })).toBeVisible();
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test("an unknown speciality shows the Hindi fallback, cold (404, noindex) and on client navigation", async ({ page }) => {
      const response = await page.goto("/hi/speciality/cardiology");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.specialityPage.fallback.title);
      await expect(page.getByText(hi.specialityPage.fallback.text)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.specialityPage.fallback.title);
      await expect(page.getByRole("heading", { name: hi.specialityPage.whyChooseUs })).toHaveCount(0);

      await page.goto("/hi/speciality");
      await waitForHydration(page);
      await page.evaluate(() => {
        window.history.pushState({}, "", "/hi/speciality/xyz");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.specialityPage.fallback.title);
    });
  });

  test("an unknown Hindi page redirects to the Hindi home page, on the server and in the browser", async ({ page, request }) => {
    for (const path of ["/hi/nope", "/hi/about/team", "/hi/ABOUT"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/hi");
    }
    await page.goto("/hi/nope");
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.home.hero.heading);

    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/hi/missing-page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/\/hi$/);
    const english = await request.get("/nope", { maxRedirects: 0 });
    expect(english.headers().location).toBe("/");
  });

  test("the sitemap lists every page in both languages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of sitePagePaths) {
      expect(sitemap).toContain(`<loc>${absolute(path)}</loc>`);
      expect(sitemap).toContain(`<loc>${absolute(path === "/" ? "/hi" : `/hi${path}`)}</loc>`);
    }
    expect(sitemap).toContain(`hreflang="hi" href="${absolute("/hi/contact")}"`);
    expect(sitemap).toContain(`hreflang="x-default" href="${absolute("/contact")}"`);
  });
});

test.describe("the language switch", () => {
  const desktopJourneys = [
    ["/", "/hi"],
    ["/about", "/hi/about"],
    ["/speciality/orthopaedics", "/hi/speciality/orthopaedics"],
    ["/find", "/hi/find"],
  ] as const;

  for (const [english, hindi] of desktopJourneys) {
    test(`goes from ${english} to ${hindi} and back from the top bar`, async ({ page }) => {
      await page.goto(english);
      await waitForHydration(page);
      const toHindi = page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "हिन्दी" });
      await expect(toHindi).toHaveAttribute("lang", "hi");
      await expect(toHindi).toHaveAttribute("hreflang", "hi");
      await toHindi.click();
      await expect(page).toHaveURL(new RegExp(`${hindi}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await waitForHydration(page);
      const toEnglish = page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "English" });
      await expect(toEnglish).toHaveAttribute("lang", "en");
      await expect(toEnglish).toHaveAttribute("hreflang", "en");
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${english === "/" ? "/" : english}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }

  test("keeps the anchor, and follows client navigation inside the Hindi site", async ({ page }) => {
    test.skip(isMobile(page), "the desktop navigation bar");
    await page.goto("/hi");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: hi.site.nav.contact }).click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.forms.contactPage.bannerTitle);
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", "/contact");
    await page.goto("/find#meetdoctors");
    await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/find#meetdoctors");
  });

  test("is in the mobile menu both ways", async ({ page }) => {
    test.skip(!isMobile(page), "the mobile menu");
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: hi.site.nav.openMenu }).click();
    await expect(menu.getByRole("link", { name: hi.site.nav.findDoctor })).toBeVisible();
    await menu.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("each page's scripts carry only its own language", () => {
  const siteDir = process.env.SITE_DIR ?? "build/client";
  const scriptsOf = (path: string) =>
    measurePage(siteDir, path)
      .assets.filter((asset) => asset.kind === "js")
      .map((asset) => readFileSync(join(siteDir, asset.path), "utf8"))
      .join("\n");

  test("English pages hold no Hindi but the switch's own name, Hindi pages no English content", () => {
    for (const { path } of PAGES) {
      const devanagari = scriptsOf(path).match(/[\u0900-\u097F]+/g) ?? [];
      expect(new Set(devanagari), path).toEqual(new Set(["हिन्दी"]));
    }
    for (const { path } of HINDI_PAGES) {
      const scripts = scriptsOf(path);
      for (const english of ["Healing with Excellence", "Our Support and Sales team", "Skip to main content", "First Name is required"]) {
        expect(scripts, `${path}: ${english}`).not.toContain(english);
      }
      expect(scripts).toContain(hi.site.footer.supportNote);
    }
  });
});
