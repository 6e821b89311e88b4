import { CONTENT } from "#app/content/all-locales";
import { known } from "#app/content/hospital-fact";
import { SEED_CONTENT } from "#app/content/seed-content";
import { expect, test, waitForHydration } from "./fixtures";

/** The counters as the built home page shows them: their words, with the seed's figures. */
const counters = () => CONTENT.en.home.counters.items.map((item) => ({ ...item, count: known(SEED_CONTENT.figures[item.figure]) }));

// What the home page holds before any script runs (its sections, services, specialization tiles, the
// pharmacy's order link and hours, the certificate's links, the doctor block), in both languages, and the
// contact page's LinkedIn link are read from the build: tests/build/pages-html.test.ts.
test.describe("home page", () => {
  test("hero buttons lead to About and Contact, and Book An Appointment to the form", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Explore", exact: true })).toHaveAttribute("href", "/about");
    await expect(page.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute("href", "/contact");
    await page.getByRole("link", { name: "Book An Appointment", exact: true }).click();
    await expect(page).toHaveURL("/bookappointment");
    await expect(page.getByRole("heading", { name: "Book Appointment", level: 2 })).toBeVisible();
  });

  test("a specialization tile leads to its speciality's page", async ({ page }) => {
    const dental = CONTENT.en.departments.find(({ slug }) => slug === "dental")!;
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: CONTENT.en.home.specializations.heading })
      .getByRole("link")
      .filter({ hasText: dental.name })
      .click();
    await expect(page).toHaveURL(`/speciality/${dental.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTENT.en.specialities[dental.slug].title);
  });

  test("counters show 0 until half in view, then count up to their figures once", async ({ page }) => {
    // A short viewport keeps the strip out of view at first.
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    await waitForHydration(page);
    const values = page.getByTestId("counter-value");
    await expect(values).toHaveText(["0+", "0+", "0+"]);
    // Screen readers get the real figures all along.
    for (const item of counters()) {
      await expect(page.getByText(`${item.count}+ ${item.label}`)).toBeAttached();
    }
    await page.getByRole("region", { name: CONTENT.en.home.counters.heading }).scrollIntoViewIfNeeded();
    await expect(values).toHaveText(["20+", "100+", "500+"], { timeout: 5000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("region", { name: CONTENT.en.home.counters.heading }).scrollIntoViewIfNeeded();
    await expect(values).toHaveText(["20+", "100+", "500+"]);
  });

  test("tie-ups: three logos and the TPA panel toggled by More Details / Hide Details", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const tieUps = page.getByRole("region", { name: "Our Tie-ups" });
    await expect(tieUps.getByRole("img")).toHaveCount(0); // logos are decorative: their names are printed beside them
    await expect(tieUps.locator("img")).toHaveCount(3);
    const toggle = tieUps.getByRole("button", { name: "More Details" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(tieUps.getByRole("heading", { name: "TPA Empanelment Status" })).toBeHidden();
    await toggle.click();
    const panelHeading = tieUps.getByRole("heading", { name: "TPA Empanelment Status" });
    await expect(panelHeading).toBeVisible();
    await expect(tieUps.locator("#tpa-panel li")).toHaveCount(11);
    const hide = tieUps.getByRole("button", { name: "Hide Details" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await hide.click();
    await expect(panelHeading).toBeHidden();
    await expect(tieUps.getByRole("button", { name: "More Details" })).toBeVisible();
  });

  test("the accreditation certificate opens the PDF in a new tab", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    const certificate = page.getByRole("link", { name: /NABH accreditation certificate/ });
    await expect(certificate).toHaveAttribute("target", "_blank");
    await expect(page.getByText(/over 500 objective elements/)).toBeVisible();
    const [popup] = await Promise.all([context.waitForEvent("page"), certificate.click()]);
    await popup.waitForURL(/\/documents\/nabh-certificate-sample\.pdf$/);
    await popup.close();
  });
});

test.describe("footer", () => {
  test("contact block, links, See More and the legal line", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /^Phone: / })).toHaveAttribute("href", /^tel:/);
    await expect(footer.getByRole("link", { name: /^E-mail: / })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /Jaipur, Rajasthan 302029/ })).toHaveAttribute("href", /maps/);
    for (const network of ["Facebook", "YouTube", "Instagram"]) {
      await expect(footer.getByRole("link", { name: network })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveCount(0);
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByText("Privacy Policy", { exact: true })).toBeVisible();

    const specialities = footer.getByRole("list", { name: "Specialities" }).getByRole("link");
    await expect(specialities).toHaveCount(6);
    await footer.getByRole("button", { name: "See More" }).click();
    await expect(specialities).toHaveCount(11);
    await expect(footer.getByRole("link", { name: "General Medicine" })).toHaveAttribute("href", "/speciality/generalmedicine");
    await expect(footer.getByRole("button", { name: "See More" })).toHaveCount(0);

    const patients = footer.getByRole("list", { name: "For Patients" }).getByRole("link");
    await expect(patients).toHaveCount(6);
    await footer.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/gallery");
  });
});
