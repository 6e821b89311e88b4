import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { ExportedRequest } from "#schemas/desk-api";
import { startDeskStack, type DeskStack, type StaffBrowser, submitAccepted } from "../../testing/desk-stack";
import { readCsv } from "../../testing/read-csv";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload } from "../../testing/requests";
import { describeOnEachDatabase } from "../../testing/test-services";
import { BYTE_ORDER_MARK } from "../../submissions/csv";
import { readAuditLog } from "../audit";
import { STEP_UP_MS } from "../session-stage";

/** A ten-digit mobile number no other test uses. */
const uniquePhone = () => `9${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, "0")}`;

describeOnEachDatabase("a person's access request from the desk", (dialect) => {
  let stack: DeskStack;
  let admin: StaffBrowser;
  let meena: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    await stack.addStaff("meena@aarogya.test", "desk");
    admin = await stack.signIn("asha.admin@aarogya.test");
    meena = await stack.signIn("meena@aarogya.test");
  });
  afterEach(() => stack.close());

  const submit = (url: string, payload: Record<string, unknown>) => submitAccepted(stack, url, payload);
  const act = async (reference: string, change: string, body: unknown) =>
    expect((await meena.request("POST", `/api/desk/requests/${reference}/${change}`, body)).statusCode, change).toBe(200);
  const entriesOf = async (action: string) =>
    (await readAuditLog(stack.store, { limit: 500 })).filter((entry) => entry.action === action && entry.actor === admin.email);

  /** Sita's appointment (with a note, two calls and a booking) and her message, on one phone; someone else's request besides. */
  async function sitaAndSomeoneElse() {
    const phone = uniquePhone();
    const email = `sita.${phone}@example.in`;
    const appointment = await submit(
      APPOINTMENT_URL,
      appointmentPayload({ name: "Sita Devi", phoneNumber: phone, email, query: "Knee pain" }),
    );
    const message = await submit(
      CONTACT_URL,
      contactPayload({ firstName: "Sita", lastName: "Devi", phone, email: "other.address@example.in", message: "Sunday OPD?" }),
    );
    const someoneElse = await submit(APPOINTMENT_URL, appointmentPayload({ name: "Ravi Kumar", phoneNumber: uniquePhone() }));
    await act(appointment, "notes", { text: "Prefers a morning slot" });
    await act(appointment, "outcome", { outcome: "no-answer" });
    await act(appointment, "booking", { doctor: "vikas-sharma", day: "2026-12-10", time: "10:30" });
    return { phone, email, appointment, message, someoneElse };
  }

  it("shows every request of the person with its fields, notes, outcomes and booking, and nobody else's, and records who read it", async () => {
    const { phone, email, appointment, message, someoneElse } = await sitaAndSomeoneElse();
    const answer = await admin.request("POST", "/api/desk/person-data", { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` });
    expect(answer.statusCode).toBe(200);
    const { requests } = answer.json() as { requests: ExportedRequest[] };
    expect(requests.map((request) => request.reference).sort()).toEqual([appointment, message].sort());
    expect(answer.body).not.toContain(someoneElse);
    const booked = requests.find((request) => request.reference === appointment)!;
    expect(booked.fields).toMatchObject({ name: "Sita Devi", phoneNumber: phone, email, query: "Knee pain" });
    expect(booked.notes).toEqual([expect.stringContaining("Prefers a morning slot")]);
    expect(booked.history).toEqual([expect.stringContaining("outcome: outcome no-answer"), expect.stringContaining("booking:")]);
    expect(booked.booking).toMatchObject({ doctor: "vikas-sharma", day: "2026-12-10", time: "10:30", status: "booked" });
    expect(booked.emails.length).toBeGreaterThan(0);

    const [read] = await entriesOf("person-data-read");
    expect(read).toMatchObject({ rowCount: 2, target: expect.stringContaining(appointment) });
    expect(read!.target).toContain(message);
    // Whose data, as the log may keep it: never the number itself.
    expect(read!.target).toMatch(/^phone \S*\d{4} · /);
    expect(read!.target).not.toContain(phone);

    const byEmail = (await admin.request("POST", "/api/desk/person-data", { email: email.toUpperCase() })).json() as {
      requests: ExportedRequest[];
    };
    expect(byEmail.requests.map((request) => request.reference)).toEqual([appointment]);
  });

  it("downloads the same as the desk's CSV, with its byte order mark, and records the export", async () => {
    const { phone, appointment, message, someoneElse } = await sitaAndSomeoneElse();
    const answer = await admin.request("POST", "/api/desk/person-data.csv", { phone });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="person-data-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.body.startsWith(BYTE_ORDER_MARK)).toBe(true);
    const rows = readCsv(answer.body);
    expect(rows.map((row) => row.reference_id).sort()).toEqual([appointment, message].sort());
    expect(answer.body).not.toContain(someoneElse);
    expect(rows.find((row) => row.reference_id === appointment)).toMatchObject({
      name: "Sita Devi",
      booking_day: "2026-12-10",
      notes: expect.stringContaining("Prefers a morning slot"),
    });
    const [exported] = await entriesOf("person-data-export");
    expect(exported).toMatchObject({ rowCount: 2, target: expect.stringContaining(appointment) });
    expect(exported!.target).not.toContain(phone);
  });

  it("needs the right erasure needs: an administrator who has just passed the second factor", async () => {
    const { phone } = await sitaAndSomeoneElse();
    for (const url of ["/api/desk/person-data", "/api/desk/person-data.csv"]) {
      const refused = await meena.request("POST", url, { phone });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body).not.toContain("Sita");
    }
    expect(await entriesOf("person-data-read")).toEqual([]);
    expect((await admin.request("POST", "/api/desk/person-data", {})).statusCode).toBe(400);
    expect((await admin.request("POST", "/api/desk/person-data", { phone, email: "sita@example.in" })).statusCode).toBe(400);
    stack.clock.advance(STEP_UP_MS + 1000);
    const stale = await admin.request("POST", "/api/desk/person-data", { phone });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ error: "step_up_required" });
    expect(await entriesOf("person-data-read")).toEqual([]);
  });
});
