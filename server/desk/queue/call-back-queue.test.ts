import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { putLiveRelease, startDeskStack, type DeskStack, type StaffBrowser, submitAccepted } from "../../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload } from "../../testing/requests";
import { describeOnEachDatabase } from "../../testing/test-services";
import { SEED_CONTENT, type SiteContent } from "#app/content/model/site-content";
import type { RequestDetail, RequestSummary } from "./request-queries";

type Inbox = { requests: RequestSummary[]; counts: Record<string, number>; more: boolean; targetMinutes: number };

const HOUR_MS = 60 * 60 * 1000;

/** The repository's content with Dr. Vikas Sharma sitting on Mondays and Thursdays and away the first week of December 2026. */
function contentWithVikasSchedule(leave: SiteContent["doctors"][number]["leave"]): SiteContent {
  const content = structuredClone(SEED_CONTENT);
  const vikas = content.doctors.find((doctor) => doctor.id === "vikas-sharma")!;
  vikas.opd = { state: "supplied", value: [{ days: ["monday", "thursday"], from: "10:00", to: "13:00" }] };
  vikas.leave = leave;
  return content;
}

describeOnEachDatabase("the desk's call-back queue", (dialect) => {
  let stack: DeskStack;
  let meena: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("meena@aarogya.test", "desk");
    await stack.addStaff("admin@aarogya.test", "admin");
    meena = await stack.signIn("meena@aarogya.test");
  });
  afterEach(() => stack.close());

  async function appointment(overrides: Record<string, unknown> = {}, language = "en"): Promise<string> {
    const reference = await submitAccepted(
      stack,
      `${APPOINTMENT_URL}${language === "hi" ? "?lang=hi" : ""}`,
      appointmentPayload(overrides),
    );
    // A second apart at least, so "oldest first" has an order to keep.
    stack.clock.advance(1000);
    return reference;
  }
  async function view(name: string, browser = meena): Promise<Inbox> {
    const answer = await browser.request("GET", `/api/desk/requests?view=${name}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as Inbox;
  }
  const references = (inbox: Inbox) => inbox.requests.map((request) => request.reference);
  const publish = (content: SiteContent) => putLiveRelease(stack, content, "admin@aarogya.test");
  async function act(reference: string, path: string, body: unknown = {}): Promise<RequestDetail> {
    const answer = await meena.request("POST", `/api/desk/requests/${reference}/${path}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as RequestDetail;
  }

  it("marks a red-flag request written in Hindi and puts it before older ones, with the oldest waiting next", async () => {
    const oldest = await appointment({ name: "Kamla Devi", query: "I need new dentures" });
    const older = await appointment({ name: "Ravi Sharma", query: "Knee pain since Monday" });
    const urgent = await appointment(
      { name: "सुनीता देवी", phoneNumber: "9829000009", query: "पिताजी को सुबह से सीने में दर्द है और साँस फूल रही है" },
      "hi",
    );
    const inbox = await view("open");
    expect(references(inbox)).toEqual([urgent, oldest, older]);
    expect(inbox.requests[0]).toMatchObject({
      language: "hi",
      phone: "9829000009",
      redFlags: [
        { id: "chest-pain", label: "Chest pain" },
        { id: "breathing", label: "Breathlessness" },
      ],
    });
    expect(inbox.requests[0]!.preview).toContain("सीने में दर्द");
    expect(inbox.requests[1]!.redFlags).toEqual([]);
    expect(inbox.counts).toMatchObject({ open: 3, unclaimed: 3, mine: 0, due: 0, done: 0, spam: 0, all: 3 });
    expect(inbox.targetMinutes).toBe(120);
  });

  it("counts calls nobody answered and brings a request back to the top when its call-back is due", async () => {
    const waiting = await appointment({ name: "Kamla Devi" });
    const calling = await appointment({ name: "Ravi Sharma" });
    await act(calling, "outcome", { outcome: "no-answer" });
    const twice = await act(calling, "outcome", { outcome: "no-answer", note: "Rang twice, switched off" });
    expect(twice).toMatchObject({ attempts: 2, status: "contacted", outcome: "no-answer" });
    const at = new Date(stack.clock.now().getTime() + 5 * HOUR_MS);
    const later = await act(calling, "outcome", { outcome: "call-back", callBackAt: at.toISOString() });
    expect(later).toMatchObject({ attempts: 2, callBackAt: at.toISOString(), outcome: "call-back" });
    expect(later.history.filter((entry) => entry.kind === "outcome")).toHaveLength(3);
    expect(later.history.find((entry) => entry.kind === "note")?.detail).toBe("Rang twice, switched off");

    // Not yet: after the one still waiting, and not in "call back due".
    expect(references(await view("open"))).toEqual([waiting, calling]);
    expect(references(await view("due"))).toEqual([]);
    // A request called and not answered is no longer "new" in the tab's count.
    expect(((await meena.request("GET", "/api/desk/requests")).json() as { newCount: number }).newCount).toBe(1);

    stack.clock.advance(5 * HOUR_MS + 60_000);
    // Hours idle end a session: Meena signs in again, as she would after lunch.
    meena = await stack.signIn("meena@aarogya.test");
    expect(references(await view("open"))).toEqual([calling, waiting]);
    expect(references(await view("due"))).toEqual([calling]);
    expect((await view("due")).counts.due).toBe(1);
  });

  it("closes a request as not needed or a wrong number and lets its claim go", async () => {
    const reference = await appointment();
    await act(reference, "claim");
    expect(references(await view("mine"))).toEqual([reference]);
    const closed = await act(reference, "outcome", { outcome: "wrong-number" });
    expect(closed).toMatchObject({ status: "closed", claimedBy: null, outcome: "wrong-number" });
    expect(references(await view("open"))).toEqual([]);
    expect(references(await view("done"))).toEqual([reference]);
    expect((await meena.request("POST", `/api/desk/requests/${reference}/outcome`, { outcome: "call-back" })).statusCode).toBe(400);
  });

  it("books, warns of the doctor's leave and non-OPD days, moves and cancels, and lists the day", async () => {
    const reference = await appointment({ name: "सुनीता देवी", phoneNumber: "9829000009", doctor: "vikas-sharma" }, "hi");
    const warnings = async (day: string, time = "10:30") =>
      (
        (await meena.request("GET", `/api/desk/booking-warnings?doctor=vikas-sharma&day=${day}&time=${time}`)).json() as {
          warnings: { kind: string }[];
        }
      ).warnings.map((warning) => warning.kind);
    // The repository's content gives no OPD days or leave: nothing to warn of.
    expect(await warnings("2026-12-03")).toEqual([]);
    // Published in the content editor: warned of at once, without a restart.
    await publish(contentWithVikasSchedule([{ from: "2026-12-01", to: "2026-12-07" }]));
    expect(await warnings("2026-12-03")).toEqual(["leave"]);
    expect(await warnings("2026-12-08")).toEqual(["not-opd-day"]);
    expect(await warnings("2026-12-10", "17:00")).toEqual(["outside-opd-hours"]);
    expect(await warnings("2026-12-10")).toEqual([]);
    // A later release without the leave (a rollback, say): the desk follows it.
    await publish(contentWithVikasSchedule([]));
    expect(await warnings("2026-12-03")).toEqual([]);

    const booked = await act(reference, "booking", { doctor: "vikas-sharma", day: "2026-12-10", time: "10:30" });
    expect(booked).toMatchObject({
      status: "booked",
      booking: { doctor: "vikas-sharma", day: "2026-12-10", time: "10:30", status: "booked" },
    });
    const moved = await act(reference, "booking", { doctor: "vikas-sharma", day: "2026-12-14", time: "11:00", note: "Asked for Monday" });
    expect(moved.booking).toMatchObject({ day: "2026-12-14", time: "11:00" });
    expect(JSON.parse(moved.history.filter((entry) => entry.kind === "booking").at(-1)!.detail)).toMatchObject({
      action: "moved",
      fromDay: "2026-12-10",
    });

    const dayList = async (day: string) =>
      ((await meena.request("GET", `/api/desk/day-list?day=${day}&doctor=vikas-sharma`)).json() as { bookings: { reference: string }[] })
        .bookings;
    expect(await dayList("2026-12-10")).toEqual([]);
    expect(await dayList("2026-12-14")).toEqual([expect.objectContaining({ reference, name: "सुनीता देवी", time: "11:00", language: "hi" })]);

    const message = (await meena.request("GET", `/api/desk/requests/${reference}/patient-message`)).json() as {
      language: string;
      text: string;
      whatsAppLink: string;
    };
    expect(message.language).toBe("hi");
    // The doctor as the Hindi pages name him, in the patient's language.
    expect(message.text).toContain("डॉ. विकास शर्मा");
    expect(message.text).toContain("सोमवार");
    expect(message.whatsAppLink).toMatch(/^https:\/\/wa\.me\/919829000009\?text=/);
    expect(decodeURIComponent(message.whatsAppLink.split("text=")[1]!)).toBe(message.text);

    const texted = await act(reference, "sms");
    expect(texted.history.at(-1)).toMatchObject({ kind: "message" });
    const folder = join(stack.database.options.dataDir, "sms");
    const [file] = (await readdir(folder)).filter((name) => name.includes(reference));
    expect(await readFile(join(folder, file!), "utf8")).toContain("साथ लाएँ");

    // The patient did not come: a no-show, due a call at once, off the day list, kept in the history.
    const noShow = await act(reference, "booking/no-show");
    expect(noShow).toMatchObject({ status: "contacted", booking: { status: "no-show" } });
    expect(references(await view("due"))).toContain(reference);
    expect(await dayList("2026-12-14")).toEqual([]);
    expect(JSON.parse(noShow.history.filter((entry) => entry.kind === "booking").at(-1)!.detail)).toMatchObject({
      action: "no-show",
      day: "2026-12-14",
      time: "11:00",
    });
    expect((await meena.request("POST", `/api/desk/requests/${reference}/booking/no-show`, {})).statusCode).toBe(409);
    await act(reference, "booking", { doctor: "vikas-sharma", day: "2026-12-14", time: "11:00" });

    const cancelled = await act(reference, "booking/cancel", { note: "Patient will come next month" });
    expect(cancelled).toMatchObject({ status: "contacted", booking: { status: "cancelled" } });
    expect(await dayList("2026-12-14")).toEqual([]);
    expect((await meena.request("POST", `/api/desk/requests/${reference}/booking/cancel`, {})).statusCode).toBe(409);
    expect(
      (await meena.request("POST", `/api/desk/requests/${reference}/booking`, { doctor: "nobody", day: "2026-12-14", time: "11:00" }))
        .statusCode,
    ).toBe(400);
  });

  it("shows staff by their display names on rows and in the history", async () => {
    const reference = await appointment();
    expect((await meena.request("POST", "/api/desk/display-name", { displayName: "  Meena  " })).statusCode).toBe(200);
    await act(reference, "claim");
    const [row] = (await view("open")).requests;
    expect(row).toMatchObject({ claimedBy: "meena@aarogya.test", claimedByName: "Meena", lastActedByName: "Meena" });
    const detail = (await meena.request("GET", `/api/desk/requests/${reference}`)).json() as RequestDetail;
    expect(detail.history.at(-1)).toMatchObject({ actor: "meena@aarogya.test", actorName: "Meena" });
  });

  it("exports the view and its filters as UTF-8 CSV with a byte order mark, notes, outcomes, bookings and language", async () => {
    const booked = await appointment({ name: "सुनीता देवी", doctor: "vikas-sharma" }, "hi");
    const open = await appointment({ name: "Ravi Sharma" });
    await act(booked, "booking", { doctor: "vikas-sharma", day: "2026-12-14", time: "11:00", note: "Comes with her son" });
    await act(open, "outcome", { outcome: "no-answer" });
    const admin = await stack.signIn("admin@aarogya.test");
    const done = await admin.request("GET", "/api/desk/export.csv?view=done");
    expect(done.statusCode).toBe(200);
    expect(done.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(done.body).toContain(booked);
    expect(done.body).not.toContain(open);
    expect(done.body).toContain("सुनीता देवी");
    expect(done.body).toContain(",hi,");
    expect(done.body).toContain("Dr. Vikas Sharma,2026-12-14,11:00,booked");
    expect(done.body).toContain("Comes with her son");
    const openOnly = await admin.request("GET", "/api/desk/export.csv?view=open");
    expect(openOnly.body).toContain(open);
    expect(openOnly.body).not.toContain(booked);
    expect(openOnly.body).toContain("no-answer");
  });
});
