/**
 * A family's booking from a phone (issue Q): the confirmation on the page after the spec's alert, a
 * second family member's booking by paste or autofill, Devanagari digits, a failed send, and the page a
 * browser without JavaScript gets. In both languages, in the phone's project alone (playwright.config.ts).
 */
import { CONTENT } from "#app/content/words/all-locales";
import { AMBULANCE_NUMBER } from "#app/content/facts/hospital";
import type { Locale } from "#common/locale";
import { addDays, preferredDateRange } from "#schemas/preferred-date";
import { weekdayOf } from "#schemas/opd-days";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { recordAlerts, storedSubmissionsCsv, unique } from "./form-helpers";

const LOCALES: Locale[] = ["en", "hi"];
const bookingPage = (locale: Locale) => (locale === "en" ? "/bookappointment" : "/hi/bookappointment");

/** A day within the form's range, and its weekday in the page's words. */
function preferredDay(locale: Locale) {
  const day = addDays(preferredDateRange().first, 3);
  const weekday = CONTENT[locale].forms.appointmentForm.weekdays[weekdayOf(day)!];
  return { day, weekday };
}

for (const locale of LOCALES) {
  const { appointmentForm: labels, appointmentPage, alerts } = CONTENT[locale].forms;
  const words = appointmentPage.confirmation;
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  /** Fills the form as autofill or a paste does: whole values at once (Playwright's fill). */
  async function fillBooking(page: Page, name: string, phone: string, day: string) {
    await field(page, labels.name).fill(name);
    await field(page, labels.email).fill("family@example.in");
    await field(page, labels.phoneNumber).fill(phone);
    await field(page, labels.speciality).selectOption("Orthopaedics");
    await field(page, labels.query).fill("Knee pain for two weeks.");
    await page.locator("#appointment-doctor").selectOption({ index: 1 });
    await field(page, labels.preferredDate).fill(day);
    await field(page, labels.preferredTime).selectOption("evening");
  }

  test.describe(`booking in ${locale}`, () => {
    test("shows the server's reference, what was asked with its weekday, and takes the focus; a second booking by autofill validates", async ({
      page,
    }) => {
      const alerts_ = recordAlerts(page);
      await page.goto(bookingPage(locale));
      await waitForHydration(page);
      const { day, weekday } = preferredDay(locale);
      const name = `Kamla ${unique()}`;
      await fillBooking(page, name, "+91 98290 12345", day);
      const doctorName = (await page.locator("#appointment-doctor option:checked").textContent())!.split(" · ")[0]!.split(" (")[0]!;

      const answer = page.waitForResponse((response) => response.url().includes("/api/appointment-email"));
      await page.getByRole("button", { name: labels.submit }).click();
      const { referenceId } = (await (await answer).json()) as { referenceId: string };
      expect(referenceId).toMatch(/^APT-\w+$/);

      const confirmation = page.getByTestId("booking-confirmation");
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toBeFocused();
      await expect.poll(() => alerts_).toEqual([alerts.appointmentSuccess]);
      await expect(page.getByTestId("booking-reference")).toHaveText(referenceId);
      // One line: never broken at its hyphen.
      const box = await page.getByTestId("booking-reference").boundingBox();
      const lineHeight = await page.getByTestId("booking-reference").evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
      expect(box!.height).toBeLessThan(lineHeight * 1.5);
      await expect(confirmation).toContainText(weekday);
      await expect(confirmation).toContainText(doctorName);
      await expect(confirmation).toContainText(labels.preferredTimeOptions.evening);
      await expect(confirmation.getByRole("link", { name: AMBULANCE_NUMBER })).toHaveAttribute("href", `tel:${AMBULANCE_NUMBER}`);
      expect(storedSubmissionsCsv()).toContain(referenceId);

      // The spec's reset: the fields are empty behind the confirmation.
      await expect(field(page, labels.name)).toHaveValue("");
      await expect(field(page, labels.phoneNumber)).toHaveValue("");

      // Book for another family member: focus to the first field; the same details by autofill validate.
      await confirmation.getByRole("button", { name: words.another }).click();
      await expect(field(page, labels.name)).toBeFocused();
      await fillBooking(page, name, "+91 98290 12345", day);
      for (const required of [
        CONTENT[locale].appointmentMessages.emailRequired,
        CONTENT[locale].appointmentMessages.phoneRequired,
        CONTENT[locale].appointmentMessages.nameRequired,
      ]) {
        await expect(page.getByText(required, { exact: true })).toHaveCount(0);
      }
      const book = page.getByRole("button", { name: labels.submit });
      await expect(book).toBeEnabled();
      const second = page.waitForResponse((response) => response.url().includes("/api/appointment-email"));
      await book.click();
      const { referenceId: secondReference } = (await (await second).json()) as { referenceId: string };
      await expect(page.getByTestId("booking-reference")).toHaveText(secondReference);
    });

    test("the copy button copies the reference", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      recordAlerts(page);
      await page.goto(bookingPage(locale));
      await waitForHydration(page);
      await fillBooking(page, `Copy ${unique()}`, "9829012345", preferredDay(locale).day);
      await page.getByRole("button", { name: labels.submit }).click();
      const reference = await page.getByTestId("booking-reference").textContent();
      await page.getByRole("button", { name: words.copy, exact: true }).click();
      await expect(page.getByRole("button", { name: words.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    });

    test("Devanagari digits are accepted and stored as ASCII digits", async ({ page }) => {
      recordAlerts(page);
      await page.goto(bookingPage(locale));
      await waitForHydration(page);
      const name = `Devanagari ${unique()}`;
      await fillBooking(page, name, "+९१ ९४१४० १२३४५", preferredDay(locale).day);
      const request = page.waitForRequest((req) => req.url().includes("/api/appointment-email") && req.method() === "POST");
      await page.getByRole("button", { name: labels.submit }).click();
      expect((await request).postDataJSON().phoneNumber).toBe("9414012345");
      await expect(page.getByTestId("booking-confirmation")).toBeVisible();
      const row = storedSubmissionsCsv()
        .split("\n")
        .find((line) => line.includes(name));
      expect(row).toContain("9414012345");
    });

    test.describe(() => {
      test.use({ expectedConsoleErrors: [/status of 503/] });
      test("a 503 keeps the values and says what to do, with the phone number to call", async ({ page }) => {
        const alerts_ = recordAlerts(page);
        await page.route("**/api/appointment-email**", (route) =>
          route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable"}' }),
        );
        await page.goto(bookingPage(locale));
        await waitForHydration(page);
        const name = `Busy ${unique()}`;
        await fillBooking(page, name, "9829012345", preferredDay(locale).day);
        await page.getByRole("button", { name: labels.submit }).click();
        const failure = page.getByTestId("send-failure");
        await expect(failure).toBeVisible();
        await expect(failure).toBeFocused();
        await expect.poll(() => alerts_).toEqual([alerts.appointmentFailure]);
        await expect(failure).toContainText(appointmentPage.sendFailure.unavailable);
        await expect(failure.getByRole("link")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
        await expect(field(page, labels.name)).toHaveValue(name);
        await expect(field(page, labels.phoneNumber)).toHaveValue("9829012345");
      });
    });
  });

  test.describe(`booking in ${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test("the result page says the same: reference, what was asked, the call, the emergency line, the header", async ({ page }) => {
      await page.goto(bookingPage(locale));
      const { day, weekday } = preferredDay(locale);
      await fillBooking(page, `NoScript ${unique()}`, "098290 12345", day);
      await page.getByRole("button", { name: labels.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(alerts.appointmentSuccess);
      const reference = page.locator(".reference strong");
      await expect(reference).toHaveText(/^APT-\w+$/);
      await expect(reference).toHaveCSS("white-space", "nowrap");
      await expect(page.locator("main")).toContainText(weekday);
      await expect(page.locator("main")).toContainText(words.askedHeading);
      await expect(page.getByText(CONTENT[locale].site.emergencyCall)).toBeVisible();
      await expect(page.locator(".emergency a")).toHaveAttribute("href", /^tel:\+91\d{10}$/);
      await expect(page.getByRole("link", { name: CONTENT[locale].site.hospitalName })).toBeVisible();
      await expect(page.getByRole("link", { name: words.another })).toHaveAttribute("href", bookingPage(locale));
    });
  });
}
