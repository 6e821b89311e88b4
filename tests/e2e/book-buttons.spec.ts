/**
 * A Book button beside a doctor opens the form with that doctor chosen (issue Q, review m1, m2, m5), on
 * a phone (the phone's project alone, playwright.config.ts), in both languages. That every Book button
 * on Find Doctor, the home page and a speciality page carries its card's doctor is read from the build
 * (tests/build/patient-pages-html.test.ts).
 */
import type { Page } from "@playwright/test";
import { CONTENT } from "#app/content/words/all-locales";
import { doctorRecords } from "#app/content/facts/doctor-records";
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

/**
 * Review U5: booking from a doctor's page has the doctor's department chosen where the Speciality
 * options have it, and the form says at its top whom it is for: after a move in the browser (the form's
 * script) and in the page the server sends (without scripts).
 */
const SHEKHAWAT = doctorRecords.find((record) => record.id === "rajendra-singh-shekhawat")!;

async function expectBookingForShekhawat(page: Page, locale: Locale) {
  const { appointmentForm } = CONTENT[locale].forms;
  const department = CONTENT[locale].departments.find((candidate) => candidate.slug === SHEKHAWAT.department)!.name;
  const line = page.getByText(
    appointmentForm.forDoctor.replace("{doctor}", SHEKHAWAT.words[locale].name).replace("{department}", department),
    { exact: true },
  );
  await expect(line).toBeVisible();
  await expect(page.getByLabel(appointmentForm.doctor, { exact: true })).toHaveValue(SHEKHAWAT.id);
  // The specification's option, sent in English whatever the page's language.
  await expect(page.getByLabel(appointmentForm.speciality, { exact: true })).toHaveValue("Orthopaedics");
  // At the form's top: above its first field, in the first screen once the form is scrolled to.
  const name = page.getByLabel(appointmentForm.name, { exact: true });
  await name.scrollIntoViewIfNeeded();
  const [lineBox, nameBox] = [await line.boundingBox(), await name.boundingBox()];
  expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(nameBox!.y);
  expect(lineBox!.y).toBeGreaterThanOrEqual(0);
}

for (const locale of ["en", "hi"] as const) {
  test(`booking from Dr. Shekhawat's page on ${prefix(locale) || "/"} chooses Orthopaedics and names him at the form's top`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/doctors/${SHEKHAWAT.id}`);
    await waitForHydration(page);
    await page.getByRole("main").locator(`a[href$="bookappointment?doctor=${SHEKHAWAT.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/bookappointment\\?doctor=${SHEKHAWAT.id}$`));
    await expectBookingForShekhawat(page, locale);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test(`without scripts, ${prefix(locale)}/bookappointment?doctor=${SHEKHAWAT.id} arrives with Orthopaedics and his name at the top`, async ({
      page,
    }) => {
      await page.goto(`${prefix(locale)}/bookappointment?doctor=${SHEKHAWAT.id}`);
      await expectBookingForShekhawat(page, locale);
    });
  });
}
