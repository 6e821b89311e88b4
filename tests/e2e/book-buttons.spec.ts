/**
 * Every Book button beside a doctor opens the form with that doctor chosen (issue Q, review m1, m2, m5):
 * Find Doctor's cards, the home page's cards (which now link to the doctors' pages too) and the
 * speciality pages' experts. At 390 px, in both languages.
 */
import { CONTENT } from "#app/content/all-locales";
import type { Locale } from "#common/locale";
import { expect, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });
// eslint-disable-next-line no-empty-pattern -- Playwright asks for the fixtures' pattern even when none is used
test.beforeEach(({}, testInfo) => testInfo.skip(testInfo.project.name !== "mobile", "a phone's journey"));

const prefix = (locale: Locale) => (locale === "en" ? "" : "/hi");

for (const locale of ["en", "hi"] as const) {
  for (const pagePath of ["/find", "/", "/speciality/orthopaedics"]) {
    test(`every Book button on ${prefix(locale)}${pagePath} carries the doctor of its card`, async ({ page }) => {
      await page.goto(`${prefix(locale)}${pagePath}` || "/");
      const cards = page.locator("article").filter({ has: page.locator('a[href*="/doctors/"]') });
      const count = await cards.count();
      expect(count, "doctor cards on the page").toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        const profile = await card.locator('a[href*="/doctors/"]').first().getAttribute("href");
        const doctorId = profile!.split("/doctors/")[1];
        const book = card.locator('a[href*="bookappointment"]');
        await expect(book, `the Book button of ${doctorId}`).toHaveAttribute(
          "href",
          `${prefix(locale)}/bookappointment?doctor=${doctorId}`,
        );
      }
    });
  }

  test(`a Book button on ${prefix(locale)}/find opens the form with its doctor chosen`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/find`);
    await waitForHydration(page);
    const card = page
      .locator("article")
      .filter({ has: page.locator('a[href*="/doctors/"]') })
      .nth(2);
    const doctorId = (await card.locator('a[href*="/doctors/"]').first().getAttribute("href"))!.split("/doctors/")[1]!;
    await card.locator('a[href*="bookappointment"]').click();
    await expect(page).toHaveURL(new RegExp(`/bookappointment\\?doctor=${doctorId}$`));
    await expect(page.getByLabel(CONTENT[locale].forms.appointmentForm.doctor, { exact: true })).toHaveValue(doctorId);
  });
}
