/**
 * The front desk's guards, against the production server: no answer without a session, guessing
 * stopped, no change from another website, and a session that ends when left idle. The desk's pages
 * are tested in the other desk specs; server/desk/admin/desk-admin.test.ts sweeps every route Fastify knows.
 */
import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { newDeskAccount, signInToDesk, withDeskDatabase } from "./desk-accounts";
import { unique } from "./form-helpers";

const REFERENCE = "APT-00000000";
/** The desk's API as decision 012 was built with it (docs/measurements/012-front-desk.md lists it). */
const DESK_API: { method: "GET" | "POST"; path: string }[] = [
  { method: "GET", path: "/api/desk/session" },
  { method: "POST", path: "/api/desk/sign-out" },
  { method: "GET", path: "/api/desk/requests" },
  { method: "GET", path: `/api/desk/requests/${REFERENCE}` },
  { method: "POST", path: `/api/desk/requests/${REFERENCE}/status` },
  { method: "POST", path: `/api/desk/requests/${REFERENCE}/notes` },
  { method: "POST", path: `/api/desk/requests/${REFERENCE}/claim` },
  { method: "GET", path: "/api/desk/export.csv" },
  { method: "POST", path: "/api/desk/erasure/preview" },
  { method: "POST", path: "/api/desk/erasure" },
  { method: "GET", path: "/api/desk/accounts" },
  { method: "POST", path: "/api/desk/accounts" },
  { method: "POST", path: "/api/desk/accounts/someone@aarogya.test/disable" },
  { method: "POST", path: "/api/desk/accounts/someone@aarogya.test/reset" },
  { method: "GET", path: "/api/desk/audit" },
];

test.describe("the front desk's API", () => {
  test("answers 401 to every request without a session, and says nothing else", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const { method, path } of DESK_API) {
      const answer = await anonymous.fetch(path, { method, data: method === "POST" ? {} : undefined });
      expect(answer.status(), `${method} ${path}`).toBe(401);
      expect(answer.headers()["cache-control"], `${method} ${path}`).toBe("no-store");
    }
    await anonymous.dispose();
  });

  test("refuses a change posted from another website, even with the staff member's cookie", async ({ playwright, baseURL }) => {
    const staff = await playwright.request.newContext({ baseURL });
    const account = await newDeskAccount(staff, "desk");
    await signInToDesk(staff, account);
    const { cookies } = await staff.storageState();
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");

    // A request to change, sent to the public form's endpoint as the appointment page sends it.
    const surname = `Cross${unique()}`;
    const sent = await staff.post("/api/appointment-email", {
      data: {
        name: `Asha ${surname}`,
        email: "asha@example.in",
        phoneNumber: "9829012345",
        speciality: "Orthopaedics",
        query: "Knee pain",
        code: "pdpl",
      },
    });
    expect(sent.status()).toBe(200);
    const { referenceId: reference } = (await sent.json()) as { referenceId: string };

    // What a form on another site makes a browser send: the cookie (were SameSite not to stop it), no
    // CSRF token, and Sec-Fetch-Site saying where it came from.
    const crossSite = await playwright.request.newContext({ baseURL });
    const forged = await crossSite.post(`/api/desk/requests/${reference}/status`, {
      headers: { cookie, origin: "https://prize.example", "sec-fetch-site": "cross-site", "content-type": "text/plain" },
      data: JSON.stringify({ status: "closed" }),
    });
    expect(forged.status()).toBe(403);
    const noToken = await crossSite.post(`/api/desk/requests/${reference}/status`, {
      headers: { cookie },
      data: { status: "closed" },
    });
    expect(noToken.status()).toBe(403);
    const inbox = (await (await staff.get(`/api/desk/requests?q=${reference}`)).json()) as { requests: { status: string }[] };
    expect(inbox.requests.map(({ status }) => status)).toEqual(["new"]);
    await Promise.all([staff.dispose(), crossSite.dispose()]);
  });

  test("ends a session left idle for 30 minutes", async ({ playwright, baseURL }) => {
    const staff = await playwright.request.newContext({ baseURL });
    const account = await newDeskAccount(staff, "desk");
    await signInToDesk(staff, account);
    expect((await staff.get("/api/desk/session")).status()).toBe(200);

    // Half an hour without a request, without waiting it: the session's last use moved back.
    const thirtyOneMinutesAgo = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    const moved = withDeskDatabase(
      (database) =>
        database
          .prepare("UPDATE desk_sessions SET last_seen_at = ? WHERE account_id = (SELECT id FROM desk_accounts WHERE email = ?)")
          .run(thirtyOneMinutesAgo, account.email).changes,
    );
    expect(moved).toBe(1);
    expect((await staff.get("/api/desk/session")).status()).toBe(401);
    expect((await staff.get("/api/desk/requests")).status()).toBe(401);
    await staff.dispose();
  });
});

test.describe("guessing a desk password", () => {
  // Every test signs in from 127.0.0.1: the file runs in one project (playwright.config.ts), so the
  // address's own limit stays far away.
  test("is refused with 429 after ten wrong passwords, even when the eleventh is right", async ({ playwright, baseURL }) => {
    const staff = await playwright.request.newContext({ baseURL });
    const account = await newDeskAccount(staff, "desk");
    try {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const wrong = await staff.post("/api/desk/sign-in", { data: { email: account.email, password: `not it ${attempt} at all` } });
        expect(wrong.status(), `attempt ${attempt}`).toBe(401);
      }
      const right = await staff.post("/api/desk/sign-in", { data: { email: account.email, password: account.password } });
      expect(right.status()).toBe(429);
      expect(JSON.stringify(await right.json())).not.toContain(account.email);
    } finally {
      // The failures also count against 127.0.0.1, which every other desk test signs in from.
      const accountKey = createHash("sha256").update(account.email).digest("hex");
      withDeskDatabase((database) => database.prepare("DELETE FROM desk_sign_in_failures WHERE account_key = ?").run(accountKey));
      await staff.dispose();
    }
  });
});
