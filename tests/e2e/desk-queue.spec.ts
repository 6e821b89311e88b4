/**
 * The desk as a call-back queue (issue P), as a receptionist uses it: red flags first, call outcomes,
 * bookings, the patient told in their language, the day list, the CSV, alerts. Requests are sent by the
 * public form's API; each test finds its own by a word no other test uses. At a desktop, where the
 * receptionist works (the desktop project alone, playwright.config.ts); the queue's phone layout is
 * desk-phone.spec.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bookingMessage, dayInWords } from "#app/content/rules/booking-message";
import { doctorRecords } from "#app/content/facts/doctor-records";
import { frameFactsOf } from "#app/content/views/frame-facts";
import { AMBULANCE_NUMBER } from "#app/content/facts/hospital";
import { redFlagsIn } from "#app/content/rules/red-flags";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { expect, serverDataDir, test } from "./fixtures";
import { DESK_EXPECTED_CONSOLE_ERRORS, expectNoViolations, inboxRow, readyAccount, signInOnPage } from "./desk-pages";
import { rowReferences, searchInbox, sendRequest } from "./desk-queue-requests";
import { unique } from "./form-helpers";

test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS] });

test.describe("the desk's call-back queue", () => {
  test("a red-flag request written in Hindi is marked and put first, with the advice to send the caller to Emergency or 108", async ({
    page,
    request,
  }) => {
    const word = `Queue${unique()}`;
    const older = await sendRequest(request, word, { query: "I need new dentures, what is the fee?" });
    const query = "पिताजी को सुबह से सीने में दर्द है और साँस फूल रही है";
    const flags = redFlagsIn(query).map((flag) => flag.label);
    expect(flags.length, "the message reads as more than one red flag").toBeGreaterThan(1);
    const urgent = await sendRequest(request, word, { name: "सुनीता देवी", query, language: "hi" });
    await signInOnPage(page, await readyAccount(request, "desk"));
    await searchInbox(page, word);
    await expect.poll(() => rowReferences(page)).toEqual([urgent.reference, older.reference]);
    const row = inboxRow(page, urgent.reference);
    await expect(row).toContainText(`Red flag: ${flags.join(", ")}`);
    await expect(row).toContainText(AMBULANCE_NUMBER);
    await expect(row).toContainText("हिंदी");
    await expect(row).toContainText("सीने में दर्द");
    await expect(row.getByRole("link", { name: `Call ${urgent.phone}` })).toHaveAttribute("href", `tel:+91${urgent.phone}`);
    await expect(inboxRow(page, older.reference)).not.toContainText("Red flag");
    await expectNoViolations(page, "the queue with a red flag");
  });

  test("no answer twice, then a call-back at 5 pm, brings the request back to the top when 5 pm comes", async ({ page, request }) => {
    // The desk's clock stands at 4:40 pm in India today; the server keeps real time.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await page.clock.install({ time: new Date(`${today}T16:40:00+05:30`) });
    const word = `Queue${unique()}`;
    const waiting = await sendRequest(request, word);
    const calling = await sendRequest(request, word, { name: "Ravi" });
    await signInOnPage(page, await readyAccount(request, "desk"));
    await page.goto(`/desk/requests/${calling.reference}`);
    const outcomes = page.getByRole("region", { name: "How did the call go?" });
    await outcomes.getByRole("button", { name: "No answer" }).click();
    await expect(page.getByText(/No answer noted/)).toBeVisible();
    await outcomes.getByRole("button", { name: "No answer" }).click();
    await expect(outcomes).toContainText("2 calls not answered");
    await outcomes.getByRole("button", { name: "Call back at…" }).click();
    const callBack = page.getByRole("form", { name: "Call back at" });
    await callBack.getByLabel("Time").fill("17:00");
    await callBack.getByRole("button", { name: "Set the call-back" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Call back .*5:00 pm/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "History" })).toContainText("set a call-back for");

    await searchInbox(page, word);
    await expect.poll(() => rowReferences(page)).toEqual([waiting.reference, calling.reference]);
    await expect(inboxRow(page, calling.reference)).toContainText("2 attempts · Next call");

    await page.clock.fastForward("21:00");
    await expect.poll(() => rowReferences(page)).toEqual([calling.reference, waiting.reference]);
    await expect(inboxRow(page, calling.reference)).toContainText("Call back due");
  });

  // The leave warned of is the published content's: the publishing journey (desk-content.spec.ts) publishes one and books against it.
  test("a booking prefilled with the request's doctor can be moved, shows in the day list, and the patient is told in Hindi", async ({
    page,
    request,
  }) => {
    const word = `Queue${unique()}`;
    // A doctor with no leave in the seed: the booking is not warned of one.
    const doctor = doctorRecords.find((record) => record.listed && record.leave.length === 0)!;
    const sent = await sendRequest(request, word, { name: "सुनीता देवी", doctor: doctor.id, language: "hi" });
    await signInOnPage(page, await readyAccount(request, "desk"));
    await page.goto(`/desk/requests/${sent.reference}`);
    await page.getByRole("button", { name: "Booked…" }).click();
    const booking = page.getByRole("form", { name: "Book an appointment" });
    await expect(booking.getByLabel("Doctor")).toHaveValue(doctor.id);
    await booking.getByLabel("Day").fill("2027-03-11");
    await booking.getByLabel("Time").fill("10:30");
    await expect(booking.getByText(/on leave/)).toHaveCount(0);
    await booking.getByRole("button", { name: "Book", exact: true }).click();
    const panel = page.getByRole("region", { name: "Booking" });
    await expect(panel).toContainText(`${doctor.words.en.name}, Thu, 11 Mar 2027 at 10:30 am`);

    await panel.getByRole("button", { name: "Move…" }).click();
    const move = page.getByRole("form", { name: "Move the booking" });
    await move.getByLabel("Day").fill("2027-03-15");
    await move.getByLabel("Time").fill("11:00");
    await move.getByRole("button", { name: "Move the booking" }).click();
    await expect(panel).toContainText("Mon, 15 Mar 2027 at 11:00 am");

    // Told in Hindi: the WhatsApp message and the SMS.
    const whatsApp = panel.getByRole("link", { name: "Send on WhatsApp" });
    const link = (await whatsApp.getAttribute("href"))!;
    expect(link.startsWith(`https://wa.me/91${sent.phone}?text=`)).toBe(true);
    const text = decodeURIComponent(link.split("?text=")[1]!);
    const booked = {
      reference: sent.reference,
      patientName: sent.name,
      doctorName: doctor.words.hi.name,
      day: "2027-03-15",
      time: "11:00",
    };
    expect(text).toBe(bookingMessage("hi", booked, frameFactsOf(SEED_CONTENT, "hi")));
    await panel.getByRole("button", { name: "Send SMS" }).click();
    await expect(page.getByText(/SMS written/)).toBeVisible();
    const folder = join(serverDataDir(), "sms");
    const file = readdirSync(folder).find((name) => name.includes(sent.reference));
    const sms = readFileSync(join(folder, file!), "utf8");
    expect(sms).toContain(`To: +91${sent.phone}`);
    expect(sms).toContain(dayInWords("hi", booked.day));
    // The doctor as the Hindi pages name them.
    expect(sms).toContain(doctor.words.hi.name);

    await page.getByRole("link", { name: "Day list" }).click();
    await page.getByLabel("Day", { exact: true }).fill("2027-03-15");
    await page.getByRole("combobox", { name: "Doctor" }).selectOption(doctor.id);
    const list = page.getByRole("region", { name: doctor.words.en.name });
    await expect(list.getByRole("row").filter({ hasText: sent.reference })).toContainText("11:00 am");
    await page.getByLabel("Day", { exact: true }).fill("2027-03-11");
    await expect(page.getByRole("row").filter({ hasText: sent.reference })).toHaveCount(0);
    await expectNoViolations(page, "the day list");

    // The patient did not come: a no-show stays in the history and the request is due a call again.
    await page.goto(`/desk/requests/${sent.reference}`);
    await page.getByRole("region", { name: "Booking" }).getByRole("button", { name: "No-show" }).click();
    await expect(page.getByText("Marked as a no-show; the request is due a call to find another day.")).toBeVisible();
    await expect(page.getByText("marked a no-show for 2027-03-15 at 11:00 am")).toBeVisible();
    await expect(page.getByRole("region", { name: "Booking" })).toHaveCount(0);
  });

  test("a request that arrives after the receptionist's first visit is marked unseen until they open it", async ({ page, request }) => {
    const word = `Queue${unique()}`;
    await signInOnPage(page, await readyAccount(request, "desk"));
    await searchInbox(page, word);
    const sent = await sendRequest(request, word);
    await searchInbox(page, word);
    const row = inboxRow(page, sent.reference);
    await expect(row).toHaveClass(/\bunseen\b/);
    await expect(row.getByRole("link", { name: `${sent.name} (not opened by you yet)` })).toBeVisible();
    await row.getByRole("link", { name: new RegExp(sent.name) }).click();
    await expect(page.getByRole("heading", { name: sent.name })).toBeVisible();
    await searchInbox(page, word);
    await expect(inboxRow(page, sent.reference)).not.toHaveClass(/\bunseen\b/);
  });

  test("the CSV opens as UTF-8 with a byte order mark and holds the rows of the filter on screen", async ({ page, request }) => {
    const word = `Queue${unique()}`;
    const hindi = await sendRequest(request, word, { name: "सुनीता देवी", language: "hi" });
    const other = await sendRequest(request, `Other${unique()}`);
    await signInOnPage(page, await readyAccount(request, "admin"));
    await searchInbox(page, word);
    await expect.poll(() => rowReferences(page)).toEqual([hindi.reference]);
    const href = (await page.getByRole("link", { name: "Export CSV" }).getAttribute("href"))!;
    const answer = await page.request.get(href);
    expect(answer.status()).toBe(200);
    const bytes = await answer.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
    expect(csv).toContain(hindi.reference);
    expect(csv).toContain("सुनीता देवी");
    expect(csv).not.toContain(other.reference);
    expect(csv.split("\r\n")[0]).toContain("language");
  });

  test("at 1280x800 eight requests show below the views and the search", async ({ page, request }) => {
    const word = `Queue${unique()}`;
    for (let index = 0; index < 9; index++)
      await sendRequest(request, word, { query: `Question number ${index} about the OPD timings and fees` });
    await signInOnPage(page, await readyAccount(request, "desk"));
    await searchInbox(page, word);
    await expect(page.locator("ol.requests > li")).toHaveCount(9);
    await page.screenshot({ path: test.info().outputPath("queue-1280x800.png") });
    const visible = await page
      .locator("ol.requests > li")
      .evaluateAll(
        (rows) =>
          rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight && row.getBoundingClientRect().top >= 0).length,
      );
    expect(visible).toBeGreaterThanOrEqual(8);
  });

  test("a new request raises a desktop notification once the receptionist allows them", async ({ page, context, request }) => {
    await context.grantPermissions(["notifications"]);
    await page.addInitScript(() => {
      const shown: { title: string; body: string }[] = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      class RecordedNotification {
        static permission = "granted";
        static requestPermission = async () => "granted";
        onclick: (() => void) | null = null;
        constructor(title: string, options: { body?: string } = {}) {
          shown.push({ title, body: options.body ?? "" });
        }
      }
      (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
    });
    await signInOnPage(page, await readyAccount(request, "desk"));
    await page.getByText("Alerts").click();
    await page.getByLabel("Desktop notification when a request arrives").check();
    const sent = await sendRequest(request, `Queue${unique()}`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shownNotifications: { body: string }[] }).shownNotifications), {
        timeout: 20_000,
      })
      .toContainEqual(expect.objectContaining({ body: expect.stringContaining(sent.reference) }));
  });
});
