import { CONTENT } from "#app/content/words/all-locales";
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import type { Page } from "@playwright/test";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";
import { decodedMail, mailContaining, recordAlerts, storedSubmissionsCsv, unique } from "./form-helpers";
import { paths } from "#common/paths";
import { footerLabel, titleIn } from "./pages";

/**
 * The contact and appointment forms in English, as a family sends them: from a phone, in the phone's
 * project alone (playwright.config.ts), since their validation and sending do not change with the
 * width. The expected words are the content's (the spec's messages and alerts among them).
 */
const { contactForm, appointmentForm, alerts: alertWords } = CONTENT.en.forms;
const { appointmentMessages } = CONTENT.en;

/**
 * The contact form's whole path in each language: the spec's validation, as the form's own language
 * words it; the English payload (in Hindi with ?lang=hi); the alert; the reset; the hospital's e-mail and
 * the stored row.
 */
const CONTACT_IN_EACH_LANGUAGE = [
  {
    locale: "en",
    path: "/contact",
    endpoint: "/api/contact-email",
    lastName: "Sharma",
    email: "ravi.sharma",
    message: "Is the orthopaedic OPD open on Sunday? <b>Thanks</b>",
  },
  {
    locale: "hi",
    path: "/hi/contact",
    endpoint: "/api/contact-email?lang=hi",
    lastName: "Verma",
    email: "ravi.verma",
    message: "क्या रविवार को हड्डी रोग की ओपीडी खुली रहती है? <b>धन्यवाद</b>",
  },
] as const;

test.describe("contact form", () => {
  for (const { locale, path, endpoint, lastName: surname, email, message } of CONTACT_IN_EACH_LANGUAGE) {
    test(`validates like the spec, sends normalised details, alerts, resets and delivers the e-mail (${locale})`, async ({ page }) => {
      const { contactForm: form, alerts: alertsIn } = CONTENT[locale].forms;
      const { contactMessages: messages } = CONTENT[locale];
      const alerts = recordAlerts(page);
      await page.goto(path);
      await waitForHydration(page);
      const send = page.getByRole("button", { name: form.submit });
      await expect(send).toBeDisabled(); // nothing changed yet

      const firstName = page.getByLabel(form.firstName);
      await firstName.fill("R");
      await expect(page.getByText(messages.minLength)).toHaveCount(0); // not touched until left
      await firstName.blur();
      await expect(page.getByText(messages.minLength)).toBeVisible();
      await expect(firstName).toHaveAttribute("aria-invalid", "true");
      const describedBy = await firstName.getAttribute("aria-describedby");
      await expect(page.locator(`#${describedBy}`)).toHaveText(messages.minLength);
      await firstName.fill("");
      await expect(page.getByText(messages.firstNameRequired)).toBeVisible();

      const lastName = `${surname}${unique()}`;
      await firstName.fill("Ravi");
      await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
      await page.getByLabel(form.lastName).fill(lastName);
      await page.getByLabel(form.email).fill(`${email}@`);
      await page.getByLabel(form.email).blur();
      await expect(page.getByText(messages.emailInvalid)).toBeVisible();
      await page.getByLabel(form.email).fill(`${email}@example.in`);
      await page.getByLabel(form.phone).fill("12345");
      await page.getByLabel(form.phone).blur();
      await expect(page.getByText(messages.phoneDigits)).toBeVisible();
      await expect(send).toBeDisabled(); // invalid
      await page.getByLabel(form.phone).fill("+91 98290 12345");
      const messageBox = page.getByRole("textbox", { name: form.message });
      await messageBox.focus();
      await messageBox.blur();
      await expect(page.getByText(messages.messageRequired)).toBeVisible();
      await messageBox.fill(message);
      await expect(send).toBeEnabled();

      const request = page.waitForRequest((req) => req.url().endsWith(endpoint) && req.method() === "POST");
      await send.click();
      expect((await request).postDataJSON()).toEqual({
        firstName: "Ravi",
        lastName,
        email: `${email}@example.in`,
        phone: "9829012345",
        message,
      });
      await expect.poll(() => alerts).toEqual([alertsIn.contactSuccess]);
      for (const label of [form.firstName, form.lastName, form.email, form.phone, form.message]) {
        await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
      }
      await expect(send).toBeDisabled();

      // The hospital's e-mail is in English whatever the form's language, naming the language it came in.
      const mail = decodedMail(await mailContaining(lastName));
      expect(mail).toMatch(/^Subject: Contact message: MSG-\w+\r?$/m);
      expect(mail).toContain("9829012345");
      expect(mail).toMatch(new RegExp(`^Reply-To: .*${email.replace(".", "\\.")}@example\\.in`, "m"));
      expect(mail).toContain(message.replace("<b>", "&lt;b&gt;").replace("</b>", "&lt;/b&gt;"));
      if (locale === "hi") expect(mail).toMatch(/Language:\s+Hindi \(हिन्दी\)/);

      const stored = storedSubmissionsCsv()
        .split("\n")
        .filter((line) => line.includes(lastName));
      expect(stored, "one stored row").toHaveLength(1);
      expect(stored[0]).toContain("9829012345");
      expect(stored[0]).toContain(`${email}@example.in`);
      expect(stored[0]).toMatch(new RegExp(`(^|,)"?${locale}"?(,|$)`));
    });
  }

  for (const { locale, path, endpoint } of CONTACT_IN_EACH_LANGUAGE) {
    const { contactForm: form, alerts: alertsIn } = CONTENT[locale].forms;
    const message = locale === "en" ? "Please call me back." : "कृपया मुझे वापस कॉल करें।";
    test.describe(() => {
      // Spec section 8: a failed contact message is logged to the console as well as alerted.
      test.use({ expectedConsoleErrors: [/status of 503|Contact message refused with status 503/] });
      test(`shows its busy label while sending and keeps the values when sending fails (${locale})`, async ({ page }) => {
        const alerts = recordAlerts(page);
        const held = await holdRequests(page, `**${endpoint}`, {
          status: 503,
          contentType: "application/json",
          body: '{"error":"unavailable"}',
        });
        await page.goto(path);
        await waitForHydration(page);
        await page.getByLabel(form.firstName).fill("Meena");
        await page.getByLabel(form.lastName).fill("Kumari");
        await page.getByLabel(form.email).fill("meena@example.in");
        await page.getByLabel(form.phone).fill("98290 12345");
        await page.getByRole("textbox", { name: form.message }).fill(message);
        await page.getByRole("button", { name: form.submit }).click();
        await expect(page.getByRole("button", { name: form.submitting })).toBeDisabled();
        await held.arrived;
        held.release();
        await expect.poll(() => alerts).toEqual([alertsIn.contactFailure]);
        await expect(page.getByRole("button", { name: form.submit })).toBeEnabled();
        await expect(page.getByLabel(form.firstName)).toHaveValue("Meena");
        await expect(page.getByRole("textbox", { name: form.message })).toHaveValue(message);
      });
    });
  }
});

test.describe("appointment form", () => {
  test("Book Now waits for every field, then books, alerts, resets and delivers the e-mail", async ({ page }) => {
    const alerts = recordAlerts(page);
    await page.goto("/bookappointment");
    await waitForHydration(page);
    const book = page.getByRole("button", { name: appointmentForm.submit });
    await expect(book).toBeDisabled();
    await expect(book).toHaveCSS("cursor", "not-allowed");

    const name = `Kamla Devi ${unique()}`;
    await page.getByLabel(appointmentForm.name, { exact: true }).fill(name);
    await page.getByLabel(appointmentForm.email).fill("kamla@example");
    await page.getByLabel(appointmentForm.email).blur();
    await expect(page.getByText(appointmentMessages.emailInvalid)).toBeVisible();
    await page.getByLabel(appointmentForm.email).fill("kamla.devi@example.in");
    await page.getByLabel(appointmentForm.phoneNumber).fill("098290-12345");
    await page.getByLabel(appointmentForm.speciality, { exact: true }).selectOption("Orthopaedics");
    await expect(book).toBeDisabled(); // query still empty
    await page.getByLabel(appointmentForm.query).fill("Knee pain for two years, need a second opinion.");
    await expect(book).toBeEnabled();

    const request = page.waitForRequest((req) => req.url().endsWith("/api/appointment-email"));
    await book.click();
    expect((await request).postDataJSON()).toEqual({
      name,
      email: "kamla.devi@example.in",
      phoneNumber: "9829012345",
      speciality: "Orthopaedics",
      query: "Knee pain for two years, need a second opinion.",
      code: "pdpl",
    });
    await expect.poll(() => alerts).toEqual([alertWords.appointmentSuccess]);
    await expect(page.getByLabel(appointmentForm.name, { exact: true })).toHaveValue("");
    await expect(page.getByLabel(appointmentForm.speciality, { exact: true })).toHaveValue("");
    await expect(book).toBeDisabled();

    const mail = await mailContaining(name);
    expect(mail).toMatch(/^Subject: Appointment request: APT-\w+\r?$/m);
    const stored = storedSubmissionsCsv()
      .split("\n")
      .filter((line) => line.includes(name));
    expect(stored, "one stored row").toHaveLength(1);
    expect(stored[0]).toContain("Orthopaedics");
    expect(stored[0]).toContain("Knee pain for two years, need a second opinion.");
  });

  test("clearing a field shows its message", async ({ page }) => {
    await page.goto("/bookappointment");
    await waitForHydration(page);
    await page.getByLabel(appointmentForm.name, { exact: true }).fill("Imran Khan");
    await page.getByLabel(appointmentForm.name, { exact: true }).fill("");
    await page.getByLabel(appointmentForm.name, { exact: true }).blur();
    await expect(page.getByText(appointmentMessages.nameRequired)).toBeVisible();
  });

  /** A booking that fails, in each language: the busy label, the failure's alert in the form's words, the values kept. */
  const FAILING_IN_EACH_LANGUAGE = [
    { locale: "en", path: "/bookappointment", endpoint: "**/api/appointment-email", query: "Kidney stone follow-up." },
    { locale: "hi", path: "/hi/bookappointment", endpoint: "**/api/appointment-email?lang=hi", query: "पथरी की जाँच।" },
  ] as const;

  for (const { locale, path, endpoint, query } of FAILING_IN_EACH_LANGUAGE) {
    const { appointmentForm: form, alerts: alertsIn } = CONTENT[locale].forms;
    const fillIn = async (page: Page, name: string, speciality: string) => {
      await page.getByLabel(form.name, { exact: true }).fill(name);
      await page.getByLabel(form.email).fill("imran@example.in");
      await page.getByLabel(form.phoneNumber).fill("9829012345");
      await page.getByLabel(form.speciality, { exact: true }).selectOption(speciality);
      await page.getByLabel(form.query).fill(query);
      await page.getByRole("button", { name: form.submit }).click();
    };

    test(`shows its busy label while sending, and a 201 is a failure that keeps the values (${locale})`, async ({ page }) => {
      const alerts = recordAlerts(page);
      const held = await holdRequests(page, endpoint, { status: 201, body: "" });
      await page.goto(path);
      await waitForHydration(page);
      await fillIn(page, "Imran Khan", "Urology");
      await expect(page.getByRole("button", { name: form.submitting })).toBeDisabled();
      await held.arrived;
      held.release();
      // Only a 200 counts: a 201 is a failure for this form.
      await expect.poll(() => alerts).toEqual([alertsIn.appointmentFailure]);
      await expect(page.getByLabel(form.name, { exact: true })).toHaveValue("Imran Khan");
      await expect(page.getByLabel(form.speciality, { exact: true })).toHaveValue("Urology");
    });

    test.describe(() => {
      test.use({ expectedConsoleErrors: [/Failed to fetch|TypeError|net::ERR_FAILED/] });
      test(`a request that never arrives gets the error alert and keeps the values (${locale})`, async ({ page }) => {
        const alerts = recordAlerts(page);
        await page.route(endpoint, (route) => route.abort("failed"));
        await page.goto(path);
        await waitForHydration(page);
        await fillIn(page, "Gurpreet Singh", "Fracture");
        await expect.poll(() => alerts).toEqual([alertsIn.appointmentError]);
        await expect(page.getByLabel(form.query)).toHaveValue(query);
      });
    });
  }
});

test.describe("without JavaScript", () => {
  test("both forms post as plain HTML and answer with a page that says what happened", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto("/contact");
    const lastName = `NoScript${unique()}`;
    await page.getByLabel(contactForm.firstName).fill("Asha");
    await page.getByLabel(contactForm.lastName).fill(lastName);
    await page.getByLabel(contactForm.email).fill("asha@example.in");
    await page.getByLabel(contactForm.phone).fill("+91 98290 12345");
    await page.getByRole("textbox", { name: contactForm.message }).fill("Sent without scripts.");
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(page.getByText(alertWords.contactSuccess)).toBeVisible();
    await expect(page.getByRole("link", { name: CONTENT.en.serverAnswers.resultPages.home })).toHaveAttribute("href", "/");
    await mailContaining(lastName);

    await page.goto("/bookappointment");
    await page.getByLabel(appointmentForm.name, { exact: true }).fill("");
    await page.getByLabel(appointmentForm.email).fill("not-an-email");
    await page.getByRole("button", { name: appointmentForm.submit }).click();
    await expect(page.getByText(appointmentMessages.nameRequired)).toBeVisible();
    await expect(page.getByText(appointmentMessages.emailInvalid)).toBeVisible();

    await page.goto("/bookappointment");
    const name = `Ramesh NoScript ${unique()}`;
    await page.getByLabel(appointmentForm.name, { exact: true }).fill(name);
    await page.getByLabel(appointmentForm.email).fill("ramesh@example.in");
    await page.getByLabel(appointmentForm.phoneNumber).fill("9829012345");
    await page.getByLabel(appointmentForm.speciality, { exact: true }).selectOption("Hernia");
    await page.getByLabel(appointmentForm.query).fill("Sent without scripts.");
    await page.getByRole("button", { name: appointmentForm.submit }).click();
    await expect(page.getByText(alertWords.appointmentSuccess)).toBeVisible();
    await mailContaining(name);
    await context.close();
  });
});

test("reached from the phone's menu, both form pages show their words and send", async ({ page }) => {
  const { nav } = CONTENT.en.site;
  const { appointmentPage, contactPage } = CONTENT.en.forms;
  const alerts = recordAlerts(page);
  await page.goto("/about");
  await waitForHydration(page);
  const openMenu = page.getByRole("button", { name: nav.openMenu });
  const menu = page.locator("#mobile-menu");
  await openMenu.tap();
  await menu.getByRole("link", { name: nav.bookAppointment }).tap();
  await expect(page).toHaveURL("/bookappointment");
  await expect(page).toHaveTitle(titleIn("en", appointmentPage.meta.title));
  await expect(page.getByRole("heading", { name: appointmentPage.whatHappensNext.heading })).toBeVisible();
  // The placeholder, then every speciality the form takes.
  await expect(page.getByLabel(appointmentForm.speciality, { exact: true }).locator("option")).toHaveCount(
    APPOINTMENT_SPECIALITIES.length + 1,
  );

  await openMenu.tap();
  await menu.getByRole("link", { name: nav.contact }).tap();
  await expect(page).toHaveURL("/contact");
  await expect(page).toHaveTitle(titleIn("en", contactPage.meta.title));
  await page.getByLabel(contactForm.firstName).fill("Anil");
  await page.getByLabel(contactForm.lastName).fill(`Client${unique()}`);
  await page.getByLabel(contactForm.email).fill("anil@example.in");
  await page.getByLabel(contactForm.phone).fill("9829012345");
  await page.getByRole("textbox", { name: contactForm.message }).fill("Reached by a link.");
  await page.getByRole("button", { name: contactForm.submit }).click();
  await expect.poll(() => alerts).toEqual([alertWords.contactSuccess]);
});

// Each form's own link to the privacy policy, and the policy's sections, are read from the built pages
// (tests/build/patient-pages-html.test.ts).
test("the footer's link leads to the privacy policy", async ({ page }) => {
  const { privacy, site } = CONTENT.en;
  await page.goto("/contact");
  await waitForHydration(page);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: footerLabel(site, paths.privacy) })
    .click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading);
});
