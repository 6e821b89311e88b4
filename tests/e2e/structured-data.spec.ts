import { CONTENT } from "#app/content/words/all-locales";
import { paths } from "#common/paths";
import { expect, isMobile, test, waitForHydration } from "./fixtures";
import { siteUrlFrom } from "#common/site-url";
import { footerLabel, titleIn } from "./pages";

/** The address the build under test was made for. */
const siteUrl = siteUrlFrom(process.env.VITE_SITE_URL);

// The structured data each pre-rendered page carries, in both languages, is read from the build:
// tests/build/structured-data.test.ts. Here, what the head becomes once the browser moves to another page.

test.describe("the head after moving to another page in the browser", () => {
  test("names the new page and no longer describes the first one", async ({ page }) => {
    test.skip(isMobile(page), "the head does not change with width");
    const { en } = CONTENT;
    await page.goto(paths.home);
    await waitForHydration(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/`);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: footerLabel(en.site, paths.terms) })
      .click();
    await expect(page).toHaveURL(paths.terms);
    await expect(page).toHaveTitle(titleIn("en", en.terms.meta.title));
    // The home page's canonical address would make a phone's share menu send the home page.
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"], meta[property^="og:"], script[type="application/ld+json"]')).toHaveCount(0);
  });
});
