/**
 * A receptionist works the call-back queue, whole (issue S; README, "A day at the desk"): she signs in
 * and gives colleagues her name; requests arrive while the queue is open, and a message about chest
 * pain comes first with the advice to send the caller to Emergency or 108, ahead of an older ordinary
 * request; she claims it, and a colleague at another computer sees that she is on it, so nobody calls
 * the family twice; two calls go unanswered and she sets a call-back; she books the ordinary request
 * with the doctor and day it asked for, and the day list shows the patient.
 *
 * At 1280 px in the desktop project only: the reception PC. Requests are sent through the public
 * forms' API, as the site's pages send them; everything else is clicked as a person clicks.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { doctorRecords } from "#app/content/facts/doctor-records";
import { redFlagsIn } from "#app/content/rules/red-flags";
import { indianDay } from "#common/indian-time";
import { addDays, preferredDateRange } from "#schemas/preferred-date";
import { expect, test } from "./fixtures";
import { DESK_EXPECTED_CONSOLE_ERRORS, inboxRow, readyAccount, signedInPage, signInOnPage, uniquePhone } from "./desk-pages";
import { unique } from "./form-helpers";

test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS] });

type Sent = { reference: string; name: string; phone: string };

/** An appointment request as the public appointment page sends it, with a doctor, a day and a part of the day. */
async function sendAppointment(request: APIRequestContext, word: string, doctor: string, day: string): Promise<Sent> {
  const name = `Gopal ${word}`;
  const phone = uniquePhone();
  const sent = await request.post("/api/appointment-email", {
    data: {
      name,
      email: `gopal-${unique()}@example.in`,
      phoneNumber: phone,
      speciality: "Orthopaedics",
      query: "Follow-up for my knee after the X-ray",
      doctor,
      preferredDate: day,
      preferredTime: "morning",
      code: "pdpl",
    },
  });
  expect(sent.status()).toBe(200);
  return { reference: ((await sent.json()) as { referenceId: string }).referenceId, name, phone };
}

/** A message as the public contact page sends it. */
async function sendMessage(request: APIRequestContext, word: string, message: string): Promise<Sent> {
  const phone = uniquePhone();
  const sent = await request.post("/api/contact-email", {
    data: { firstName: "Sunita", lastName: word, email: `sunita-${unique()}@example.in`, phone, message },
  });
  expect(sent.status()).toBe(200);
  return { reference: ((await sent.json()) as { referenceId: string }).referenceId, name: `Sunita ${word}`, phone };
}

const search = async (page: Page, word: string) => {
  await page.getByRole("searchbox").fill(word);
  await page.getByRole("button", { name: "Search" }).click();
};

const rowReferences = (page: Page) =>
  page.locator("ol.requests > li").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-reference")));

const openRequest = async (page: Page, sent: Sent) => {
  await inboxRow(page, sent.reference)
    .getByRole("link", { name: new RegExp(sent.name) })
    .click();
  await expect(page.getByRole("heading", { name: sent.name, level: 1 })).toBeVisible();
};

test("a receptionist takes the red flag first, is seen to be on it, sets a call-back after two unanswered calls, books a request and finds it on the day list", async ({
  page,
  browser,
  request,
}) => {
  const word = `Queue${unique()}`;
  const receptionist = await readyAccount(request, "desk");
  const colleague = await readyAccount(request, "desk");
  const displayName = `Meena ${word}`;
  const doctor = doctorRecords.find((record) => record.department === "orthopaedics" && record.listed)!;
  const day = addDays(preferredDateRange().first, 2);

  // Morning: she signs in and gives the name colleagues will see on what she is on.
  await signInOnPage(page, receptionist);
  await page.getByRole("link", { name: "Your sign-in" }).click();
  await page.getByLabel("Display name").fill(displayName);
  await page.getByRole("button", { name: "Save the name" }).click();
  await expect(page.getByText(`Colleagues now see you as ${displayName}.`)).toBeVisible();

  // The queue, searched for this test's own requests: none yet.
  await page.getByRole("link", { name: "Inbox" }).click();
  await search(page, word);
  await expect(page.getByText("No request matches these filters.")).toBeVisible();

  // Requests arrive while she looks: an ordinary booking first, then a message about chest pain.
  const ordinary = await sendAppointment(request, word, doctor.id, day);
  const chestPain = "My father has had chest pain since this morning and is sweating. Please call back.";
  const urgent = await sendMessage(request, word, chestPain);
  const flags = redFlagsIn(chestPain).map((flag) => flag.label);
  expect(flags.length, "the message reads as a red flag").toBeGreaterThan(0);

  // The red flag comes first, though it arrived last, with what to tell the caller.
  await expect(inboxRow(page, urgent.reference)).toBeVisible({ timeout: 25_000 });
  await expect.poll(() => rowReferences(page)).toEqual([urgent.reference, ordinary.reference]);
  await expect(page.getByRole("status").filter({ hasText: /new requests? arrived/ })).toBeVisible();
  const urgentRow = inboxRow(page, urgent.reference);
  await expect(urgentRow).toContainText(`Red flag: ${flags.join(", ")}.`);
  await expect(urgentRow).toContainText("direct them to Emergency or 108");
  await expect(urgentRow.getByRole("link", { name: `Call ${urgent.phone}` })).toHaveAttribute("href", `tel:+91${urgent.phone}`);
  await expect(inboxRow(page, ordinary.reference)).not.toContainText("Red flag");

  // She claims it.
  await openRequest(page, urgent);
  const advice = page.getByRole("note").filter({ hasText: "Red flag" });
  await expect(advice).toContainText(`Red flag: ${flags.join(", ")}.`);
  await expect(advice).toContainText("call 108 for an ambulance");
  await page.getByRole("button", { name: "Claim it" }).click();
  await expect(page.getByText("You claimed it: colleagues see that you are on it.")).toBeVisible();
  await expect(page.getByText("You are on this request.")).toBeVisible();

  // A colleague at another computer sees that she is on it, in the queue and on the request: nobody calls the family twice.
  const colleaguePage = await signedInPage(browser, colleague);
  try {
    await search(colleaguePage, word);
    const seenByColleague = inboxRow(colleaguePage, urgent.reference);
    await expect(seenByColleague).toContainText(`On it: ${displayName}`);
    await expect(inboxRow(colleaguePage, ordinary.reference)).toContainText("Not claimed");
    await openRequest(colleaguePage, urgent);
    await expect(colleaguePage.getByText(`${displayName} is on this request.`)).toBeVisible();
    await expect(colleaguePage.getByRole("button", { name: "Take it over" })).toBeVisible();
    await expect(colleaguePage.getByRole("button", { name: "Claim it" })).toHaveCount(0);
  } finally {
    await colleaguePage.context().close();
  }

  // She calls: no answer, twice; then a call-back tomorrow morning, with a note of what was agreed.
  const outcomes = page.getByRole("region", { name: "How did the call go?" });
  await outcomes.getByRole("button", { name: "No answer" }).click();
  await expect(page.getByText("No answer noted; the request comes back in 2 hours.")).toBeVisible();
  await expect(outcomes).toContainText("1 call not answered");
  await outcomes.getByRole("button", { name: "No answer" }).click();
  await expect(outcomes).toContainText("2 calls not answered");
  await outcomes.getByRole("button", { name: "Call back at…" }).click();
  const callBack = page.getByRole("form", { name: "Call back at" });
  const tomorrow = addDays(indianDay(new Date()), 1);
  await callBack.getByLabel("Day").fill(tomorrow);
  await callBack.getByLabel("Time").fill("10:00");
  await callBack.getByLabel("Note (optional)").fill("Try the son's number after 10; told to come to Emergency if the pain returns");
  await callBack.getByRole("button", { name: "Set the call-back" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Call back .*10:00 am\.$/ })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(`${displayName} claimed it`);
  await expect(history.getByText(/called: no answer/)).toHaveCount(2);
  await expect(history).toContainText(`${displayName} set a call-back for`);

  // Back in the queue: the attempts and the next call are on the row, and she is still on it.
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await search(page, word);
  await expect(inboxRow(page, urgent.reference)).toContainText("2 attempts · Next call");
  await expect(inboxRow(page, urgent.reference)).toContainText(`On it: ${displayName}`);

  // The ordinary request: booked with the doctor, day and part of the day it asked for.
  await openRequest(page, ordinary);
  await page.getByRole("button", { name: "Booked…" }).click();
  const booking = page.getByRole("form", { name: "Book an appointment" });
  await expect(booking.getByLabel("Doctor")).toHaveValue(doctor.id);
  await expect(booking.getByLabel("Day")).toHaveValue(day);
  await expect(booking.getByLabel("Time")).toHaveValue("10:00");
  await booking.getByRole("button", { name: "Book", exact: true }).click();
  await expect(page.getByText(`Booked with ${doctor.words.en.name}, ${day} at 10:00 am.`)).toBeVisible();
  const booked = page.getByRole("region", { name: "Booking" });
  await expect(booked).toContainText(`${doctor.words.en.name},`);
  await expect(booked).toContainText("at 10:00 am");
  await expect(booked.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/91${ordinary.phone}\\?text=`),
  );

  // The day list of that day shows the patient under the doctor, at the time, with the reference.
  await page.getByRole("link", { name: "Day list" }).click();
  await page.getByLabel("Day", { exact: true }).fill(day);
  const list = page.getByRole("region", { name: doctor.words.en.name });
  const patient = list.getByRole("row").filter({ hasText: ordinary.reference });
  await expect(patient).toContainText("10:00 am");
  await expect(patient).toContainText(ordinary.name);
  await expect(patient.getByRole("link", { name: ordinary.phone })).toHaveAttribute("href", `tel:+91${ordinary.phone}`);
  // The red flag is no booking: it is not on the list.
  await expect(page.getByRole("row").filter({ hasText: urgent.reference })).toHaveCount(0);
});
