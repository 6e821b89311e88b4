import { CONTENT } from "#app/content/all-locales";
import { hospital } from "#app/content/hospital";
import { LOCALES, LOCALE_INFO } from "#common/locale";
import { paths } from "#common/paths";
import { expect, test } from "./fixtures";

for (const locale of LOCALES) {
  const { findDoctorPage, doctors } = CONTENT[locale];

  test(`find doctor [${locale}]: a card whose OPD timings the hospital has not given says to call and confirm, with a number to tap`, async ({
    page,
  }) => {
    await page.goto(`${LOCALE_INFO[locale].prefix}${paths.findDoctor}`);
    const grid = page.getByRole("region", { name: findDoctorPage.gridHeading });
    for (const doctor of doctors.cards) {
      const card = grid.getByRole("article").filter({ has: page.getByRole("heading", { name: doctor.name }) });
      const timings = card.getByRole("definition").filter({ hasText: findDoctorPage.callToConfirm });
      await expect(card.getByRole("term").filter({ hasText: findDoctorPage.opdTimingsLabel })).toBeVisible();
      await expect(timings).toHaveText(`${findDoctorPage.callToConfirm}: ${hospital.phoneDisplay}`);
      await expect(timings.getByRole("link", { name: hospital.phoneDisplay })).toHaveAttribute("href", `tel:${hospital.phone}`);
    }
  });
}
