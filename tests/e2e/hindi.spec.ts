import { CONTENT } from "#app/content/words/all-locales";
import { LOCALE_INFO } from "#common/locale";
import { expect, isMobile, test, waitForHydration } from "./fixtures";
import { HINDI_TEMPLATE_PAGES } from "./pages";

const hi = CONTENT.hi;
/** The language switch's names, each language's name in itself. */
const [TO_HINDI, TO_ENGLISH] = [LOCALE_INFO.hi.nativeName, LOCALE_INFO.en.nativeName];

// What every Hindi page holds before any script runs (lang, heading, title, canonical address and
// alternates, og:locale, the frame's links, the switch to English), the English pages' alternates and the
// sitemap are read from the build (tests/build/pages-html.test.ts, site-files.test.ts); each page's
// scripts in one language in tests/build/scripts-language.test.ts; the server's answers for Hindi paths
// in server/site/*.test.ts. Here, what only a browser shows.

test.describe("one page of each template in Hindi", () => {
  for (const page of HINDI_TEMPLATE_PAGES) {
    // Both widths: Hindi's longer words are what could push a page wider than a phone.
    test(`${page.path} keeps its Hindi heading and title once hydrated, and nothing scrolls sideways`, async ({ page: browserPage }) => {
      const response = await browserPage.goto(page.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(browserPage);
      await expect(browserPage.locator("html")).toHaveAttribute("lang", "hi");
      await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expect(browserPage).toHaveTitle(page.title);
      const widths = await browserPage.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], "page width vs viewport width").toBeLessThanOrEqual(widths[1]!);
    });
  }
});

test.describe("Hindi paths in the browser", () => {
  test.beforeEach(({ page }) => {
    test.skip(isMobile(page), "the router's matching does not change with width");
  });

  test("a speciality matches case-insensitively, cold and on client navigation", async ({ page }) => {
    const response = await page.goto("/hi/speciality/OrthoPAEDICS");
    expect(response?.status()).toBe(200);
    // The server sends the page of the name in any case (server/site tests); once hydrated, the router keeps it.
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.specialities.orthopaedics.title);

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
    test("an unknown speciality keeps the Hindi fallback once hydrated (404), and shows it on client navigation", async ({ page }) => {
      const response = await page.goto("/hi/speciality/cardiology");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.specialityPage.fallback.title);
      await expect(page.getByText(hi.specialityPage.fallback.text)).toBeVisible();
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

  test("client navigation to an unknown Hindi page lands on the Hindi home page", async ({ page }) => {
    await page.goto("/hi/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/hi/missing-page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.home.hero.heading);
  });
});

test.describe("the language switch", () => {
  const journeys = [
    ["/", "/hi"],
    ["/about", "/hi/about"],
    ["/speciality/orthopaedics", "/hi/speciality/orthopaedics"],
    ["/find", "/hi/find"],
  ] as const;

  for (const [english, hindi] of journeys) {
    test(`goes from ${english} to ${hindi} and back from the top bar`, async ({ page }) => {
      // The top bar at a phone's width is checked on the home page; the other pages share that bar.
      test.skip(isMobile(page) && english !== "/", "the same top bar as on the home page");
      await page.goto(english);
      await waitForHydration(page);
      const toHindi = page.getByRole("banner").getByRole("navigation").getByRole("link", { name: TO_HINDI });
      await expect(toHindi).toHaveAttribute("lang", "hi");
      await expect(toHindi).toHaveAttribute("hreflang", "hi");
      await toHindi.click();
      await expect(page).toHaveURL(new RegExp(`${hindi}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await waitForHydration(page);
      const toEnglish = page.getByRole("banner").getByRole("navigation").getByRole("link", { name: TO_ENGLISH });
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
    await expect(page.getByRole("banner").getByRole("link", { name: TO_ENGLISH })).toHaveAttribute("href", "/contact");
    await page.goto("/find#meetdoctors");
    await expect(page.getByRole("banner").getByRole("link", { name: TO_HINDI })).toHaveAttribute("href", "/hi/find#meetdoctors");
  });

  test("is in the mobile menu both ways", async ({ page }) => {
    test.skip(!isMobile(page), "the mobile menu");
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: CONTENT.en.site.nav.openMenu }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("link", { name: TO_HINDI }).click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: hi.site.nav.openMenu }).click();
    await expect(menu.getByRole("link", { name: hi.site.nav.findDoctor })).toBeVisible();
    await menu.getByRole("link", { name: TO_ENGLISH }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
