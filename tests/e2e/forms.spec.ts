import { expect, holdRequests, isMobile, test, waitForHydration } from "./fixtures";
import { mailContaining, recordAlerts, storedSubmissionsCsv, unique } from "./form-helpers";

test.describe("contact form", () => {
  test("validates like the spec, sends normalised details, alerts, resets and delivers the e-mail", async ({ page }) => {
    const alerts = recordAlerts(page);
    await page.goto("/contact");
    await waitForHydration(page);
    const send = page.getByRole("button", { name: "Send Message" });
    await expect(send).toBeDisabled(); // nothing changed yet

    const firstName = page.getByLabel("First Name");
    await firstName.fill("R");
    await expect(page.getByText("Must be at least 2 characters")).toHaveCount(0); // not touched until left
    await firstName.blur();
    await expect(page.getByText("Must be at least 2 characters")).toBeVisible();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    const describedBy = await firstName.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`)).toHaveText("Must be at least 2 characters");
    await firstName.fill("");
    await expect(page.getByText("First Name is required")).toBeVisible();

    const lastName = `Sharma${unique()}`;
    await firstName.fill("Ravi");
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Last Name").fill(lastName);
    await page.getByLabel("Email").fill("ravi.sharma@");
    await page.getByLabel("Email").blur();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.getByLabel("Email").fill("ravi.sharma@example.in");
    await page.getByLabel("Phone Number").fill("12345");
    await page.getByLabel("Phone Number").blur();
    await expect(page.getByText("Phone number must be 10 digits")).toBeVisible();
    await expect(send).toBeDisabled(); // invalid
    await page.getByLabel("Phone Number").fill("+91 98290 12345");
    await page.getByRole("textbox", { name: "Message" }).focus();
    await page.getByRole("textbox", { name: "Message" }).blur();
    await expect(page.getByText("Message is required")).toBeVisible();
    await page.getByRole("textbox", { name: "Message" }).fill("Is the orthopaedic OPD open on Sunday? <b>Thanks</b>");
    await expect(send).toBeEnabled();

    const request = page.waitForRequest((req) => req.url().endsWith("/api/contact-email") && req.method() === "POST");
    await send.click();
    expect((await request).postDataJSON()).toEqual({
      firstName: "Ravi",
      lastName,
      email: "ravi.sharma@example.in",
      phone: "9829012345",
      message: "Is the orthopaedic OPD open on Sunday? <b>Thanks</b>",
    });
    await expect.poll(() => alerts).toEqual(["Message submitted successfully!"]);
    for (const label of ["First Name", "Last Name", "Email", "Phone Number", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(send).toBeDisabled();

    const mail = await mailContaining(lastName);
    expect(mail).toMatch(/^Subject: Contact message: MSG-\w+\r?$/m);
    expect(mail).toContain("9829012345");
    expect(mail).toMatch(/^Reply-To: .*ravi\.sharma@example\.in/m);
    expect(mail).toContain("&lt;b&gt;Thanks&lt;/b&gt;");

    const stored = storedSubmissionsCsv()
      .split("\n")
      .filter((line) => line.includes(lastName));
    expect(stored, "one stored row").toHaveLength(1);
    expect(stored[0]).toContain("9829012345");
    expect(stored[0]).toContain("ravi.sharma@example.in");
  });

  test.describe(() => {
    // Spec section 8: a failed contact message is logged to the console as well as alerted.
    test.use({ expectedConsoleErrors: [/status of 503|Contact message refused with status 503/] });
    test("shows 'Sending...' while busy and keeps the values when sending fails", async ({ page }) => {
      const alerts = recordAlerts(page);
      const held = await holdRequests(page, "**/api/contact-email", { status: 503, contentType: "application/json", body: '{"ok":false}' });
      await page.goto("/contact");
      await waitForHydration(page);
      await page.getByLabel("First Name").fill("Meena");
      await page.getByLabel("Last Name").fill("Kumari");
      await page.getByLabel("Email").fill("meena@example.in");
      await page.getByLabel("Phone Number").fill("98290 12345");
      await page.getByRole("textbox", { name: "Message" }).fill("Please call me back.");
      await page.getByRole("button", { name: "Send Message" }).click();
      const busy = page.getByRole("button", { name: "Sending..." });
      await expect(busy).toBeDisabled();
      await held.arrived;
      held.release();
      await expect.poll(() => alerts).toEqual(["Failed to send message. Please try again."]);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      await expect(page.getByLabel("First Name")).toHaveValue("Meena");
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Please call me back.");
    });
  });
});

test.describe("appointment form", () => {
  test("Book Now waits for every field, then books, alerts, resets and delivers the e-mail", async ({ page }) => {
    const alerts = recordAlerts(page);
    await page.goto("/bookappointment");
    await waitForHydration(page);
    const book = page.getByRole("button", { name: "Book Now" });
    await expect(book).toBeDisabled();
    await expect(book).toHaveCSS("cursor", "not-allowed");

    const name = `Kamla Devi ${unique()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email").fill("kamla@example");
    await page.getByLabel("Email").blur();
    await expect(page.getByText("Invalid email format")).toBeVisible();
    await page.getByLabel("Email").fill("kamla.devi@example.in");
    await page.getByLabel("Phone Number").fill("098290-12345");
    await page.getByLabel("Speciality").selectOption("Orthopaedics");
    await expect(book).toBeDisabled(); // query still empty
    await page.getByLabel("Query").fill("Knee pain for two years, need a second opinion.");
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
    await expect.poll(() => alerts).toEqual(["Form Submitted, Team will contact you soon."]);
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Speciality")).toHaveValue("");
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

  test("clearing a field shows its message, and 'Submitting...' shows while busy", async ({ page }) => {
    const alerts = recordAlerts(page);
    const held = await holdRequests(page, "**/api/appointment-email", { status: 201, body: "" });
    await page.goto("/bookappointment");
    await waitForHydration(page);
    await page.getByLabel("Name").fill("Imran Khan");
    await page.getByLabel("Name").fill("");
    await page.getByLabel("Name").blur();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByLabel("Name").fill("Imran Khan");
    await page.getByLabel("Email").fill("imran@example.in");
    await page.getByLabel("Phone Number").fill("9829012345");
    await page.getByLabel("Speciality").selectOption("Urology");
    await page.getByLabel("Query").fill("Kidney stone follow-up.");
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await held.arrived;
    held.release();
    // Only a 200 counts: a 201 is a failure for this form.
    await expect.poll(() => alerts).toEqual(["Failed to book the appointment. Please try again."]);
    await expect(page.getByLabel("Name")).toHaveValue("Imran Khan");
    await expect(page.getByLabel("Speciality")).toHaveValue("Urology");
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/Failed to fetch|TypeError|net::ERR_FAILED/] });
    test("a request that never arrives gets 'An error occurred' and keeps the values", async ({ page }) => {
      const alerts = recordAlerts(page);
      await page.route("**/api/appointment-email", (route) => route.abort("failed"));
      await page.goto("/bookappointment");
      await waitForHydration(page);
      await page.getByLabel("Name").fill("Gurpreet Singh");
      await page.getByLabel("Email").fill("gurpreet@example.in");
      await page.getByLabel("Phone Number").fill("9829012345");
      await page.getByLabel("Speciality").selectOption("Fracture");
      await page.getByLabel("Query").fill("Wrist fracture review.");
      await page.getByRole("button", { name: "Book Now" }).click();
      await expect.poll(() => alerts).toEqual(["An error occurred. Please try again."]);
      await expect(page.getByLabel("Query")).toHaveValue("Wrist fracture review.");
    });
  });
});

test.describe("without JavaScript", () => {
  test("both forms post as plain HTML and answer with a page that says what happened", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto("/contact");
    const lastName = `NoScript${unique()}`;
    await page.getByLabel("First Name").fill("Asha");
    await page.getByLabel("Last Name").fill(lastName);
    await page.getByLabel("Email").fill("asha@example.in");
    await page.getByLabel("Phone Number").fill("+91 98290 12345");
    await page.getByRole("textbox", { name: "Message" }).fill("Sent without scripts.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message submitted successfully!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    await mailContaining(lastName);

    await page.goto("/bookappointment");
    await page.getByLabel("Name").fill("");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Invalid email format")).toBeVisible();

    await page.goto("/bookappointment");
    const name = `Ramesh NoScript ${unique()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email").fill("ramesh@example.in");
    await page.getByLabel("Phone Number").fill("9829012345");
    await page.getByLabel("Speciality").selectOption("Hernia");
    await page.getByLabel("Query").fill("Sent without scripts.");
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Form Submitted, Team will contact you soon.")).toBeVisible();
    await mailContaining(name);
    await context.close();
  });
});

test("reached by a link inside the site, both form pages show their words and send", async ({ page }) => {
  test.skip(isMobile(page), "the desktop navigation bar");
  const alerts = recordAlerts(page);
  await page.goto("/about");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Book Appointment" }).click();
  await expect(page).toHaveURL("/bookappointment");
  await expect(page).toHaveTitle(/^Book an Appointment/);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByLabel("Speciality").locator("option")).toHaveCount(18);

  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page).toHaveTitle(/^Contact Us/);
  await page.getByLabel("First Name").fill("Anil");
  await page.getByLabel("Last Name").fill(`Client${unique()}`);
  await page.getByLabel("Email").fill("anil@example.in");
  await page.getByLabel("Phone Number").fill("9829012345");
  await page.getByRole("textbox", { name: "Message" }).fill("Reached by a link.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => alerts).toEqual(["Message submitted successfully!"]);
});

test("the privacy policy is linked above each submit button and from the footer", async ({ page }) => {
  for (const path of ["/contact", "/bookappointment"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
});
