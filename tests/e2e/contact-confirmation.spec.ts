/**
 * A frightened relative writes to the hospital from a phone, in English and in Hindi (patient UX review
 * 2, U2-U4): as the message describes chest pain, the form says at once, before anything is sent, to
 * call 108 or the emergency line, with the two numbers to tap; they send anyway, get the spec's alert,
 * and the page keeps their reference, in view below the sticky header, with the call-now notice again.
 * While they fill the form, the floating scroll-to-top button keeps off "Send". Then they book an
 * appointment with the same words in its query: the booking form says the same as it is typed, still
 * books, and its confirmation is in view below the header too. In the phone's project alone
 * (playwright.config.ts): the header's height at 390 px is the subject.
 */
import { CONTENT } from "#app/content/words/all-locales";
import { frameFactsOf } from "#app/content/views/frame-facts";
import { AMBULANCE_NUMBER } from "#app/content/links";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import type { Locale } from "#common/locale";
import { localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { recordAlerts, unique } from "./form-helpers";

/** What a relative types: their own words, in each language. */
const CHEST_PAIN: Record<Locale, string> = {
  en: "My father has chest pain since an hour, what should we do?",
  hi: "पिताजी को सीने में दर्द हो रहा है, क्या करें?",
};

/** Whether the whole of `locator` is on screen and below the sticky header. */
async function expectBelowHeader(page: Page, locator: Locator) {
  const header = (await page.locator("header.sticky").boundingBox())!;
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

for (const locale of ["en", "hi"] as const) {
  const { forms } = CONTENT[locale];
  const { contactForm: labels, redFlagNotice: notice } = forms;
  const emergencyLine = frameFactsOf(SEED_CONTENT, locale).emergency;
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  test(`a chest pain typed in ${locale} is told to call before it is sent; the message and a booking are confirmed in view`, async ({
    page,
  }) => {
    const alerts = recordAlerts(page);
    await page.goto(localizedPath(locale, paths.contact));
    await waitForHydration(page);
    await field(page, labels.firstName).fill("Meena");
    await field(page, labels.lastName).fill(`Joshi ${unique()}`);
    await field(page, labels.email).fill("meena.joshi@example.in");
    await field(page, labels.phone).fill("9829012345");
    await field(page, labels.message).pressSequentially(CHEST_PAIN[locale]);

    // Before anything is sent: the notice, said to a screen reader, with the two numbers to tap.
    const warning = page.getByRole("alert").filter({ hasText: notice.heading });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("link", { name: notice.callAmbulance.replace("{ambulance}", AMBULANCE_NUMBER) })).toHaveAttribute(
      "href",
      `tel:${AMBULANCE_NUMBER}`,
    );
    await expect(warning.getByRole("link", { name: notice.callEmergency.replace("{phone}", emergencyLine.display) })).toHaveAttribute(
      "href",
      `tel:${emergencyLine.e164}`,
    );
    expect(alerts).toEqual([]);
    // While they work in the form, the floating scroll-to-top button steps aside from Send (U25).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(page.getByRole("button", { name: CONTENT[locale].site.scrollToTop })).toBeHidden();

    // It does not stop the sending: the spec's alert, then the reference in view below the header.
    const answer = page.waitForResponse((response) => response.url().includes("/api/contact-email"));
    await page.getByRole("button", { name: labels.submit }).click();
    const { referenceId } = (await (await answer).json()) as { referenceId: string };
    expect(referenceId).toMatch(/^MSG-\w+$/);
    const confirmation = page.getByTestId("contact-confirmation");
    await expect(confirmation).toBeFocused();
    expect(alerts).toEqual([forms.alerts.contactSuccess]);
    await expect(confirmation.getByTestId("message-reference")).toHaveText(referenceId);
    await expect(confirmation.getByRole("heading", { name: forms.contactPage.confirmation.heading })).toBeVisible();
    await expectBelowHeader(page, confirmation.getByRole("heading", { name: forms.contactPage.confirmation.heading }));
    await expectBelowHeader(page, confirmation.getByTestId("message-reference"));
    // The focus has left the form: the scroll-to-top button is back.
    await expect(page.getByRole("button", { name: CONTENT[locale].site.scrollToTop })).toBeVisible();
    await expect(confirmation.getByTestId("red-flag-notice")).toContainText(notice.heading);

    // A booking's query says the same before it is sent, and the booking's confirmation is in view below the header too (U3, U4).
    const { appointmentForm: booking, appointmentPage } = forms;
    await page.goto(localizedPath(locale, paths.bookAppointment));
    await waitForHydration(page);
    await field(page, booking.name).fill(`Meena Joshi ${unique()}`);
    await field(page, booking.email).fill("meena.joshi@example.in");
    await field(page, booking.phoneNumber).fill("9829012345");
    await field(page, booking.speciality).selectOption("Cardiac Care");
    await field(page, booking.query).fill(CHEST_PAIN[locale]);
    await expect(page.getByRole("alert").filter({ hasText: notice.heading })).toBeVisible();
    await page.getByRole("button", { name: booking.submit }).click();
    const booked = page.getByTestId("booking-confirmation");
    await expect(booked).toBeFocused();
    await expectBelowHeader(page, booked.getByRole("heading", { name: appointmentPage.confirmation.heading }));
    await expectBelowHeader(page, page.getByTestId("booking-reference"));
  });
}
