import { CONTENT } from "#app/content/words/all-locales";
import { expect, isMobile, test, waitForHydration } from "./fixtures";
import { TEMPLATE_PAGES } from "./pages";

// What every page holds before any script runs (its heading, title, head tags, the frame's links and its
// content, in both languages) is read from the build in tests/build/pages-html.test.ts; the server's
// answers for unknown paths and files in server/site/*.test.ts. Here, what only a browser shows.

test.describe("one page of each template in the browser", () => {
  for (const page of TEMPLATE_PAGES) {
    // Both widths: whether anything sticks out sideways is a matter of width.
    test(`${page.path} keeps its heading and title once hydrated, and nothing scrolls sideways`, async ({ page: browserPage }) => {
      const response = await browserPage.goto(page.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(browserPage);
      await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expect(browserPage).toHaveTitle(page.title);
      await expect(browserPage.getByRole("main")).toHaveCount(1);
      await expect(browserPage.getByRole("contentinfo")).toBeVisible();
      // Nothing sticks out sideways: on a phone that would zoom the whole page out.
      const widths = await browserPage.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], "page width vs viewport width").toBeLessThanOrEqual(widths[1]!);
    });
  }
});

test.describe("unknown paths", () => {
  test("client navigation to an unknown path lands on the home page", async ({ page }) => {
    test.skip(isMobile(page), "the router's matching does not change with width");
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/not-a-page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTENT.en.home.hero.heading);
  });
});
