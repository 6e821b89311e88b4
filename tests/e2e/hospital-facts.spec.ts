import { CONTENT } from "#app/content/all-locales";
import { hospital } from "#app/content/hospital";
import { LOCALES, LOCALE_INFO } from "#common/locale";
import { paths } from "#common/paths";
import { expect, test } from "./fixtures";

for (const locale of LOCALES) {
  const { findDoctorPage, doctors } = CONTENT[locale];

  test(`find doctor [${locale}]: a card gives the OPD timings the hospital has given, and otherwise says to call and confirm, with a number to tap`, async ({
    page,
  }) => {
    await page.goto(`${LOCALE_INFO[locale].prefix}${paths.findDoctor}`);
    const grid = page.getByRole("region", { name: findDoctorPage.gridHeading });
    for (const doctor of doctors.cards) {
      const card = grid.getByRole("article").filter({ has: page.getByRole("heading", { name: doctor.name }) });
      const timings = card.getByTestId("opd-timings");
      if (doctor.opd === undefined) {
        await expect(timings.getByRole("term")).toHaveText(`${findDoctorPage.opdTimingsLabel}:`);
        await expect(timings.getByRole("definition")).toHaveText(`${findDoctorPage.callToConfirm}: ${hospital.phoneDisplay}`);
        await expect(timings.getByRole("link", { name: hospital.phoneDisplay })).toHaveAttribute("href", `tel:${hospital.phone}`);
      } else {
        await expect(timings.getByRole("term")).toHaveText(`${findDoctorPage.consultationLabel}:`);
        await expect(timings.getByRole("definition")).toHaveText(doctor.opd);
      }
    }
  });
}
