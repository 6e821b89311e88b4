import { CONTENT } from "#app/content/words/all-locales";
import { ADDRESS_TAIL } from "#app/content/facts/hospital";
import { known } from "#app/content/hospital-fact";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { paths } from "#common/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { HOME_COUNTERS, counterDigits } from "./shown-content";
import { footerLabel } from "./pages";

// What the home page holds before any script runs (its sections, services, specialization tiles, the
// pharmacy's order link and hours, the NABH section without a certificate until the hospital supplies
// its own, the doctor block), in both languages, and the contact page's LinkedIn link are read from the
// build: tests/build/pages-html.test.ts; the section once a certificate is supplied, its picture and
// its PDF in a new tab, from its component: app/features/accreditation/accreditation.test.tsx.
const { home, site, departments, forms } = CONTENT.en;

test.describe("home page", () => {
  test("hero buttons lead to About and Contact, and Book An Appointment to the form", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: home.hero.explore, exact: true })).toHaveAttribute("href", paths.about);
    await expect(page.getByRole("link", { name: home.hero.apply, exact: true })).toHaveAttribute("href", paths.contact);
    await page.getByRole("link", { name: home.bookAppointment, exact: true }).click();
    await expect(page).toHaveURL(paths.bookAppointment);
    await expect(page.getByRole("heading", { name: forms.appointmentPage.formTitle, level: 2 })).toBeVisible();
  });

  test("a specialization tile leads to its speciality's page", async ({ page }) => {
    const dental = departments.find(({ slug }) => slug === "dental")!;
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("region", { name: home.specializations.heading }).getByRole("link").filter({ hasText: dental.name }).click();
    await expect(page).toHaveURL(`/speciality/${dental.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTENT.en.specialities[dental.slug].title);
  });

  test("counters show 0 until half in view, then count up to their figures once", async ({ page }) => {
    // A short viewport keeps the strip out of view at first.
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    await waitForHydration(page);
    const values = page.getByTestId("counter-value");
    await expect(values).toHaveText(counterDigits(0));
    // Screen readers get the real figures all along.
    for (const item of HOME_COUNTERS) {
      await expect(page.getByText(`${item.count}${item.suffix} ${item.label}`)).toBeAttached();
    }
    await page.getByRole("region", { name: home.counters.heading }).scrollIntoViewIfNeeded();
    await expect(values).toHaveText(counterDigits(), { timeout: 5000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("region", { name: home.counters.heading }).scrollIntoViewIfNeeded();
    await expect(values).toHaveText(counterDigits());
  });

  test("tie-ups: three logos and the TPA panel toggled by More Details / Hide Details", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { tieUps: words } = home;
    const tieUps = page.getByRole("region", { name: words.heading });
    await expect(tieUps.getByRole("img")).toHaveCount(0); // logos are decorative: their names are printed beside them
    await expect(tieUps.locator("img")).toHaveCount(words.items.length);
    const toggle = tieUps.getByRole("button", { name: words.moreDetails });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelHeading = tieUps.getByRole("heading", { name: words.panelTitle });
    await expect(panelHeading).toBeHidden();
    await toggle.click();
    await expect(panelHeading).toBeVisible();
    await expect(tieUps.locator("#tpa-panel li")).toHaveCount(known(SEED_CONTENT.cashless.tpas).length);
    const hide = tieUps.getByRole("button", { name: words.hideDetails });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await hide.click();
    await expect(panelHeading).toBeHidden();
    await expect(tieUps.getByRole("button", { name: words.moreDetails })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("contact block, links, See More and the legal line", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const { footer: words, social } = site;
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: `${words.phoneLabel}: ` })).toHaveAttribute("href", /^tel:/);
    await expect(footer.getByRole("link", { name: `${words.emailLabel}: ` })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: ADDRESS_TAIL })).toHaveAttribute("href", /maps/);
    for (const network of [social.facebook, social.youtube, social.instagram]) {
      await expect(footer.getByRole("link", { name: network })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: social.linkedin })).toHaveCount(0);
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: footerLabel(site, paths.terms) })).toHaveAttribute("href", paths.terms);
    await expect(footer.getByText(footerLabel(site, paths.privacy), { exact: true })).toBeVisible();

    const specialities = footer.getByRole("list", { name: words.specialitiesHeading }).getByRole("link");
    await expect(specialities).toHaveCount(6); // the spec fixes six before See More
    await footer.getByRole("button", { name: words.seeMore }).click();
    await expect(specialities).toHaveCount(departments.length);
    const last = departments.at(-1)!;
    await expect(footer.getByRole("link", { name: last.name, exact: true })).toHaveAttribute("href", paths.speciality(last.slug));
    await expect(footer.getByRole("button", { name: words.seeMore })).toHaveCount(0);

    const patients = footer.getByRole("list", { name: words.patientsHeading }).getByRole("link");
    await expect(patients).toHaveCount(words.patientLinks.length);
    const gallery = words.patientLinks.find(({ path }) => path === paths.gallery)!;
    await footer.getByRole("link", { name: gallery.label, exact: true }).click();
    await expect(page).toHaveURL(paths.gallery);
  });
});
