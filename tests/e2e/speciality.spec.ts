import { CONTENT } from "#app/content/words/all-locales";
import { paths } from "#common/paths";
import { expect, test, waitForHydration } from "./fixtures";

const { en } = CONTENT;

// Each speciality page's sections (why choose us, its department's doctors, the testimonials with
// consent, its FAQs), in both languages, and the list's links to every speciality are read from the
// build: tests/build/pages-html.test.ts; the server's answers for a name in any case or an unknown name
// in server/site/*.test.ts. Here, what the browser does with them, at one width: none of it changes with
// width.
test.describe("speciality pages", () => {
  test.skip(({ isMobile: phone }) => phone, "nothing here changes with width");

  test("a FAQ opens and closes like a disclosure", async ({ page }) => {
    await page.goto(paths.speciality("orthopaedics"));
    await waitForHydration(page);
    const first = en.specialities.orthopaedics.faqs[0]!;
    const answer = page.getByText(first.answer);
    await expect(answer).toBeHidden();
    await page.getByText(first.question).click();
    await expect(answer).toBeVisible();
    await page.getByText(first.question).click();
    await expect(answer).toBeHidden();
  });

  test("the name matches case-insensitively on a cold load, and the page hydrates on that address", async ({ page }) => {
    const response = await page.goto("/speciality/OrthoPAEDICS");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.specialities.orthopaedics.title);
  });

  test("the name matches case-insensitively on client navigation", async ({ page }) => {
    await page.goto(paths.specialityList);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/speciality/Radiology");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.specialities.radiology.title);
    await expect(page.getByRole("heading", { name: en.specialityPage.meetOurExperts })).toBeVisible();
  });

  test.describe(() => {
    // The fallback is answered with a 404 so search engines drop it; Chromium logs that status.
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test("an unknown name keeps only the fallback once hydrated", async ({ page }) => {
      const { fallback } = en.specialityPage;
      const response = await page.goto("/speciality/cardiology");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fallback.title);
      await expect(page.getByText(fallback.text)).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading")).toHaveCount(1);
    });
  });

  test("a speciality in the list leads to its page", async ({ page }) => {
    const department = en.departments.find(({ slug }) => slug === "pediatrics")!;
    await page.goto(paths.specialityList);
    await waitForHydration(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(department.name) })
      .click();
    await expect(page).toHaveURL(paths.speciality(department.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.specialities[department.slug].title);
  });
});
