import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { readAuditLog } from "../audit";
import { SESSION_COOKIE } from "../desk-http";
import { mailedLink, startDeskStack, STAFF_PASSWORD, type DeskStack, type StaffBrowser, submitAccepted } from "../../testing/desk-stack";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload } from "../../testing/requests";
import { listRoutes } from "../../testing/route-list";
import { describeOnEachDatabase } from "../../testing/test-services";

/** Routes a person reaches before having a session. */
const OPEN_ROUTES = new Set(["POST /api/desk/sign-in", "POST /api/desk/set-password", "POST /api/desk/set-password/check"]);
const ADMIN_ROUTES = [
  ["GET", "/api/desk/export.csv"],
  ["POST", "/api/desk/erasure/preview"],
  ["POST", "/api/desk/erasure"],
  ["POST", "/api/desk/person-data"],
  ["POST", "/api/desk/person-data.csv"],
  ["GET", "/api/desk/accounts"],
  ["POST", "/api/desk/accounts"],
  ["POST", "/api/desk/accounts/meena@aarogya.test/disable"],
  ["POST", "/api/desk/accounts/meena@aarogya.test/reset"],
  ["GET", "/api/desk/audit"],
] as const;

describeOnEachDatabase("the desk's administrators and the limits of everyone else", (dialect) => {
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

  it("answers 401 on every desk route without a session, and with a forged or stale cookie", async () => {
    // Not the desk's catch-all, which answers every unknown desk address 404.
    const routes = listRoutes(stack.app).filter(
      (route) => route.url.startsWith("/api/desk/") && route.url !== "/api/desk/" && !route.url.endsWith("*") && route.method !== "HEAD",
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, url } of routes) {
      if (OPEN_ROUTES.has(`${method} ${url}`)) continue;
      const concrete = url.replace(":reference", "APT-AAAA2222").replace(":email", "meena@aarogya.test");
      for (const cookie of [undefined, `${SESSION_COOKIE}=${"A".repeat(43)}`]) {
        const answer = await stack.app.inject({
          method: method as "GET",
          url: concrete,
          headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
          payload: method === "GET" ? undefined : "{}",
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it("answers 403 to a desk account on every administrator's route, and lets an administrator in", async () => {
    for (const [method, url] of ADMIN_ROUTES) {
      const body = method === "GET" ? undefined : {};
      expect((await meena.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await admin.request("GET", "/api/desk/export.csv")).statusCode).toBe(200);
    expect((await admin.request("GET", "/api/desk/audit")).statusCode).toBe(200);
  });

  it("exports every request as CSV with cells a spreadsheet cannot run, and logs the export", async () => {
    const reference = await submit(CONTACT_URL, contactPayload({ message: '=HYPERLINK("http://evil.example","click")' }));
    const answer = await admin.request("GET", "/api/desk/export.csv");
    expect(answer.headers["content-type"]).toContain("text/csv");
    expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row] = answer.body.split("\r\n");
    expect(header).toContain("reference_id,kind,received_at");
    expect(row).toContain(reference);
    expect(row).toContain("'=HYPERLINK");
    expect(await readAuditLog(stack.store, { limit: 50 })).toContainEqual(
      expect.objectContaining({ action: "export", actor: "asha.admin@aarogya.test" }),
    );
  });

  it("erases a person's requests by phone number after confirmation: rows, e-mails and .eml files go, the audit log says so", async () => {
    const first = await submit(APPOINTMENT_URL, appointmentPayload({ phoneNumber: "98290 55555" }));
    const second = await submit(CONTACT_URL, contactPayload({ phone: "+91 98290 55555" }));
    const someoneElse = await submit(APPOINTMENT_URL, appointmentPayload({ name: "Mohan Lal", phoneNumber: "9414066666" }));
    await stack.worker.flush();
    const mailDir = join(stack.database.options.dataDir, "mail");
    expect((await readdir(mailDir)).filter((name) => name.includes(first) || name.includes(second))).toHaveLength(2);

    const preview = await admin.request("POST", "/api/desk/erasure/preview", { phone: "098290-55555" });
    const found = (preview.json() as { requests: { reference: string }[] }).requests.map((request) => request.reference);
    expect(found.sort()).toEqual([first, second].sort());

    const erased = await admin.request("POST", "/api/desk/erasure", { phone: "9829055555", references: found });
    expect((erased.json() as { erased: string[] }).erased.sort()).toEqual([first, second].sort());

    for (const reference of [first, second]) expect((await admin.request("GET", `/api/desk/requests/${reference}`)).statusCode).toBe(404);
    expect((await admin.request("GET", `/api/desk/requests/${someoneElse}`)).statusCode).toBe(200);
    const emails = await stack.desk.db.selectFrom("outbox").select("submission_id").execute();
    expect(emails).toHaveLength(1);
    const files = await readdir(mailDir);
    expect(files.filter((name) => name.includes(first) || name.includes(second))).toEqual([]);
    expect(files.filter((name) => name.includes(someoneElse))).toHaveLength(1);

    const log = await readAuditLog(stack.store, { limit: 50 });
    const entry = log.find((item) => item.action === "erase");
    expect(entry).toMatchObject({ actor: "asha.admin@aarogya.test", rowCount: 2 });
    expect(entry?.target).toContain(first);
    expect(JSON.stringify(log)).not.toContain("55555");
  });

  it("erases only what the administrator confirmed", async () => {
    const seen = await submit(APPOINTMENT_URL, appointmentPayload({ email: "kamla@example.in" }));
    const arrivedLater = await submit(CONTACT_URL, contactPayload({ email: "Kamla@Example.in" }));
    const erased = await admin.request("POST", "/api/desk/erasure", { email: "kamla@example.in", references: [seen] });
    expect((erased.json() as { erased: string[] }).erased).toEqual([seen]);
    expect((await admin.request("GET", `/api/desk/requests/${arrivedLater}`)).statusCode).toBe(200);
  });

  it("lets an administrator add an account whose link goes to the new person's mailbox, and disable it, which ends its session", async () => {
    const added = await admin.request("POST", "/api/desk/accounts", { email: "ravi@aarogya.test", role: "desk" });
    expect(added.statusCode).toBe(200);
    expect(added.body).not.toContain("set-password");
    const link = (await mailedLink(stack, "ravi@aarogya.test")) ?? "";
    expect(link).toMatch(/^https:\/\/hospital\.example\/desk\/set-password#/);
    const set = await stack.app.inject({
      method: "POST",
      url: "/api/desk/set-password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ token: link.split("#")[1], password: STAFF_PASSWORD }),
    });
    expect(set.statusCode).toBe(200);
    const ravi = await stack.signIn("ravi@aarogya.test");
    expect((await admin.request("POST", "/api/desk/accounts", { email: "RAVI@aarogya.test", role: "admin" })).statusCode).toBe(409);

    expect((await admin.request("POST", "/api/desk/accounts/ravi@aarogya.test/disable", {})).statusCode).toBe(200);
    expect((await ravi.request("GET", "/api/desk/session")).statusCode).toBe(401);
    const accounts = (await admin.request("GET", "/api/desk/accounts")).json() as { accounts: { email: string; status: string }[] };
    expect(accounts.accounts).toContainEqual(expect.objectContaining({ email: "ravi@aarogya.test", status: "disabled" }));
  });

  it("refuses to disable the last administrator from the desk", async () => {
    const answer = await admin.request("POST", "/api/desk/accounts/Asha.Admin@aarogya.test/disable", {});
    expect(answer.statusCode).toBe(409);
    expect((await admin.request("GET", "/api/desk/session")).statusCode).toBe(200);
    await stack.addStaff("second.admin@aarogya.test", "admin");
    expect((await admin.request("POST", "/api/desk/accounts/asha.admin@aarogya.test/disable", {})).statusCode).toBe(200);
    expect((await admin.request("GET", "/api/desk/session")).statusCode).toBe(401);
  });

  it("shows the audit log to administrators, newest first, and offers no way to change it", async () => {
    const log = (await admin.request("GET", "/api/desk/audit?limit=5")).json() as {
      entries: { action: string; actor: string; at: string }[];
    };
    expect(log.entries[0]).toMatchObject({ action: "sign-in", actor: "meena@aarogya.test" });
    const changes = listRoutes(stack.app).filter(
      (route) => route.url.startsWith("/api/desk/audit") && route.method !== "GET" && route.method !== "HEAD",
    );
    expect(changes).toEqual([]);
    expect((await admin.request("DELETE", "/api/desk/audit")).statusCode).toBe(404);
  });
});
