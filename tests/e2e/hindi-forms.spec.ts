import { CONTENT } from "#app/content/words/all-locales";
import { appointmentMessages } from "#app/content/words/hi/form-messages";
import { expect, test, waitForHydration } from "./fixtures";
import { decodedMail, mailContaining, recordAlerts, unique } from "./form-helpers";

const { contactForm, appointmentForm, alerts: hindiAlerts } = CONTENT.hi.forms;

// The contact form in Hindi, and the appointment form's failures, are forms.spec.ts's, run in each language.
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
    await expect(page.getByRole("link", { name: CONTENT.hi.serverAnswers.resultPages.home })).toHaveAttribute("href", "/hi");
    expect(decodedMail(await mailContaining(lastName))).toMatch(/Language:\s+Hindi \(हिन्दी\)/);
    await context.close();
  });
});
