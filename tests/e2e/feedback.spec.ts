import { CONTENT } from "#app/content/words/all-locales";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";
import { mailContaining, storedSubmissionsCsv, unique } from "./form-helpers";

const en = CONTENT.en.feedbackPage;
const hi = CONTENT.hi.feedbackPage;

test.describe("feedback form", () => {
  test("with JavaScript: says it was sent, with the reference, in the page; the desk's e-mail and the CSV export carry it", async ({
    page,
  }) => {
    await page.goto("/feedback");
    await waitForHydration(page);
    const send = page.getByRole("button", { name: en.form.submit });
    await expect(send).toBeDisabled();

    const name = `Sunita ${unique()}`;
    await page.getByLabel(en.form.name, { exact: true }).fill(name);
    await page.getByLabel(en.form.phone).fill("98870 12345");
    await page.getByRole("radio", { name: en.form.kindOptions.complaint }).check();
    await page.getByRole("textbox", { name: en.form.message }).fill("We waited two hours at the billing counter.");
    await page.getByLabel(en.form.earlierReference).fill("apt-7k3m9q2");
    await page.getByLabel(en.form.earlierReference).blur();
    await expect(page.getByText(CONTENT.en.feedbackMessages.referenceInvalid)).toBeVisible();
    await page.getByLabel(en.form.earlierReference).fill("apt-7k3m9q2d");
    await expect(send).toBeEnabled();

    await send.click();
    const status = page.getByRole("status");
    await expect(status).toContainText(en.alerts.success);
    await expect(status).toContainText(/FBK-[2-9A-Z]{8}/);
    await expect(status).toBeFocused();
    const referenceId = (await status.textContent())!.match(/FBK-[2-9A-Z]{8}/)![0];
    await expect(status).toContainText(en.alerts.referenceLine.replace("{reference}", referenceId));
    await expect(page.getByLabel(en.form.name, { exact: true })).toHaveValue("");

    const mail = await mailContaining(name);
    expect(mail).toMatch(new RegExp(`^Subject: Feedback \\(complaint\\): ${referenceId}\\r?$`, "m"));
    expect(mail).toContain("APT-7K3M9Q2D");

    const stored = storedSubmissionsCsv()
      .split("\n")
      .filter((line) => line.includes(referenceId));
    expect(stored, "one stored row").toHaveLength(1);
    expect(stored[0]).toContain(",feedback,");
    expect(stored[0]).toContain(name);
    expect(stored[0]).toContain("9887012345");
    expect(stored[0]).toContain("complaint,APT-7K3M9Q2D");
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/status of 503|Feedback refused with status 503/] });
    test("keeps what was typed and says so when sending fails", async ({ page }) => {
      const held = await holdRequests(page, "**/api/feedback-email", {
        status: 503,
        contentType: "application/json",
        body: '{"error":"unavailable"}',
      });
      await page.goto("/feedback");
      await waitForHydration(page);
      await page.getByLabel(en.form.name, { exact: true }).fill("Meena Kumari");
      await page.getByLabel(en.form.phone).fill("9414012345");
      await page.getByRole("radio", { name: en.form.kindOptions.suggestion }).check();
      await page.getByRole("textbox", { name: en.form.message }).fill("More chairs near the OPD, please.");
      await page.getByRole("button", { name: en.form.submit }).click();
      await held.arrived;
      await expect(page.getByRole("button", { name: en.form.submitting })).toBeDisabled();
      held.release();
      await expect(page.getByRole("alert").filter({ hasText: en.alerts.failure })).toBeVisible();
      await expect(page.getByLabel(en.form.name, { exact: true })).toHaveValue("Meena Kumari");
      await expect(page.getByRole("radio", { name: en.form.kindOptions.suggestion })).toBeChecked();
      await expect(page.getByRole("textbox", { name: en.form.message })).toHaveValue("More chairs near the OPD, please.");
    });
  });

  test("without JavaScript: the server's page says it was sent, with the reference", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/feedback");
    await page.getByLabel(en.form.name, { exact: true }).fill(`NoScript ${unique()}`);
    await page.getByLabel(en.form.phone).fill("+91 98290 12345");
    await page.getByRole("radio", { name: en.form.kindOptions.compliment }).check();
    await page.getByRole("textbox", { name: en.form.message }).fill("The nurses on the third floor were very kind.");
    await page.getByRole("button", { name: en.form.submit }).click();
    await expect(page.getByText(en.alerts.success)).toBeVisible();
    await expect(page.getByText(/FBK-[2-9A-Z]{8}/)).toBeVisible();
    await context.close();
  });

  test("in Hindi: the page speaks Hindi and the form sends", async ({ page }) => {
    await page.goto("/hi/feedback");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.page.bannerTitle);
    await expect(page.getByText(hi.page.grievanceOfficerToConfirm)).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel(hi.form.name, { exact: true }).fill("सुनीता मीणा");
    await page.getByLabel(hi.form.phone).fill("9887012345");
    await page.getByRole("radio", { name: hi.form.kindOptions.suggestion }).check();
    await page.getByRole("textbox", { name: hi.form.message }).fill("ओपीडी के पास पीने के पानी की व्यवस्था हो।");
    const request = page.waitForRequest((req) => req.url().includes("/api/feedback-email?lang=hi") && req.method() === "POST");
    await page.getByRole("button", { name: hi.form.submit }).click();
    expect((await request).postDataJSON()).toMatchObject({ kind: "suggestion", phone: "9887012345" });
    const status = page.getByRole("status");
    await expect(status).toContainText(hi.alerts.success);
    await expect(status).toContainText(/FBK-[2-9A-Z]{8}/);
  });
});
