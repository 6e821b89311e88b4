import { afterEach, beforeEach, expect, it } from "vitest";
import { readAuditLog } from "../audit";
import { SESSION_COOKIE } from "../desk-http";
import { mailsTo, sessionCookieOf, startDeskStack, STAFF_PASSWORD, type DeskStack, type StaffBrowser } from "../../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload, postJson } from "../../testing/requests";
import { describeOnEachDatabase } from "../../testing/test-services";

const MINUTE = 60 * 1000;

describeOnEachDatabase("the second factor", (dialect) => {
  let stack: DeskStack;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("meena@aarogya.test", "desk");
    await stack.addStaff("asha.admin@aarogya.test", "admin");
  });
  afterEach(() => stack.close());

  /** The password step only: the session it gives, and what the desk was told to do next. */
  async function passwordStep(email: string): Promise<{ browser: StaffBrowser; stage: string }> {
    const answer = await stack.postSignIn(email, STAFF_PASSWORD);
    expect(answer.statusCode).toBe(200);
    const { csrfToken, stage } = answer.json() as { csrfToken: string; stage: string };
    const cookie = sessionCookieOf(answer.headers["set-cookie"]);
    return {
      stage,
      browser: {
        email,
        cookie,
        csrfToken,
        request: (method, url, body) =>
          stack.app.inject({
            method,
            url,
            headers: {
              cookie: `${SESSION_COOKIE}=${cookie}`,
              "x-csrf-token": csrfToken,
              ...(body === undefined ? {} : { "content-type": "application/json" }),
            },
            payload: body === undefined ? undefined : JSON.stringify(body),
          }),
      },
    };
  }

  /** Meena adds an authenticator app; resolves to her recovery codes. */
  async function enrolMeena(): Promise<string[]> {
    const meena = await stack.signIn("meena@aarogya.test");
    const { id } = (await meena.request("POST", "/api/desk/second-factor/totp", {})).json() as { id: string };
    const wrong = await meena.request("POST", "/api/desk/second-factor/totp/confirm", { id, code: "000000" });
    expect(wrong.statusCode).toBe(422);
    const confirmed = await meena.request("POST", "/api/desk/second-factor/totp/confirm", {
      id,
      code: await stack.nextTotpCode("meena@aarogya.test"),
    });
    expect(confirmed.statusCode).toBe(200);
    return (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
  }

  const verify = (browser: StaffBrowser, body: object) => browser.request("POST", "/api/desk/second-factor/verify", body);

  it("signs in with a password and then an authenticator app's code; until then the session reads nothing", async () => {
    const reference = (await postJson(stack.app, APPOINTMENT_URL, appointmentPayload())).json().referenceId as string;
    const codes = await enrolMeena();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await mailsTo(stack, "meena@aarogya.test")).map((mail) => mail.headers.get("subject"))).toContain(
      "A second factor was added to your front desk account",
    );

    const { browser: pending, stage } = await passwordStep("meena@aarogya.test");
    expect(stage).toBe("second-factor");
    for (const url of ["/api/desk/requests", `/api/desk/requests/${reference}`, "/api/desk/second-factor"]) {
      const refused = await pending.request("GET", url);
      expect([refused.statusCode, refused.json().error], url).toEqual([403, "second_factor_required"]);
    }
    expect(JSON.stringify((await pending.request("GET", "/api/desk/requests")).json())).not.toContain(reference);
    expect((await pending.request("GET", "/api/desk/session")).json()).toMatchObject({ stage: "second-factor" });

    expect((await verify(pending, { method: "totp", code: "123456" })).statusCode).toBe(422);
    const code = await stack.nextTotpCode("meena@aarogya.test");
    const passed = await verify(pending, { method: "totp", code });
    expect(passed.statusCode).toBe(200);
    // A new session id once the second step is passed: the one from the password step is worth nothing.
    expect((await pending.request("GET", "/api/desk/session")).statusCode).toBe(401);
    const newCookie = sessionCookieOf(passed.headers["set-cookie"]);
    const full = await stack.app.inject({
      method: "GET",
      url: `/api/desk/requests/${reference}`,
      headers: { cookie: `${SESSION_COOKIE}=${newCookie}` },
    });
    expect(full.statusCode).toBe(200);

    // The same code again, in another sign-in within its 30 seconds: refused.
    const { browser: again } = await passwordStep("meena@aarogya.test");
    expect((await verify(again, { method: "totp", code })).statusCode).toBe(422);
    const log = await readAuditLog(stack.store, { limit: 20 });
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["second-factor-added", "second-factor-passed", "second-factor-refused"]),
    );
  });

  it("lets each recovery code sign in once, and tells the owner", async () => {
    const [first, second] = await enrolMeena();
    const { browser } = await passwordStep("meena@aarogya.test");
    const passed = await verify(browser, { method: "recovery", code: first!.toUpperCase() });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ recoveryCodesLeft: 9 });
    expect((await mailsTo(stack, "meena@aarogya.test")).at(-1)?.text).toContain("9 of your recovery codes are left");

    const { browser: later } = await passwordStep("meena@aarogya.test");
    expect((await verify(later, { method: "recovery", code: first! })).statusCode).toBe(422);
    expect((await verify(later, { method: "recovery", code: second! })).statusCode).toBe(200);
  });

  it("allows five wrong codes in 15 minutes, then refuses even the right one until the window has passed", async () => {
    await enrolMeena();
    const { browser } = await passwordStep("meena@aarogya.test");
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => verify(browser, { method: "totp", code: String(100000 + index) })),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect((await verify(browser, { method: "totp", code: await stack.nextTotpCode("meena@aarogya.test") })).statusCode).toBe(429);
    stack.clock.advance(16 * MINUTE);
    expect((await verify(browser, { method: "totp", code: await stack.nextTotpCode("meena@aarogya.test") })).statusCode).toBe(200);
  });

  it("takes an administrator without a second factor to enrolment before anything else", async () => {
    const { browser, stage } = await passwordStep("asha.admin@aarogya.test");
    expect(stage).toBe("enrol");
    for (const url of ["/api/desk/accounts", "/api/desk/audit", "/api/desk/requests", "/api/desk/export.csv"]) {
      const refused = await browser.request("GET", url);
      expect([refused.statusCode, refused.json().error], url).toEqual([403, "enrolment_required"]);
    }
    const { id } = (await browser.request("POST", "/api/desk/second-factor/totp", {})).json() as { id: string };
    const code = await stack.nextTotpCode("asha.admin@aarogya.test");
    expect((await browser.request("POST", "/api/desk/second-factor/totp/confirm", { id, code })).statusCode).toBe(200);
    expect((await browser.request("GET", "/api/desk/accounts")).statusCode).toBe(200);
  });

  it("asks for the second factor again before export, erasure and account changes once 5 minutes have passed", async () => {
    const admin = await stack.signIn("asha.admin@aarogya.test");
    expect((await admin.request("GET", "/api/desk/export.csv")).statusCode).toBe(200);
    stack.clock.advance(6 * MINUTE);
    const guarded: [string, string, object?][] = [
      ["GET", "/api/desk/export.csv"],
      ["POST", "/api/desk/erasure/preview", { phone: "9829012345" }],
      ["POST", "/api/desk/erasure", { phone: "9829012345", references: ["APT-AAAA2222"] }],
      ["POST", "/api/desk/accounts", { email: "ravi@aarogya.test", role: "desk" }],
      ["POST", "/api/desk/accounts/meena@aarogya.test/disable", {}],
      ["POST", "/api/desk/accounts/meena@aarogya.test/reset", {}],
    ];
    for (const [method, url, body] of guarded) {
      const refused = await admin.request(method as "GET", url, body);
      expect([refused.statusCode, refused.json().error], url).toEqual([403, "step_up_required"]);
    }
    // Reading is not an account change.
    expect((await admin.request("GET", "/api/desk/accounts")).statusCode).toBe(200);
    const steppedUp = await verify(admin, { method: "totp", code: await stack.nextTotpCode("asha.admin@aarogya.test") });
    expect(steppedUp.statusCode).toBe(200);
    expect(steppedUp.headers["set-cookie"]).toBeUndefined();
    for (const [method, url, body] of guarded) expect((await admin.request(method as "GET", url, body)).statusCode, url).toBe(200);
  });
});
