/**
 * Find Doctor narrowed by department without JavaScript (issue Q, review m1): each department's link
 * shows that department's doctors alone, and "All departments" shows every doctor again. In both
 * languages, with scripts off, in the phone's project alone (playwright.config.ts).
 */
import { CONTENT } from "#app/content/words/all-locales";
import type { Locale } from "#common/locale";
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

const prefix = (locale: Locale) => (locale === "en" ? "" : "/hi");

for (const locale of ["en", "hi"] as const) {
  const { findDoctorPage, doctors, departments } = CONTENT[locale];
  const department = departments.find((candidate) => candidate.slug === "pediatrics")!;
  const inDepartment = doctors.cards.filter((card) => card.speciality === department.slug);
  const elsewhere = doctors.cards.filter((card) => card.speciality !== department.slug);

  test(`${prefix(locale)}/find narrows to one department by a link, without JavaScript`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/find`);
    const filter = page.getByRole("navigation", { name: findDoctorPage.departmentsLabel });
    const doctorLink = (name: string) => page.getByRole("link", { name, exact: true });
    for (const card of doctors.cards) await expect(doctorLink(card.name)).toBeVisible();

    await filter.getByRole("link", { name: department.name }).click();
    await expect(page).toHaveURL(new RegExp(`/find#doctors-${department.slug}$`));
    expect(inDepartment.length).toBeGreaterThan(0);
    for (const card of inDepartment) await expect(doctorLink(card.name)).toBeVisible();
    for (const card of elsewhere) await expect(doctorLink(card.name)).toBeHidden();

    await filter.getByRole("link", { name: findDoctorPage.allDepartments }).click();
    for (const card of doctors.cards) await expect(doctorLink(card.name)).toBeVisible();
  });

  test(`${prefix(locale)}/find opened at a department's address shows that department alone`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/find#doctors-${department.slug}`);
    for (const card of inDepartment) await expect(page.getByRole("link", { name: card.name, exact: true })).toBeVisible();
    for (const card of elsewhere) await expect(page.getByRole("link", { name: card.name, exact: true })).toBeHidden();
  });
}
