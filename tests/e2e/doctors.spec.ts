import { CONTENT } from "#app/content/words/all-locales";
import { hospital } from "#app/content/facts/hospital";
import { paths } from "#common/paths";
import type { Locator, Page } from "@playwright/test";
import { expect, isMobile, test, waitForHydration } from "./fixtures";
import { titleIn } from "./pages";

const { en, hi } = CONTENT;
const doctor = en.doctors.cards[0]!;
const department = en.departments.find((candidate) => candidate.slug === doctor.speciality)!;
const hindiDepartment = hi.departments.find((candidate) => candidate.slug === doctor.speciality)!;

/** The row of the doctor's facts that `label` names. */
const factRow = (page: Page, label: string): Locator => page.locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) });

/** A fact the hospital has not given: the row says to call and confirm, with the hospital's number to tap. */
async function expectCallToConfirm(row: Locator, words: string) {
  await expect(row.locator("dd")).toContainText(words);
  await expect(row.locator("dd").getByRole("link", { name: hospital.phoneDisplay })).toHaveAttribute("href", `tel:${hospital.phone}`);
}

// What each doctor's pre-rendered page holds for search engines (canonical address, share title, the
// Physician and its breadcrumb), in both languages, is read from the build: tests/build/structured-data.test.ts.
// The journeys run at one width each: the English ones on a desktop, the Hindi one on a phone, as a family
// in Hindi most often comes.
test.describe("a page per doctor", () => {
  test("from a Find Doctor card to the doctor's page, which says to call for what the hospital has not confirmed", async ({ page }) => {
    test.skip(isMobile(page), "the Hindi journey runs on a phone");
    await page.goto(paths.findDoctor);
    await waitForHydration(page);
    await page.getByRole("link", { name: doctor.name, exact: true }).click();
    await expect(page).toHaveURL(paths.doctor(doctor.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doctor.name);
    await expect(page).toHaveTitle(titleIn("en", en.doctorPage.meta.title.replace("{doctor}", doctor.name)));

    const { labels } = en.doctorPage;
    await expect(factRow(page, labels.qualification).locator("dd")).toHaveText(doctor.qualification);
    await expect(factRow(page, labels.experience).locator("dd")).toHaveText(doctor.experience);
    await expect(factRow(page, labels.speciality).getByRole("link", { name: department.name })).toHaveAttribute(
      "href",
      paths.speciality(department.slug),
    );
    // What the hospital has given is shown; what it has not, never guessed: the page says to call.
    const { opd, fee, registration } = doctor;
    const shown = [
      [labels.opdTimings, opd],
      [labels.fee, fee === undefined ? undefined : en.doctorPage.fee.replace("{amount}", String(fee))],
      [
        labels.registration,
        registration && en.doctorPage.registration.replace("{number}", registration.number).replace("{council}", registration.council),
      ],
    ] as const;
    for (const [label, value] of shown) {
      if (value === undefined) await expectCallToConfirm(factRow(page, label), en.doctorPage.callToConfirm);
      else await expect(factRow(page, label).locator("dd")).toHaveText(value);
    }
    if (doctor.image === undefined) await expect(page.getByRole("img", { name: en.site.noPhoto })).toBeVisible();
    else await expect(page.getByRole("img", { name: doctor.name })).toHaveAttribute("src", doctor.image);

    const request = page.getByRole("link", { name: `Request an appointment with ${doctor.name}` }).first();
    await expect(request).toHaveAttribute("href", `${paths.bookAppointment}?doctor=${doctor.id}`);
    await request.click();
    await expect(page).toHaveURL(`${paths.bookAppointment}?doctor=${doctor.id}`);
  });

  test("a speciality page's experts link to their pages", async ({ page }) => {
    test.skip(isMobile(page), "a link's target does not change with width");
    await page.goto(paths.speciality(department.slug));
    await waitForHydration(page);
    await page.getByRole("link", { name: doctor.name, exact: true }).click();
    await expect(page).toHaveURL(paths.doctor(doctor.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doctor.name);
  });

  test("in Hindi: from the card to the page, the call-to-confirm lines and the request for this doctor", async ({ page }) => {
    test.skip(!isMobile(page), "the English journeys run on a desktop");
    // Hindi pages name the doctor in Devanagari, with the Latin name under it on the doctor's page (review p3).
    const hindiDoctor = hi.doctors.cards[0]!;
    expect(hindiDoctor.name).toMatch(/^[\u0900-\u097F .]+$/);
    await page.goto("/hi/find");
    await waitForHydration(page);
    await page.getByRole("link", { name: hindiDoctor.name, exact: true }).click();
    const path = `/hi${paths.doctor(doctor.id)}`;
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiDoctor.name);
    await expect(page.locator('main [lang="en"]', { hasText: doctor.name })).toBeVisible();

    const { labels } = hi.doctorPage;
    await expect(factRow(page, labels.speciality).getByRole("link", { name: hindiDepartment.name })).toHaveAttribute(
      "href",
      `/hi${paths.speciality(doctor.speciality!)}`,
    );
    for (const label of [labels.opdTimings, labels.fee, labels.registration]) {
      await expectCallToConfirm(factRow(page, label), hi.doctorPage.callToConfirm);
    }
    const requestLink = page.getByRole("link", { name: hi.doctorPage.requestAppointment.replace("{doctor}", hindiDoctor.name) }).first();
    await expect(requestLink).toHaveAttribute("href", `/hi${paths.bookAppointment}?doctor=${doctor.id}`);
  });
});

test.describe("a Find Doctor card on a wide screen (review p9)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // The viewport is set here, so the phone's project would only run the same test again.
  test.skip(({ isMobile: phone }) => phone, "the wide screen is set above");

  for (const [locale, prefix] of [
    ["en", ""],
    ["hi", "/hi"],
  ] as const) {
    test(`${prefix}/find: its sentences start at the left, and the Book button has room above it`, async ({ page }) => {
      const { doctors, findDoctorPage } = CONTENT[locale];
      await page.goto(`${prefix}/find`);
      const card = page.locator("article", { has: page.getByRole("link", { name: doctors.cards[0]!.name, exact: true }) });
      const details = card.locator("dl");
      await details.scrollIntoViewIfNeeded();
      const [cardBox, detailsBox, button] = await Promise.all([
        card.boundingBox(),
        details.boundingBox(),
        card.getByRole("link", { name: new RegExp(`^${findDoctorPage.bookAppointment}`) }).boundingBox(),
      ]);
      expect(await details.evaluate((element) => getComputedStyle(element).textAlign)).toBe("left");
      // The details run from the card's left padding, not centred in it.
      expect(detailsBox!.x - cardBox!.x).toBeLessThan(40);
      const lastText = card.locator("dl, p").last();
      const lastBox = (await lastText.boundingBox())!;
      expect(button!.y - (lastBox.y + lastBox.height)).toBeGreaterThanOrEqual(12);
    });
  }
});
