import { CONTENT } from "#app/content/all-locales";
import { appointmentMessages } from "#app/content/hi/form-messages";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";
import { decodedMail, mailContaining, recordAlerts, unique } from "./form-helpers";

const { contactForm, appointmentForm, alerts: hindiAlerts } = CONTENT.hi.forms;

// The contact form's whole path in Hindi is forms.spec.ts's, in each language.
test.describe("the contact form in Hindi", () => {
  test.describe(() => {
    test.use({ expectedConsoleErrors: [/status of 503|Contact message refused with status 503/] });
    test("shows the Hindi busy label and the Hindi failure alert, keeping the values", async ({ page }) => {
      const alerts = recordAlerts(page);
      const held = await holdRequests(page, "**/api/contact-email?lang=hi", {
        status: 503,
        contentType: "application/json",
        body: '{"error":"unavailable"}',
      });
      await page.goto("/hi/contact");
      await waitForHydration(page);
      await page.getByLabel(contactForm.firstName).fill("Meena");
      await page.getByLabel(contactForm.lastName).fill("Kumari");
      await page.getByLabel(contactForm.email).fill("meena@example.in");
      await page.getByLabel(contactForm.phone).fill("98290 12345");
      await page.getByRole("textbox", { name: contactForm.message }).fill("कृपया मुझे वापस कॉल करें।");
      await page.getByRole("button", { name: contactForm.submit }).click();
      await expect(page.getByRole("button", { name: contactForm.submitting })).toBeDisabled();
      await held.arrived;
      held.release();
      await expect.poll(() => alerts).toEqual([hindiAlerts.contactFailure]);
      await expect(page.getByLabel(contactForm.firstName)).toHaveValue("Meena");
    });
  });
});

test.describe("the appointment form in Hindi", () => {
  test("shows Hindi labels, options and messages, sends the English speciality value and code, and alerts in Hindi", async ({ page }) => {
    const alerts = recordAlerts(page);
    await page.goto("/hi/bookappointment");
    await waitForHydration(page);
    const book = page.getByRole("button", { name: appointmentForm.submit });
    await expect(book).toBeDisabled();

    const name = `Kamla Devi ${unique()}`;
    await page.getByLabel(appointmentForm.name, { exact: true }).fill("x");
    await page.getByLabel(appointmentForm.name, { exact: true }).fill("");
    await page.getByLabel(appointmentForm.name, { exact: true }).blur();
    await expect(page.getByText(appointmentMessages.nameRequired)).toBeVisible();
    await page.getByLabel(appointmentForm.name, { exact: true }).fill(name);
    await page.getByLabel(appointmentForm.email).fill("kamla@example");
    await page.getByLabel(appointmentForm.email).blur();
    await expect(page.getByText(appointmentMessages.emailInvalid)).toBeVisible();
    await page.getByLabel(appointmentForm.email).fill("kamla.devi@example.in");
    await page.getByLabel(appointmentForm.phoneNumber).fill("098290-12345");
    const speciality = page.getByLabel(appointmentForm.speciality, { exact: true });
    await expect(speciality.locator("option", { hasText: appointmentForm.specialityOptions.Orthopaedics })).toHaveAttribute(
      "value",
      "Orthopaedics",
    );
    await speciality.selectOption({ label: appointmentForm.specialityOptions.Orthopaedics });
    await page.getByLabel(appointmentForm.query).fill("दो साल से घुटने में दर्द है।");
    await expect(book).toBeEnabled();

    const request = page.waitForRequest((req) => req.url().endsWith("/api/appointment-email?lang=hi"));
    await book.click();
    expect((await request).postDataJSON()).toEqual({
      name,
      email: "kamla.devi@example.in",
      phoneNumber: "9829012345",
      speciality: "Orthopaedics",
      query: "दो साल से घुटने में दर्द है।",
      code: "pdpl",
    });
    await expect.poll(() => alerts).toEqual([hindiAlerts.appointmentSuccess]);
    await expect(page.getByLabel(appointmentForm.speciality, { exact: true })).toHaveValue("");

    const mail = decodedMail(await mailContaining(name));
    expect(mail).toMatch(/^Subject: Appointment request: APT-\w+\r?$/m);
    expect(mail).toMatch(/Language:\s+Hindi \(हिन्दी\)/);
  });

  test("shows the Hindi busy label and failure alert", async ({ page }) => {
    const alerts = recordAlerts(page);
    const held = await holdRequests(page, "**/api/appointment-email?lang=hi", { status: 201, body: "" });
    await page.goto("/hi/bookappointment");
    await waitForHydration(page);
    await page.getByLabel(appointmentForm.name, { exact: true }).fill("Imran Khan");
    await page.getByLabel(appointmentForm.email).fill("imran@example.in");
    await page.getByLabel(appointmentForm.phoneNumber).fill("9829012345");
    await page.getByLabel(appointmentForm.speciality, { exact: true }).selectOption("Urology");
    await page.getByLabel(appointmentForm.query).fill("पथरी की जाँच।");
    await page.getByRole("button", { name: appointmentForm.submit }).click();
    await expect(page.getByRole("button", { name: appointmentForm.submitting })).toBeDisabled();
    await held.arrived;
    held.release();
    await expect.poll(() => alerts).toEqual([hindiAlerts.appointmentFailure]);
    await expect(page.getByLabel(appointmentForm.speciality, { exact: true })).toHaveValue("Urology");
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/Failed to fetch|TypeError|net::ERR_FAILED/] });
    test("a request that never arrives gets the Hindi error alert", async ({ page }) => {
      const alerts = recordAlerts(page);
      await page.route("**/api/appointment-email?lang=hi", (route) => route.abort("failed"));
      await page.goto("/hi/bookappointment");
      await waitForHydration(page);
      await page.getByLabel(appointmentForm.name, { exact: true }).fill("Gurpreet Singh");
      await page.getByLabel(appointmentForm.email).fill("gurpreet@example.in");
      await page.getByLabel(appointmentForm.phoneNumber).fill("9829012345");
      await page.getByLabel(appointmentForm.speciality, { exact: true }).selectOption("Fracture");
      await page.getByLabel(appointmentForm.query).fill("कलाई के फ़्रैक्चर की जाँच।");
      await page.getByRole("button", { name: appointmentForm.submit }).click();
      await expect.poll(() => alerts).toEqual([hindiAlerts.appointmentError]);
    });
  });
});

test.describe("the Hindi forms without JavaScript", () => {
  test("post with ?lang=hi and answer with Hindi pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto("/hi/bookappointment");
    await expect(page.locator("form")).toHaveAttribute("action", "/api/appointment-email?lang=hi");
    await page.getByLabel(appointmentForm.email).fill("not-an-email");
    await page.getByRole("button", { name: appointmentForm.submit }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByText(appointmentMessages.nameRequired)).toBeVisible();
    await expect(page.getByText(appointmentMessages.emailInvalid)).toBeVisible();

    await page.goto("/hi/contact");
    const lastName = `NoScript${unique()}`;
    await page.getByLabel(contactForm.firstName).fill("Asha");
    await page.getByLabel(contactForm.lastName).fill(lastName);
    await page.getByLabel(contactForm.email).fill("asha@example.in");
    await page.getByLabel(contactForm.phone).fill("+91 98290 12345");
    await page.getByRole("textbox", { name: contactForm.message }).fill("बिना स्क्रिप्ट के भेजा गया।");
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiAlerts.contactSuccess);
    await expect(page.getByRole("link", { name: "होम पेज" })).toHaveAttribute("href", "/hi");
    expect(decodedMail(await mailContaining(lastName))).toMatch(/Language:\s+Hindi \(हिन्दी\)/);
    await context.close();
  });
});
