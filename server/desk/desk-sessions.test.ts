/**
 * How a desk session lives: what renews it (what a person does, not the inbox's polling), the cookie that
 * carries it over https and plain http, and what a request must bring besides the cookie.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { readAuditLog } from "./audit";
import { BACKGROUND_HEADER, CSRF_HEADER, SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./desk-http";
import { startDeskStack, STAFF_PASSWORD, type DeskStack, submitAccepted } from "../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload } from "../testing/requests";
import { describeOnEachDatabase } from "../testing/test-services";

const MINUTE = 60 * 1000;
/** What a TLS-terminating proxy on the same machine adds to a browser's https request. */
const OVER_HTTPS = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.20" };

describeOnEachDatabase("desk sessions", (dialect) => {
  let stack: DeskStack;

  beforeEach(async () => {
    stack = await startDeskStack(dialect, undefined, { appConfig: { trustProxy: ["127.0.0.1"] } });
    await stack.addStaff("meena@aarogya.test", "desk");
  });
  afterEach(() => stack.close());

  const signIn = (headers: Record<string, string> = {}) =>
    stack.postSignIn("meena@aarogya.test", STAFF_PASSWORD, { headers: { "sec-fetch-site": "same-origin", ...headers } });
  const get = (url: string, headers: Record<string, string>) => stack.app.inject({ method: "GET", url, headers });

  it("lets a polling inbox time out after 30 minutes in which the person did nothing", async () => {
    const meena = await stack.signIn("meena@aarogya.test");
    const poll = () =>
      meena.request("GET", `/api/desk/requests?since=${encodeURIComponent(stack.clock.now().toISOString())}`, undefined, {
        [BACKGROUND_HEADER]: "1",
      });
    // Every 10 seconds in the browser; every 5 minutes is enough to show that polls do not renew it.
    for (let minutes = 5; minutes < 30; minutes += 5) {
      stack.clock.advance(5 * MINUTE);
      expect((await poll()).statusCode, `${minutes} minutes`).toBe(200);
    }
    stack.clock.advance(5 * MINUTE);
    expect((await poll()).statusCode).toBe(401);
    expect((await meena.request("GET", "/api/desk/session")).statusCode).toBe(401);
  });

  it("keeps a session open while the person acts, between the polls", async () => {
    const meena = await stack.signIn("meena@aarogya.test");
    for (let minutes = 20; minutes <= 80; minutes += 20) {
      stack.clock.advance(20 * MINUTE);
      expect((await meena.request("GET", "/api/desk/requests", undefined, { [BACKGROUND_HEADER]: "1" })).statusCode).toBe(200);
      // Opening the inbox, a request or a screen: what the desk's pages send when a person does something.
      expect((await meena.request("GET", "/api/desk/requests")).statusCode, `${minutes} minutes`).toBe(200);
    }
  });

  it("over https, sets a __Host- cookie that lasts only as long as the browser, and reads only that one", async () => {
    const answer = await signIn(OVER_HTTPS);
    expect(answer.statusCode).toBe(200);
    const cookie = String(answer.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Secure$`));
    expect(cookie).not.toMatch(/Max-Age|Expires|Domain/i);
    const id = cookie.split(";")[0]!.slice(SECURE_SESSION_COOKIE.length + 1);

    expect((await get("/api/desk/session", { ...OVER_HTTPS, cookie: `${SECURE_SESSION_COOKIE}=${id}` })).statusCode).toBe(200);
    // The unprefixed name, which another host of the domain or a plain-http page could have set, opens nothing over https.
    expect((await get("/api/desk/session", { ...OVER_HTTPS, cookie: `${SESSION_COOKIE}=${id}` })).statusCode).toBe(401);
  });

  it("over plain http, sets a browser-session cookie without the prefix, which a browser would refuse there", async () => {
    const cookie = String((await signIn()).headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict$`));
  });

  it("refuses a request that carries two session cookies, as one tossed in beside the real one would", async () => {
    const meena = await stack.signIn("meena@aarogya.test");
    // An attacker's own valid session, set for the whole domain by a sibling host: login CSRF.
    const attacker = await stack.signIn("meena@aarogya.test");
    for (const order of [
      [attacker.cookie, meena.cookie],
      [meena.cookie, attacker.cookie],
    ]) {
      const answer = await get("/api/desk/session", { cookie: order.map((id) => `${SESSION_COOKIE}=${id}`).join("; ") });
      expect(answer.statusCode).toBe(401);
    }
    expect((await meena.request("GET", "/api/desk/session")).statusCode).toBe(200);
  });

  it("requires the session's CSRF token on every change, even when the browser says the desk's own page sent it", async () => {
    const meena = await stack.signIn("meena@aarogya.test");
    const sameOriginWithoutToken = await meena.request(
      "POST",
      "/api/desk/sign-out",
      {},
      { [CSRF_HEADER]: "", "sec-fetch-site": "same-origin" },
    );
    expect(sameOriginWithoutToken.statusCode).toBe(403);
    expect((await meena.request("GET", "/api/desk/session")).statusCode).toBe(200);
    expect((await meena.request("POST", "/api/desk/sign-out", {}, { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("refuses to open a request for a link on another host of the domain, and records no access", async () => {
    const referenceId = await submitAccepted(stack, APPOINTMENT_URL, appointmentPayload());
    const meena = await stack.signIn("meena@aarogya.test");
    for (const site of ["same-site", "cross-site"]) {
      const answer = await meena.request("GET", `/api/desk/requests/${referenceId}`, undefined, { "sec-fetch-site": site });
      expect(answer.statusCode, site).toBe(403);
      expect(answer.body).not.toContain("Ravi");
    }
    const log = await readAuditLog(stack.store, { limit: 50 });
    expect(log.filter((entry) => entry.action === "access")).toEqual([]);
    expect(
      (await meena.request("GET", `/api/desk/requests/${referenceId}`, undefined, { "sec-fetch-site": "same-origin" })).statusCode,
    ).toBe(200);
  });
});
