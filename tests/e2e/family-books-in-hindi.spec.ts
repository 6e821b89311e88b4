/**
 * A family books an appointment in Hindi on a phone, whole (issue S): from the Hindi home page through
 * the menu to a department and one of its doctors, the form filled in Hindi with its choices and a
 * preferred day, one mistake that the form names in Hindi and that is put right, the confirmation with
 * its reference, and that same reference on the desk where the hospital's staff will call back from.
 *
 * At 390 px in the mobile project only: a family books from a phone. Every word the page shows is read
 * from the Hindi content, so a change of wording is not a failure here.
 */
import type { Page } from "@playwright/test";
import { CONTENT } from "#app/content/words/all-locales";
import { doctorRecords } from "#app/content/facts/doctor-records";
import { addDays, preferredDateRange } from "#schemas/preferred-date";
import { weekdayOf } from "#schemas/opd-days";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "#server/submissions/reference-id";
import { REFERENCE_PREFIX } from "#server/submissions/submission";
import { expect, test, waitForHydration } from "./fixtures";
import { inboxRow, readyAccount, searchInboxFor, signInOnPage } from "./desk-pages";
import { recordAlerts, unique } from "./form-helpers";

const hi = CONTENT.hi;
const { appointmentForm: labels, appointmentPage, alerts } = hi.forms;
const messages = hi.appointmentMessages;

/** The department the family looks in, and its first doctor with a page of their own (and so a Book button). */
const department = hi.departments.find(({ slug }) => slug === "orthopaedics")!;
const doctor = doctorRecords.find((record) => record.department === department.slug && record.listed)!;

/** What the server gives back: APT- and eight characters of its own alphabet (server/submissions/reference-id.ts). */
const APPOINTMENT_REFERENCE = new RegExp(`^${REFERENCE_PREFIX.appointment}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("a family on a phone finds a doctor in Hindi, books, puts right the one mistake the form names, and gets the reference the desk sees", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const pageAlerts = recordAlerts(page);

  // The Hindi home page, and the menu a phone opens.
  await page.goto("/hi");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.getByRole("button", { name: hi.site.nav.openMenu }).click();
  const menu = page.locator("#mobile-menu");
  await menu.getByRole("link", { name: hi.site.nav.specialities, exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/speciality$/);
  await expect(menu).toBeHidden();

  // The department, and its doctor's Book button.
  await page.getByRole("main").getByRole("link").filter({ hasText: department.name }).click();
  await expect(page).toHaveURL(`/hi/speciality/${department.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.specialities[department.slug].title);
  await expect(page.getByRole("heading", { name: hi.specialityPage.meetOurExperts })).toBeVisible();
  await page.getByRole("link", { name: `${hi.specialityPage.bookCta}: ${doctor.words.hi.name}` }).click();
  await expect(page).toHaveURL(`/hi/bookappointment?doctor=${doctor.id}`);
  await expect(page.getByRole("heading", { name: appointmentPage.formTitle, level: 2 })).toBeVisible();
  await expect(field(page, labels.doctor)).toHaveValue(doctor.id);

  // The form in Hindi: a name in Devanagari, the department and a part of the day chosen by their Hindi words, a day ahead.
  const day = addDays(preferredDateRange().first, 4);
  const weekday = labels.weekdays[weekdayOf(day)!];
  const name = `कमला देवी ${unique()}`;
  const sent: string[] = [];
  page.on("request", (sending) => {
    if (sending.url().includes("/api/appointment-email")) sent.push(sending.url());
  });
  await field(page, labels.name).fill(name);
  await field(page, labels.email).fill("kamla.devi@example.in");
  // The mistake: a digit left out of the phone number.
  const phone = field(page, labels.phoneNumber);
  await phone.fill("98290 1234");
  await field(page, labels.speciality).selectOption({ label: labels.specialityOptions.Orthopaedics });
  await field(page, labels.query).fill("माँ के घुटने में दो हफ़्ते से दर्द है, सीढ़ियाँ चढ़ने में परेशानी होती है।");
  await field(page, labels.preferredDate).fill(day);
  await field(page, labels.preferredTime).selectOption({ label: labels.preferredTimeOptions.morning });

  // Every field holds something, so the button can be pressed; the form names what is wrong, in Hindi, and sends nothing.
  const book = page.getByRole("button", { name: labels.submit });
  await expect(book).toBeEnabled();
  await book.click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(messages.phoneDigits);
  await expect(page.getByText(messages.phoneDigits, { exact: true })).toBeVisible();
  await expect(page.getByTestId("booking-confirmation")).toHaveCount(0);
  expect(sent, "nothing sent while the form names a mistake").toEqual([]);

  // Put right: the message goes, and what else was typed and chosen is still there.
  await phone.fill("98290 12345");
  await expect(page.getByText(messages.phoneDigits, { exact: true })).toHaveCount(0);
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await expect(field(page, labels.name)).toHaveValue(name);
  await expect(field(page, labels.doctor)).toHaveValue(doctor.id);
  await expect(field(page, labels.preferredDate)).toHaveValue(day);

  const answered = page.waitForResponse((response) => response.url().includes("/api/appointment-email?lang=hi"));
  await book.click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  const { referenceId } = (await answer.json()) as { referenceId: string };
  expect(referenceId).toMatch(APPOINTMENT_REFERENCE);

  // The confirmation, in Hindi: the reference, and what the family asked for.
  const confirmation = page.getByTestId("booking-confirmation");
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect.poll(() => pageAlerts).toEqual([alerts.appointmentSuccess]);
  await expect(confirmation.getByRole("heading", { name: appointmentPage.confirmation.heading })).toBeVisible();
  await expect(confirmation).toContainText(appointmentPage.confirmation.referenceLabel);
  await expect(page.getByTestId("booking-reference")).toHaveText(referenceId);
  await expect(confirmation).toContainText(doctor.words.hi.name);
  await expect(confirmation).toContainText(labels.specialityOptions.Orthopaedics);
  await expect(confirmation).toContainText(weekday);
  await expect(confirmation).toContainText(labels.preferredTimeOptions.morning);
  await expect(confirmation.getByRole("button", { name: appointmentPage.confirmation.another })).toBeVisible();
  expect(sent).toHaveLength(1);

  // The same reference is the one the desk finds, with the family's name and the form's language.
  const deskContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  try {
    const desk = await deskContext.newPage();
    await signInOnPage(desk, await readyAccount(request, "desk"));
    await searchInboxFor(desk, referenceId);
    const row = inboxRow(desk, referenceId);
    await expect(row).toContainText(name);
    await expect(row).toContainText("हिंदी");
    await expect(row).toContainText(referenceId);
    await row.getByRole("link", { name: new RegExp(name) }).click();
    await expect(desk.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(desk.locator("dd.reference")).toHaveText(referenceId);
    await expect(desk.getByRole("link", { name: "Call 9829012345" })).toHaveAttribute("href", "tel:+919829012345");
  } finally {
    await deskContext.close();
  }
});
