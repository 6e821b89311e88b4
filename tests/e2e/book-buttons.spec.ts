/**
 * A Book button beside a doctor opens the form with that doctor chosen (issue Q, review m1, m2, m5), on
 * a phone (the phone's project alone, playwright.config.ts), in both languages. That every Book button
 * on Find Doctor, the home page and a speciality page carries its card's doctor is read from the build
 * (tests/build/patient-pages-html.test.ts).
 */
import { CONTENT } from "#app/content/all-locales";
import type { Locale } from "#common/locale";
import { expect, test, waitForHydration } from "./fixtures";

const prefix = (locale: Locale) => (locale === "en" ? "" : "/hi");

for (const locale of ["en", "hi"] as const) {
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
