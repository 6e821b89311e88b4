/**
 * Issue 21: the appointment form opened from a doctor's link has that doctor chosen, takes a preferred
 * day and time, refuses a past day in the page, and does all of it without JavaScript too.
 */
import { addDays, preferredDateRange } from "#schemas/preferred-date";
import { expect, test, waitForHydration } from "./fixtures";
import { recordAlerts, storedSubmissionsCsv, unique } from "./form-helpers";

const storedRow = (name: string) =>
  storedSubmissionsCsv()
    .split("\n")
    .filter((line) => line.includes(name));

test("from a doctor's link the doctor is chosen, a day is picked and the stored request carries both", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto("/bookappointment?doctor=sunita-choudhary");
  await waitForHydration(page);
  const doctor = page.getByLabel("Doctor (optional)");
  await expect(doctor).toHaveValue("sunita-choudhary");

  const name = `Kamla Doctor ${unique()}`;
  const day = addDays(preferredDateRange().first, 7);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill("kamla@example.in");
  await page.getByLabel("Phone Number").fill("9829012345");
  await page.getByLabel("Speciality").selectOption("Gynecology");
  await page.getByLabel("Query").fill("Routine check-up.");
  await page.getByLabel("Preferred date (optional)").fill(day);
  await page.getByLabel("Morning or evening (optional)").selectOption("evening");
  await page.getByRole("button", { name: "Book Now" }).click();
  await expect.poll(() => alerts).toEqual(["Form Submitted, Team will contact you soon."]);

  const stored = storedRow(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toContain(`Dr. Sunita Choudhary,${day},evening`);
});

test("the doctor chosen stays editable, and a past day is refused in the page", async ({ page }) => {
  await page.goto("/hi/bookappointment?doctor=priya-jain");
  await waitForHydration(page);
  const doctor = page.getByLabel("डॉक्टर (ज़रूरी नहीं)");
  await expect(doctor).toHaveValue("priya-jain");
  await doctor.selectOption("");
  await expect(doctor).toHaveValue("");

  const date = page.getByLabel("आप किस दिन आना चाहेंगे (ज़रूरी नहीं)");
  await date.fill(addDays(preferredDateRange().first, -1));
  await date.blur();
  await expect(page.getByText("आज की या आगे की कोई तारीख़ चुनें")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test("the doctor is chosen from the link and the request with a day is sent as plain HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/bookappointment?doctor=vikas-sharma");
    await expect(page.getByLabel("Doctor (optional)")).toHaveValue("vikas-sharma");

    const name = `Ramesh NoScript Doctor ${unique()}`;
    const day = addDays(preferredDateRange().first, 2);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email").fill("ramesh@example.in");
    await page.getByLabel("Phone Number").fill("9829012345");
    await page.getByLabel("Speciality").selectOption("Orthopaedics");
    await page.getByLabel("Query").fill("Child's fever.");
    await page.getByLabel("Preferred date (optional)").fill(day);
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Form Submitted, Team will contact you soon.")).toBeVisible();
    expect(storedRow(name)[0]).toContain(`Dr. Vikas Sharma,${day},`);

    await page.goto("/bookappointment");
    await page.getByLabel("Preferred date (optional)").fill(addDays(preferredDateRange().first, -1));
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Choose today or a later date")).toBeVisible();
    await context.close();
  });
});
