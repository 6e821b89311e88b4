import { CONTENT } from "#app/content/all-locales";
import { hospital } from "#app/content/hospital";
import { known } from "#app/content/hospital-fact";
import { hospitalFacts } from "#app/content/hospital-facts";
import { SEED_CONTENT } from "#app/content/seed-content";
import { expect, test, waitForHydration } from "./fixtures";

/** The counters as the built home page shows them: their words, with the seed's figures. */
const counters = () => CONTENT.en.home.counters.items.map((item) => ({ ...item, count: known(SEED_CONTENT.figures[item.figure]) }));

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

  test("services, specialization tiles and the pharmacy order link", async ({ page }) => {
    await page.goto("/");
    const services = page.getByRole("region", { name: "Our Services" });
    await expect(services.getByRole("listitem")).toHaveCount(6);
    for (const title of ["Deluxe Rooms", "24/7 Emergency", "NICU", "Digital X-Ray", "ICU", "Modular OT"]) {
      await expect(services.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    const tiles = page.getByRole("region", { name: "Our Specializations" }).getByRole("link");
    await expect(tiles).toHaveCount(11);
    await expect(page.getByRole("region", { name: "About Us" }).getByRole("link", { name: "Read More" })).toHaveAttribute("href", "/about");
    await expect(page.getByRole("link", { name: "Place Your Order" })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(page.getByText("Order by phone from 9 AM to 9 PM, on all days.")).toBeVisible();

    await waitForHydration(page);
    await tiles.filter({ hasText: "Dental" }).click();
    await expect(page).toHaveURL("/speciality/dental");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dental");
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

  test("a certificate the hospital has not supplied is called a sample wherever it is linked, in both languages", async ({ page }) => {
    const isSample = hospitalFacts.certificatePdf.state !== "supplied";
    for (const [prefix, words] of [
      ["", CONTENT.en.home.accreditation],
      ["/hi", CONTENT.hi.home.accreditation],
    ] as const) {
      await page.goto(`${prefix}/`);
      const links = page.getByRole("region", { name: words.heading }).getByRole("link");
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("href", hospital.certificatePdf);
        const expected = isSample ? words.sampleCertificateLink : words.certificateLink;
        await expect(link).toHaveAccessibleName(new RegExp(`${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      }
    }
  });

  test("the doctor block previews doctors and links to Find Doctor", async ({ page }) => {
    await page.goto("/");
    const block = page.getByRole("region", { name: CONTENT.en.home.doctors.heading });
    await expect(block.getByRole("article")).not.toHaveCount(0);
    await expect(block.getByRole("link", { name: CONTENT.en.home.doctors.viewAll })).toHaveAttribute("href", "/find");
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

  test("the contact page also shows LinkedIn", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("main").getByRole("link", { name: "LinkedIn" })).toBeVisible();
  });
});
