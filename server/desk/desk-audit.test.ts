import { afterEach, beforeEach, expect, it } from "vitest";
import { auditEntry, type AuditAction, readAuditLog } from "./audit";
import { startDeskStack, type DeskStack, type StaffBrowser, submitAccepted } from "../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload } from "../testing/requests";
import { describeOnEachDatabase } from "../testing/test-services";

type Entry = { at: string; actor: string; action: string; target: string; address: string; rowCount: number };
type AuditPage = { entries: Entry[]; older: number | null };

describeOnEachDatabase("the audit log of every read of patient data", (dialect) => {
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

  const submitRavi = () =>
    submitAccepted(
      stack,
      APPOINTMENT_URL,
      appointmentPayload({ name: "Ravi Sharma", email: "ravi.sharma@example.in", phoneNumber: "9829012345" }),
    );
  const entriesBy = async (actor: string, action: string) =>
    (await readAuditLog(stack.store, { limit: 500 })).filter((entry) => entry.actor === actor && entry.action === action);
  const get = async (browser: StaffBrowser, url: string) => {
    const answer = await browser.request("GET", url);
    expect(answer.statusCode, url).toBe(200);
    return answer;
  };

  it("records a desk account's list and searches, who and from where, with the term masked and no phone or e-mail in the log", async () => {
    const reference = await submitRavi();
    await get(meena, "/api/desk/requests");
    expect(await entriesBy("meena@aarogya.test", "list")).toEqual([
      expect.objectContaining({ target: `inbox · ${reference}`, address: "127.0.0.1", rowCount: 1 }),
    ]);

    for (const term of ["+91 98290 12345", "Ravi.Sharma@example.in", "Ravi", reference.toLowerCase()]) {
      await get(meena, `/api/desk/requests?status=new&q=${encodeURIComponent(term)}`);
    }
    const searches = (await entriesBy("meena@aarogya.test", "search")).map((entry) => [entry.target, entry.rowCount]).reverse();
    expect(searches).toEqual([
      [`status=new phone ******2345 · ${reference}`, 1],
      [`status=new e-mail r***@example.in · ${reference}`, 1],
      [`status=new name R*** · ${reference}`, 1],
      [`status=new reference ${reference} · ${reference}`, 1],
    ]);
    const log = JSON.stringify(await readAuditLog(stack.store, { limit: 500 }));
    for (const secret of ["9829012345", "98290 12345", "ravi.sharma", "Ravi"]) expect(log).not.toContain(secret);
  });

  it("records a poll only when it shows rows, and the same answer within ten minutes once", async () => {
    const ravi = await submitRavi();
    const inbox = (await get(meena, "/api/desk/requests")).json() as { cursor: string };
    await get(meena, "/api/desk/requests");
    // The cursor lags a minute behind: this poll answers the request just listed, as the list did.
    const poll = `/api/desk/requests?since=${encodeURIComponent(inbox.cursor)}`;
    await get(meena, poll);
    expect(await entriesBy("meena@aarogya.test", "list")).toHaveLength(1);

    const kamla = await submitAccepted(stack, APPOINTMENT_URL, appointmentPayload({ name: "Kamla Devi", phoneNumber: "9414000002" }));
    await get(meena, poll);
    const lists = await entriesBy("meena@aarogya.test", "list");
    expect(lists.map((entry) => entry.target)).toEqual([`inbox · ${kamla} ${ravi}`, `inbox · ${ravi}`]);

    // Nothing changed after this cursor: nobody's details were shown, nothing is recorded.
    stack.clock.advance(11 * 60 * 1000);
    await get(meena, `/api/desk/requests?since=${encodeURIComponent(stack.clock.now().toISOString())}`);
    expect(await entriesBy("meena@aarogya.test", "list")).toHaveLength(2);
  });

  it("records opening a request, an erasure preview, an export, and reading the accounts and the audit log", async () => {
    const reference = await submitRavi();
    await get(meena, `/api/desk/requests/${reference}`);
    const preview = await admin.request("POST", "/api/desk/erasure/preview", { phone: "098290-12345" });
    expect(preview.statusCode).toBe(200);
    await get(admin, "/api/desk/export.csv");
    await get(admin, "/api/desk/accounts");
    await get(admin, "/api/desk/audit?action=export");

    expect(await entriesBy("meena@aarogya.test", "access")).toEqual([expect.objectContaining({ target: reference })]);
    const asha = "asha.admin@aarogya.test";
    expect(await entriesBy(asha, "erasure-preview")).toEqual([
      expect.objectContaining({ target: `phone ******2345 · ${reference}`, rowCount: 1 }),
    ]);
    expect(await entriesBy(asha, "export")).toEqual([expect.objectContaining({ rowCount: 1 })]);
    expect(await entriesBy(asha, "accounts-read")).toEqual([expect.objectContaining({ rowCount: 2 })]);
    expect(await entriesBy(asha, "audit-read")).toEqual([expect.objectContaining({ target: "action=export", rowCount: 1 })]);
    expect(JSON.stringify(await readAuditLog(stack.store, { limit: 500 }))).not.toContain("12345");
  });

  it("records a refused (403) attempt: a desk account on an administrator's route, and a change without the CSRF token", async () => {
    const reference = await submitRavi();
    expect((await meena.request("GET", "/api/desk/export.csv")).statusCode).toBe(403);
    expect((await meena.request("POST", `/api/desk/accounts/asha.admin@aarogya.test/reset`, {})).statusCode).toBe(403);
    const withoutToken = await stack.app.inject({
      method: "POST",
      url: `/api/desk/requests/${reference}/status`,
      headers: { cookie: `desk_session=${meena.cookie}`, "content-type": "application/json" },
      payload: JSON.stringify({ status: "closed" }),
    });
    expect(withoutToken.statusCode).toBe(403);

    expect((await entriesBy("meena@aarogya.test", "forbidden")).map((entry) => [entry.target, entry.address]).reverse()).toEqual([
      ["GET /api/desk/export.csv", "127.0.0.1"],
      ["POST /api/desk/accounts/:email/reset", "127.0.0.1"],
    ]);
    expect(await entriesBy("meena@aarogya.test", "csrf-refused")).toEqual([
      expect.objectContaining({ target: "POST /api/desk/requests/:reference/status", rowCount: 0 }),
    ]);
  });

  /** `count` entries written straight to the log, as the desk writes them, in a few transactions. */
  async function fill(count: number, entry: (index: number) => { actor: string; action: AuditAction; at: Date }) {
    for (let done = 0; done < count; done += 100) {
      const batch = Array.from({ length: Math.min(100, count - done) }, (_, offset) => {
        const { actor, action, at } = entry(done + offset);
        return auditEntry(stack.desk, { actor, action, target: `entry ${done + offset}`, address: "198.51.100.1", at });
      });
      await stack.desk.write(batch);
    }
  }

  it("pages past 500 entries with the older cursor, each entry once, newest first", async () => {
    await fill(620, (index) => ({ actor: "noise@example.com", action: "list", at: new Date(Date.now() + index) }));
    const seen: string[] = [];
    let url = "/api/desk/audit?limit=250";
    let older: number | null | undefined;
    // About 630 entries: three pages, and a bound in case the cursor never ends.
    for (let pages = 0; pages < 5 && older !== null; pages++) {
      const page = (await get(admin, url)).json() as AuditPage;
      seen.push(...page.entries.map((entry) => `${entry.action} ${entry.target}`));
      older = page.older;
      url = `/api/desk/audit?limit=250&before=${older}`;
    }
    expect(older).toBeNull();
    const filled = seen.filter((item) => item.startsWith("list entry"));
    expect(filled).toHaveLength(620);
    expect(new Set(filled).size).toBe(620);
    expect(filled[0]).toBe("list entry 619");
    expect(filled.at(-1)).toBe("list entry 0");
    expect(seen).toContain("sign-in asha.admin@aarogya.test");
  });

  it("keeps an export findable after 1,000 later entries, by action and by person", async () => {
    await get(admin, "/api/desk/export.csv");
    await fill(1000, (index) => ({ actor: "admin@example.com", action: "list", at: new Date(Date.now() + 1000 + index) }));
    const newest = (await get(admin, "/api/desk/audit?limit=500")).json() as AuditPage;
    expect(newest.entries.map((entry) => entry.action)).not.toContain("export");

    const exports = (await get(admin, "/api/desk/audit?action=export")).json() as AuditPage;
    expect(exports.entries).toEqual([expect.objectContaining({ actor: "asha.admin@aarogya.test", action: "export" })]);
    expect(exports.older).toBeNull();
    const byPerson = (await get(admin, `/api/desk/audit?person=${encodeURIComponent("Asha.Admin@aarogya.test")}`)).json() as AuditPage;
    expect(byPerson.entries.map((entry) => entry.action)).toContain("export");
    expect(byPerson.entries.every((entry) => entry.actor === "asha.admin@aarogya.test")).toBe(true);
  });

  it("filters by the day in India, and answers 400 to a day that is not on the calendar or an unknown action", async () => {
    // 23:30 and 01:30 in India on either side of midnight: two different Indian days, one UTC day.
    await fill(2, (index) => ({
      actor: "meena@aarogya.test",
      action: "access",
      at: new Date(index === 0 ? "2026-03-17T18:00:00.000Z" : "2026-03-17T20:00:00.000Z"),
    }));
    const day = async (value: string) =>
      ((await get(admin, `/api/desk/audit?day=${value}`)).json() as AuditPage).entries.map((entry) => entry.target);
    expect(await day("2026-03-17")).toEqual(["entry 0"]);
    expect(await day("2026-03-18")).toEqual(["entry 1"]);
    const both = (await get(admin, "/api/desk/audit?action=access&person=meena@aarogya.test")).json() as AuditPage;
    expect(both.entries.map((entry) => entry.target)).toEqual(["entry 1", "entry 0"]);

    for (const bad of ["day=2026-02-30", "day=2026-13-45", "day=0000-00-00", "day=17-03-2026", "action=delete-everything", "before=0"]) {
      const answer = await admin.request("GET", `/api/desk/audit?${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json()).toMatchObject({ error: "bad_request" });
    }
  });
});
