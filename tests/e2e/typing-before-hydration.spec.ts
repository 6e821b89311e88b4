/**
 * A visitor on a slow phone starts typing as soon as a field shows, long before the page's scripts have
 * run. Nothing they typed may be lost when the scripts take over, and the form must then behave as if
 * they had typed it afterwards: the button rules apply to those values and a press sends them. The
 * page's scripts are held until every field is filled (holdScripts), so the typing happens before
 * hydration on any machine, at any speed.
 */
import type { Page } from "@playwright/test";
import { CONTENT } from "#app/content/words/all-locales";
import { expect, holdScripts, test, waitForHydration } from "./fixtures";
import { recordAlerts, unique } from "./form-helpers";

type Entry = { label: string; typed: string } | { label: string; choose: string };

/**
 * Opens `path` and fills the fields in order, each from the moment it shows, key by key, without waiting
 * for the page's scripts. Returns once every field is filled.
 */
async function fillAsSoonAsShown(page: Page, path: string, entries: Entry[]) {
  await page.goto(path, { waitUntil: "commit" });
  for (const entry of entries) {
    const field = page.getByLabel(entry.label, { exact: true });
    await field.waitFor({ state: "visible" });
    if ("choose" in entry) await field.selectOption(entry.choose);
    else await field.pressSequentially(entry.typed);
  }
}

/** Fills the fields as above while the page's scripts are held, then lets them run and waits until the page has hydrated. */
async function fillBeforeHydration(page: Page, path: string, entries: Entry[]) {
  const scripts = await holdScripts(page);
  await fillAsSoonAsShown(page, path, entries);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  scripts.release();
  await waitForHydration(page);
}

async function expectEveryCharacterKept(page: Page, entries: Entry[]) {
  for (const entry of entries) {
    await expect(page.getByLabel(entry.label, { exact: true })).toHaveValue("choose" in entry ? entry.choose : entry.typed);
  }
}

for (const locale of ["en", "hi"] as const) {
  const { contactForm, appointmentForm, alerts: alertTexts } = CONTENT[locale].forms;
  const prefix = locale === "en" ? "" : "/hi";
  // What a visitor writes in their own words, in their own script.
  const message = locale === "en" ? "Is the OPD open on Sunday?" : "क्या रविवार को ओपीडी खुली रहती है?";
  const query = locale === "en" ? "Knee pain for two years." : "दो साल से घुटने में दर्द है।";

  test.describe(`typing from the first paint on a slow phone (${locale})`, () => {
    test(`the contact form keeps every character and sends (${prefix}/contact)`, async ({ page }) => {
      const alerts = recordAlerts(page);
      const lastName = `Sharma${unique()}`;
      const entries: Entry[] = [
        { label: contactForm.firstName, typed: "Ravi" },
        { label: contactForm.lastName, typed: lastName },
        { label: contactForm.email, typed: "ravi.sharma@example.in" },
        { label: contactForm.phone, typed: "9829012345" },
        { label: contactForm.message, typed: message },
      ];
      await fillBeforeHydration(page, `${prefix}/contact`, entries);
      await expectEveryCharacterKept(page, entries);

      // Pressed once the scripts have run: before that, the button posts the plain form (tested below).
      const request = page.waitForRequest((req) => req.url().includes("/api/contact-email") && req.method() === "POST");
      await page.getByRole("button", { name: contactForm.submit }).click();
      expect((await request).postDataJSON()).toEqual({
        firstName: "Ravi",
        lastName,
        email: "ravi.sharma@example.in",
        phone: "9829012345",
        message,
      });
      await expect.poll(() => alerts).toEqual([alertTexts.contactSuccess]);
    });

    test(`the appointment form keeps every character and choice and books (${prefix}/bookappointment)`, async ({ page }) => {
      const alerts = recordAlerts(page);
      const name = `Kamla Devi ${unique()}`;
      const entries: Entry[] = [
        { label: appointmentForm.name, typed: name },
        { label: appointmentForm.email, typed: "kamla.devi@example.in" },
        { label: appointmentForm.phoneNumber, typed: "9829012345" },
        { label: appointmentForm.speciality, choose: "Orthopaedics" },
        { label: appointmentForm.query, typed: query },
      ];
      await fillBeforeHydration(page, `${prefix}/bookappointment`, entries);
      await expectEveryCharacterKept(page, entries);

      const request = page.waitForRequest((req) => req.url().includes("/api/appointment-email") && req.method() === "POST");
      await page.getByRole("button", { name: appointmentForm.submit }).click();
      expect((await request).postDataJSON()).toEqual({
        name,
        email: "kamla.devi@example.in",
        phoneNumber: "9829012345",
        speciality: "Orthopaedics",
        query,
        code: "pdpl",
      });
      await expect.poll(() => alerts).toEqual([alertTexts.appointmentSuccess]);
    });

    test(`a press before the scripts run posts the plain form and shows the server's answer (${prefix}/bookappointment)`, async ({
      browser,
    }) => {
      // Scripts turned off stand for scripts that have not run yet: the page is the same HTML.
      const context = await browser.newContext({ javaScriptEnabled: false, isMobile: true, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const entries: Entry[] = [
        { label: appointmentForm.name, typed: `Ramesh ${unique()}` },
        { label: appointmentForm.email, typed: "ramesh@example.in" },
        { label: appointmentForm.phoneNumber, typed: "9829012345" },
        { label: appointmentForm.speciality, choose: "Hernia" },
        { label: appointmentForm.query, typed: "Sent early." },
      ];
      await fillAsSoonAsShown(page, `${prefix}/bookappointment`, entries);
      await page.getByRole("button", { name: appointmentForm.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(alertTexts.appointmentSuccess);
      await context.close();
    });
  });
}
