/**
 * Issue 21: the appointment form opened from a doctor's link has that doctor chosen, takes a preferred
 * day and time, refuses a past day in the page, and does all of it without JavaScript too.
 */
import { CONTENT } from "#app/content/words/all-locales";
import { addDays, preferredDateRange } from "#schemas/preferred-date";
import { expect, test, waitForHydration } from "./fixtures";
import { recordAlerts, storedSubmissionsCsv, unique } from "./form-helpers";

const { appointmentForm: form, alerts } = CONTENT.en.forms;
const hindi = CONTENT.hi;
/** Three of the doctors with a card and a page of their own, each a link's doctor in one test; the desk stores their English names. */
const [sentWithADay, changedInHindi, sentWithoutScripts] = CONTENT.en.doctors.cards;

const storedRow = (name: string) =>
  storedSubmissionsCsv()
    .split("\n")
    .filter((line) => line.includes(name));

test("from a doctor's link the doctor is chosen, a day is picked and the stored request carries both", async ({ page }) => {
  const shownAlerts = recordAlerts(page);
  await page.goto(`/bookappointment?doctor=${sentWithADay!.id}`);
  await waitForHydration(page);
  const doctor = page.getByLabel(form.doctor);
  await expect(doctor).toHaveValue(sentWithADay!.id);

  const name = `Kamla Doctor ${unique()}`;
  const day = addDays(preferredDateRange().first, 7);
  await page.getByLabel(form.name).fill(name);
  await page.getByLabel(form.email).fill("kamla@example.in");
  await page.getByLabel(form.phoneNumber).fill("9829012345");
  await page.getByLabel(form.speciality).selectOption("Gynecology");
  await page.getByLabel(form.query).fill("Routine check-up.");
  await page.getByLabel(form.preferredDate).fill(day);
  await page.getByLabel(form.preferredTime).selectOption("evening");
  await page.getByRole("button", { name: form.submit }).click();
  await expect.poll(() => shownAlerts).toEqual([alerts.appointmentSuccess]);

  const stored = storedRow(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toContain(`${sentWithADay!.name},${day},evening`);
});

test("the doctor chosen stays editable, and a past day is refused in the page", async ({ page }) => {
  await page.goto(`/hi/bookappointment?doctor=${changedInHindi!.id}`);
  await waitForHydration(page);
  const doctor = page.getByLabel(hindi.forms.appointmentForm.doctor);
  await expect(doctor).toHaveValue(changedInHindi!.id);
  await doctor.selectOption("");
  await expect(doctor).toHaveValue("");

  const date = page.getByLabel(hindi.forms.appointmentForm.preferredDate);
  await date.fill(addDays(preferredDateRange().first, -1));
  await date.blur();
  await expect(page.getByText(hindi.appointmentMessages.preferredDatePast)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test("the doctor is chosen from the link and the request with a day is sent as plain HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/bookappointment?doctor=${sentWithoutScripts!.id}`);
    await expect(page.getByLabel(form.doctor)).toHaveValue(sentWithoutScripts!.id);

    const name = `Ramesh NoScript Doctor ${unique()}`;
    const day = addDays(preferredDateRange().first, 2);
    await page.getByLabel(form.name).fill(name);
    await page.getByLabel(form.email).fill("ramesh@example.in");
    await page.getByLabel(form.phoneNumber).fill("9829012345");
    await page.getByLabel(form.speciality).selectOption("Orthopaedics");
    await page.getByLabel(form.query).fill("Child's fever.");
    await page.getByLabel(form.preferredDate).fill(day);
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(alerts.appointmentSuccess)).toBeVisible();
    expect(storedRow(name)[0]).toContain(`${sentWithoutScripts!.name},${day},`);

    await page.goto("/bookappointment");
    await page.getByLabel(form.preferredDate).fill(addDays(preferredDateRange().first, -1));
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(CONTENT.en.appointmentMessages.preferredDatePast)).toBeVisible();
    await context.close();
  });
});
