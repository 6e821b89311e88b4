/**
 * Issue N's whole journey through the desk's content editor, against the production server:
 * an editor changes a doctor's OPD days, fee and leave, previews both languages; a second person
 * approves and publishes; the doctor's page, /find, the speciality page and the booking form show it
 * in English and Hindi without a restart; rolling back restores them; a save someone else's save
 * overtook is refused with what changed; a desk-only account sees no publish control and is refused
 * (403); the content screens have no axe violations at 1280 px and 390 px; a photo uploaded in the
 * desk is resized and served from /media without its camera metadata, a HEIC refused with its
 * message; an import with problems is refused naming each; a notice shows from its start and leaves
 * at its end by itself (the server re-renders then).
 *
 * What it assumes of the merged site (check these first if it fails after the merge):
 * - Administrators hold both content rights, so two administrators are the editor and the approver.
 * - The doctors kind is "doctors", keyed by the doctor's id; the record's fields are /fee, /opd
 *   (a fact of sittings: days, from, to) and /leave (a list of { from, to }), as in
 *   app/content/facts/doctor-records.schema.ts; the fee needs a second person's approval.
 * - The public pages write the fee's digits, the OPD days' names and a leave line, each in the words
 *   of the content (the appointment form's weekdays, the doctor page's "on leave" sentence).
 */
import { CONTENT } from "#app/content/words/all-locales";
import { doctorRecords } from "#app/content/facts/doctor-records";
import type { Locale } from "#common/locale";
import { type Page } from "@playwright/test";
import sharp from "sharp";
import { signInToDesk } from "./desk-accounts";
import {
  DESK_EXPECTED_CONSOLE_ERRORS,
  expectNoViolations,
  readyAccount,
  sendAppointmentRequest,
  signedInPage,
  signInOnPage,
} from "./desk-pages";
import { expect, test } from "./fixtures";

// One pattern: Playwright reads a two-element array in test.use as [value, fixture options]. A refused
// save answers 409; axe's checks try to run their script inside the preview's frames, which the desk
// sandboxes without scripts, and Chromium reports each refusal.
test.use({
  expectedConsoleErrors: [
    new RegExp(
      `${DESK_EXPECTED_CONSOLE_ERRORS.source}|status of 409|Blocked script execution in '[^']*/api/desk/content/preview\\?[^']*' because the document's frame is sandboxed`,
    ),
  ],
});

const DOCTOR = "vikas-sharma";
const { department: DEPARTMENT, words: doctorWords } = doctorRecords.find(({ id }) => id === DOCTOR)!;
/** The doctor's name as the desk lists and titles the doctor's document. */
const doctorName = doctorWords.en.name;
/** Saturday, one of the OPD days the editor gives, as each language's pages name it. */
const saturday = (language: Locale) => CONTENT[language].forms.appointmentForm.weekdays.saturday;
/** A leave line's own words, in each language, around the days the leave runs from and to. */
const showsLeave = (language: Locale) => (text: string) =>
  CONTENT[language].doctorPage.onLeave
    .split(/\{from\}|\{to\}/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .every((part) => text.includes(part));
/** A fee no seed content has, so finding its digits on a page proves this publish put them there. */
const fee = String(700 + Math.floor(Math.random() * 250));

/** Today and a week on, in India, as YYYY-MM-DD: a leave that is on now. */
const indianDay = (offsetDays: number) => new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The first day on or after `day` (YYYY-MM-DD) that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(day: string, weekday: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** A field of the open document's form, by its JSON pointer (the form's ids are "field" + the pointer with dots). */
const field = (page: Page, pointer: string) => page.locator(`[id="field${pointer.replaceAll("/", ".")}"]`);

async function openDoctor(page: Page) {
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Content" }).click();
  await page.getByRole("link", { name: "Doctors" }).click();
  await page.getByRole("link", { name: doctorName }).click();
  await expect(page.getByRole("heading", { level: 1, name: doctorName })).toBeVisible();
}

/** The public page's text, fetched afresh until `expected` holds (a publish is live within 60 s). */
async function expectPublic(page: Page, path: string, expected: (text: string) => boolean, what: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return expected((await page.locator("main").innerText()).replace(/\s+/g, " "));
      },
      { message: `${path}: ${what}`, timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(true);
}

/** The new OPD days, and the fee where the page shows fees (the doctor's own page; /find shows none). */
const showsChange =
  (language: "en" | "hi", { withFee }: { withFee: boolean }) =>
  (text: string) =>
    (!withFee || text.includes(fee)) && text.includes(saturday(language));

// Every test here publishes to the one server, whose releases are made one at a time (a second
// publish meanwhile is refused: "Someone else is publishing right now"): the file's tests run in
// order, in one worker.
test.describe.configure({ mode: "default" });

test.describe("editing, approving, publishing and rolling back the site's content", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test("an editor's change goes live in both languages after a second person's approval, and rollback restores it", async ({
    page,
    browser,
    request,
  }) => {
    const editor = await readyAccount(request, "admin");
    const approver = await readyAccount(request, "admin");

    // The editor: fee, OPD days and hours, leave; a draft, not public.
    await signInOnPage(page, editor);
    await openDoctor(page);
    await expectNoViolations(page, "document form");
    await field(page, "/fee").getByRole("radio", { name: "Supplied by the hospital" }).check();
    await field(page, "/fee/value").fill(fee);
    await expect(field(page, "/fee")).toContainText("Needs a second person's approval before it goes live.");
    await field(page, "/opd").getByRole("radio", { name: "Supplied by the hospital" }).check();
    for (const day of ["Tuesday", "Saturday"]) await field(page, "/opd/value/0").getByRole("checkbox", { name: day }).check();
    await field(page, "/opd/value/0/from").fill("17:00");
    await field(page, "/opd/value/0/to").fill("19:00");
    await field(page, "/leave")
      .getByRole("button", { name: /^Add to/ })
      .click();
    await field(page, "/leave/0/from").fill(indianDay(0));
    await field(page, "/leave/0/to").fill(indianDay(7));
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText(/Draft saved at .*It is not public until it is published\./)).toBeVisible();
    await expectPublic(page, `/doctors/${DOCTOR}`, (text) => !text.includes(fee), "not public while a draft");

    // The preview shows the draft in both languages, at a phone's width and a desktop's.
    await page.goto(`/desk/content/${"doctors"}/${DOCTOR}`);
    await page.getByRole("link", { name: "Preview both languages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Preview" })).toBeVisible();
    const english = page.frameLocator(`iframe[title="English preview of /doctors/${DOCTOR}"]`);
    const hindi = page.frameLocator(`iframe[title="Hindi preview of /doctors/${DOCTOR}"]`);
    await expect(english.locator("body")).toContainText(fee);
    await expect(english.locator("body")).toContainText(saturday("en"));
    await expect(hindi.locator("body")).toContainText(fee);
    await expect(hindi.locator("body")).toContainText(saturday("hi"));
    await expect(page.locator("iframe").first()).toHaveAttribute("width", "390");
    await page.getByRole("radio", { name: "Desktop (1280 px)" }).check();
    await expect(page.locator("iframe").first()).toHaveAttribute("width", "1280");
    await expectNoViolations(page, "preview", { skipFrames: "iframe" });

    // The editor cannot approve their own change.
    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Changes waiting" }).click();
    const change = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: doctorName }) });
    await expect(change.getByRole("row", { name: /^Consultation fee/ })).toContainText(fee);
    await expect(change.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
    await expectNoViolations(page, "changes waiting");

    // A second person approves and publishes.
    const second = await signedInPage(browser, approver);
    await second.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Changes waiting" }).click();
    const theirView = second.getByRole("listitem").filter({ has: second.getByRole("heading", { name: doctorName }) });
    await theirView.getByRole("button", { name: `Approve ${doctorName}` }).click();
    await expect(second.getByText(/approved\. It can be published now\./)).toBeVisible();
    // The list reloads after the approval (the change is then chosen for publishing already).
    const choose = theirView.getByRole("checkbox", { name: /^Publish this change/ });
    await expect(choose).toBeEnabled();
    await choose.check();
    await second.getByRole("button", { name: /^Publish the/ }).click();
    await expect(second.getByText(/^Published\./)).toBeVisible({ timeout: 120_000 });

    // Every page that shows the doctor, in both languages, without a restart.
    for (const [path, language, withFee] of [
      [`/doctors/${DOCTOR}`, "en", true],
      [`/hi/doctors/${DOCTOR}`, "hi", true],
      ["/find", "en", false],
      ["/hi/find", "hi", false],
    ] as const)
      await expectPublic(
        page,
        path,
        showsChange(language, { withFee }),
        withFee ? "shows the new fee and OPD days" : "shows the new OPD days",
      );
    // The speciality page's cards show a doctor's name, degree, years and leave (no hours, no fee).
    for (const path of [`/doctors/${DOCTOR}`, "/find", `/speciality/${DEPARTMENT}`])
      await expectPublic(page, path, showsLeave("en"), "shows the leave");
    for (const path of [`/hi/doctors/${DOCTOR}`, "/hi/find", `/hi/speciality/${DEPARTMENT}`])
      await expectPublic(page, path, showsLeave("hi"), "shows the leave in Hindi");
    await expectPublic(page, `/bookappointment?doctor=${DOCTOR}`, showsLeave("en"), "the booking form says the doctor is on leave");
    await expectPublic(page, `/hi/bookappointment?doctor=${DOCTOR}`, showsLeave("hi"), "the Hindi booking form too");

    // The desk books against the published content: the leave and the OPD days are warned of, no restart.
    const caller = await sendAppointmentRequest(request);
    await page.goto(`/desk/requests/${caller.reference}`);
    await page.getByRole("button", { name: "Booked…" }).click();
    const booking = page.getByRole("form", { name: "Book an appointment" });
    await booking.getByLabel("Doctor").selectOption(DOCTOR);
    await booking.getByLabel("Time").fill("17:30");
    await booking.getByLabel("Day").fill(indianDay(1));
    await expect(booking.getByText(`${doctorName} is on leave from ${indianDay(0)} to ${indianDay(7)}.`)).toBeVisible();
    await expect(booking.getByRole("button", { name: "Book anyway" })).toBeVisible();
    const mondayAfterLeave = nextWeekday(indianDay(8), 1);
    await booking.getByLabel("Day").fill(mondayAfterLeave);
    await expect(booking.getByText(`${doctorName} has no OPD on Mondays (Tuesday, Saturday 17:00–19:00).`)).toBeVisible();
    await expect(booking.getByText(/on leave/)).toHaveCount(0);

    // Rollback to the release before, with a confirmation. It takes the fee away, a second-person fact:
    // refused as one person's act and offered as drafts, which the editor approves and the approver publishes.
    await second.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Changes waiting" }).click();
    second.once("dialog", (dialog) => void dialog.accept());
    await second
      .getByRole("button", { name: /^Roll back to release \d+ \(published \d+ \w+ \d{4}, \d+:\d\d [ap]m IST\)$/ })
      .first()
      .click();
    await expect(second.getByText(/changes facts that need a second person's approval/)).toBeVisible();
    await second.getByRole("button", { name: /^Roll back to release \d+ as drafts$/ }).click();
    await expect(second.getByText(/content is waiting below as drafts/)).toBeVisible();
    await page.goto("/desk/changes");
    const rollbackDraft = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: doctorName }) });
    await rollbackDraft.getByRole("button", { name: `Approve ${doctorName}` }).click();
    await expect(page.getByText(/approved\. It can be published now\./)).toBeVisible();
    await second.reload();
    const rolledBack = second.getByRole("listitem").filter({ has: second.getByRole("heading", { name: doctorName }) });
    await expect(rolledBack.getByRole("checkbox", { name: /^Publish this change/ })).toBeEnabled();
    await rolledBack.getByRole("checkbox", { name: /^Publish this change/ }).check();
    await second.getByRole("button", { name: /^Publish the/ }).click();
    await expect(second.getByText(/^Published\./)).toBeVisible({ timeout: 120_000 });
    await expectPublic(page, `/doctors/${DOCTOR}`, (text) => !text.includes(fee), "rolled back");
    await expectPublic(page, `/hi/doctors/${DOCTOR}`, (text) => !text.includes(fee), "rolled back in Hindi");
    // The desk follows the rollback too: the repository's content has no leave for the doctor.
    const warningsAfter = await page.request.get(`/api/desk/booking-warnings?doctor=${DOCTOR}&day=${indianDay(1)}&time=17:30`);
    expect(((await warningsAfter.json()) as { warnings: { kind: string }[] }).warnings.map((warning) => warning.kind)).not.toContain(
      "leave",
    );
    await second.context().close();
  });

  test("a save that someone else's save overtook is refused with what changed, and nothing is overwritten", async ({
    page,
    browser,
    request,
  }) => {
    const first = await readyAccount(request, "admin");
    const later = await readyAccount(request, "admin");
    await signInOnPage(page, first);
    await openDoctor(page);
    const other = await signedInPage(browser, later);
    await openDoctor(other);

    await field(page, "/fee").getByRole("radio", { name: "Supplied by the hospital" }).check();
    await field(page, "/fee/value").fill("450");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText(/Draft saved at/)).toBeVisible();

    await field(other, "/fee").getByRole("radio", { name: "Supplied by the hospital" }).check();
    await field(other, "/fee/value").fill("550");
    await other.getByRole("button", { name: "Save draft" }).click();
    const conflict = other.getByRole("alert").filter({ hasText: "Not saved" });
    await expect(conflict).toContainText(`Not saved: ${first.email} changed this document first`);
    await expect(conflict.getByRole("row", { name: /^Consultation fee/ })).toContainText("550");
    await expect(conflict.getByRole("row", { name: /^Consultation fee/ })).toContainText("450");
    await expectNoViolations(other, "conflict");

    // The first person's draft stands.
    await page.reload();
    await expect(field(page, "/fee/value")).toHaveValue("450");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Discard this draft" }).click();
    await other.context().close();
  });

  test("a desk-only account sees no content controls and is refused publishing (403)", async ({ page, request }) => {
    const reception = await readyAccount(request, "desk");
    await signInOnPage(page, reception);
    const nav = page.getByRole("navigation", { name: "Desk" });
    await expect(nav.getByRole("link", { name: "Inbox" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Content" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Changes waiting" })).toHaveCount(0);
    await page.goto("/desk/changes");
    await expect(page.getByRole("button", { name: /^Publish/ })).toHaveCount(0);

    const csrfToken = await signInToDesk(request, reception);
    const publish = await request.post("/api/desk/content/publish", {
      headers: { "x-csrf-token": csrfToken },
      data: { documents: [{ kind: "doctors", key: DOCTOR }] },
    });
    expect(publish.status()).toBe(403);
    const approve = await request.post(`/api/desk/content/documents/doctors/${DOCTOR}/approve`, {
      headers: { "x-csrf-token": csrfToken },
      data: {},
    });
    expect(approve.status()).toBe(403);
  });

  test("the content list, a kind, the checklist and export/import have no axe violations", async ({ page, request }) => {
    const admin = await readyAccount(request, "admin");
    await signInOnPage(page, admin);
    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Content" }).click();
    await expect(page.getByRole("list", { name: "Kinds of content" })).toBeVisible();
    await expectNoViolations(page, "content");
    await page.getByRole("link", { name: "Doctors" }).click();
    await expect(page.getByRole("list", { name: /in the order the site shows them/ })).toBeVisible();
    await expectNoViolations(page, "doctors");
    await page.goto("/desk/checklist");
    await expect(page.getByText(/facts? still to supply on the live site/)).toBeVisible();
    await expectNoViolations(page, "checklist");
    await page.goto("/desk/content-file");
    await page
      .getByLabel("JSON file")
      .setInputFiles({ name: "site.json", mimeType: "application/json", buffer: Buffer.from('{"doctors": 5}') });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByRole("alert")).toContainText(/Not imported: \d+ problems? in the file/);
    await expectNoViolations(page, "import refused");
  });
});

test.describe("pictures and imports", () => {
  test.describe.configure({ timeout: 300_000 });

  test("a doctor's photo uploaded in the desk is resized and served from /media; an iPhone HEIC is refused with its message", async ({
    page,
    request,
  }) => {
    const editor = await readyAccount(request, "admin");
    await signInOnPage(page, editor);
    await openDoctor(page);
    await field(page, "/photo").getByRole("radio", { name: "Supplied by the hospital" }).check();
    // A camera's picture, larger than any size the pages use, with the camera's metadata.
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#3b7a57" } })
      .jpeg()
      .withExif({ IFD0: { Make: "TestCam", Model: "Pocket 1" } })
      .toBuffer();
    const picture = page.locator('[id="field.photo.value"]');
    await picture.setInputFiles({ name: "dr-vikas.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByText("dr-vikas.jpg is uploaded. Save the draft to keep it.")).toBeVisible();

    // The upload's largest size is served, never wider than the pages need, without the camera's metadata.
    const csrfToken = await signInToDesk(request, editor);
    const { uploads } = (await (await request.get("/api/desk/media", { headers: { "x-csrf-token": csrfToken } })).json()) as {
      uploads: {
        originalName: string;
        picture?: { src: string; width: number; variants: { width: number; webp: string; jpeg: string }[] };
      }[];
    };
    const uploaded = uploads.find((upload) => upload.originalName === "dr-vikas.jpg");
    expect(uploaded?.picture, JSON.stringify(uploads[0])).toBeDefined();
    const widths = uploaded!.picture!.variants.map((variant) => variant.width);
    expect(Math.max(...widths)).toBeLessThan(2400);
    for (const variant of uploaded!.picture!.variants) {
      for (const src of [variant.webp, variant.jpeg]) {
        const served = await request.get(src);
        expect(served.status(), src).toBe(200);
        const metadata = await sharp(await served.body()).metadata();
        expect(metadata.width, src).toBe(variant.width);
        expect(metadata.exif, src).toBeUndefined();
      }
    }

    // An iPhone's HEIC: refused in the field, with what to do.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    await picture.setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heic });
    await expect(page.getByRole("alert").filter({ hasText: "This is an iPhone HEIC photo" })).toContainText("Save it as JPEG first");
  });

  test("an import with problems is refused naming each one, and nothing changes", async ({ request }) => {
    const admin = await readyAccount(request, "admin");
    const csrfToken = await signInToDesk(request, admin);
    const headers = { "x-csrf-token": csrfToken };
    const exported = (await (await request.get("/api/desk/content/export", { headers })).json()) as {
      content: { doctors: { id: string; fee: unknown; qualification: { en: string; hi: string } }[] };
    };
    const before = (await (await request.get("/api/desk/content/releases", { headers })).json()) as { releases: { number: number }[] };
    const content = structuredClone(exported.content);
    const doctor = content.doctors.find((each) => each.id === DOCTOR)!;
    doctor.fee = { state: "supplied", value: -100 };
    doctor.qualification = { ...doctor.qualification, hi: "" };
    const refused = await request.post("/api/desk/content/import", { headers, data: { content, publish: true } });
    expect(refused.status()).toBe(422);
    const { problems } = (await refused.json()) as { problems: { kind?: string; key?: string; path: string; message: string }[] };
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "doctors", key: DOCTOR, path: "/fee/value" }),
        expect.objectContaining({ kind: "doctors", key: DOCTOR, path: "/qualification/hi" }),
      ]),
    );
    for (const problem of problems) expect(problem.message.length).toBeGreaterThan(0);
    const after = (await (await request.get("/api/desk/content/releases", { headers })).json()) as { releases: { number: number }[] };
    expect(after.releases[0]?.number).toBe(before.releases[0]?.number);
  });
});
