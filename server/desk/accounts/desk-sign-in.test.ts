import { afterEach, beforeEach, expect, it } from "vitest";
import { disableAccount, setContentRights } from "./accounts";
import { SESSION_COOKIE } from "../desk-http";
import { startDeskStack, STAFF_PASSWORD, type DeskStack } from "../../testing/desk-stack";
import { describeOnEachDatabase } from "../../testing/test-services";

const MINUTE = 60 * 1000;

describeOnEachDatabase("signing in to the desk", (dialect) => {
  let stack: DeskStack;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("meena@aarogya.test", "desk");
  });
  afterEach(() => stack.close());

  const signInWith = (email: string, password: string, address = "203.0.113.5") => stack.postSignIn(email, password, { address });
  const sessionWith = (cookie: string) =>
    stack.app.inject({ method: "GET", url: "/api/desk/session", headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
  const later = (ms: number) => stack.clock.advance(ms);

  it("gives a HttpOnly, SameSite=Strict browser-session cookie that opens the desk, and answers without caching or indexing", async () => {
    const answer = await signInWith("Meena@Aarogya.test", STAFF_PASSWORD);
    expect(answer.statusCode).toBe(200);
    const cookie = String(answer.headers["set-cookie"]);
    expect(cookie).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const session = await sessionWith(cookie.split(";")[0]!.slice(SESSION_COOKIE.length + 1));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ account: { email: "meena@aarogya.test", role: "desk" } });
    expect(session.headers["cache-control"]).toBe("no-store");
    expect(session.headers["x-robots-tag"]).toContain("noindex");
    const page = await stack.app.inject({ method: "GET", url: "/desk" });
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.headers["cache-control"]).toBe("no-store");
  });

  it("tells the desk's pages the account's content rights, as they are now; an administrator has both", async () => {
    const signedIn = await signInWith("meena@aarogya.test", STAFF_PASSWORD);
    expect(signedIn.json()).toMatchObject({ account: { email: "meena@aarogya.test", role: "desk", rights: [] } });
    const cookie = String(signedIn.headers["set-cookie"])
      .split(";")[0]!
      .slice(SESSION_COOKIE.length + 1);
    expect((await sessionWith(cookie)).json()).toMatchObject({ account: { rights: [] } });
    const actor = { name: "asha@aarogya.test", address: "127.0.0.1", at: stack.clock.now() };
    await setContentRights(stack.desk, "meena@aarogya.test", { contentEdit: true }, actor);
    expect((await sessionWith(cookie)).json()).toMatchObject({ account: { rights: ["content_edit"] } });
    await setContentRights(stack.desk, "meena@aarogya.test", { contentEdit: false, contentPublish: true }, actor);
    expect((await sessionWith(cookie)).json()).toMatchObject({ account: { rights: ["content_publish"] } });

    await stack.addStaff("asha@aarogya.test", "admin");
    // The first sign-in enrols an authenticator app; the second passes the second step, whose answer names the rights too.
    await stack.signIn("asha@aarogya.test");
    const password = await signInWith("asha@aarogya.test", STAFF_PASSWORD);
    expect(password.json()).toMatchObject({ stage: "second-factor", account: { rights: ["content_edit", "content_publish"] } });
    const adminCookie = String(password.headers["set-cookie"])
      .split(";")[0]!
      .slice(SESSION_COOKIE.length + 1);
    const verified = await stack.app.inject({
      method: "POST",
      url: "/api/desk/second-factor/verify",
      headers: { cookie: `${SESSION_COOKIE}=${adminCookie}`, "x-csrf-token": (password.json() as { csrfToken: string }).csrfToken },
      payload: { method: "totp", code: await stack.nextTotpCode("asha@aarogya.test") },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ account: { role: "admin", rights: ["content_edit", "content_publish"] } });
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const wrong = await signInWith("meena@aarogya.test", "not the password at all");
    const unknown = await signInWith("nobody@aarogya.test", "not the password at all");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses with 429 after ten wrong passwords for one account, even the right one from a new place, until the window has passed", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signInWith("meena@aarogya.test", `wrong password ${attempt}`, `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD, "198.51.100.77")).statusCode).toBe(429);
    later(16 * MINUTE);
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it("ends a session after 30 minutes without a request, and keeps it while it is used", async () => {
    const { cookie } = await stack.signIn("meena@aarogya.test");
    later(25 * MINUTE);
    expect((await sessionWith(cookie)).statusCode).toBe(200);
    later(25 * MINUTE);
    expect((await sessionWith(cookie)).statusCode).toBe(200);
    later(31 * MINUTE);
    const expired = await sessionWith(cookie);
    expect(expired.statusCode).toBe(401);
    expect(String(expired.headers["set-cookie"])).toContain("Max-Age=0");
  });

  it("ends a session after 12 hours however busy it is", async () => {
    const { cookie } = await stack.signIn("meena@aarogya.test");
    for (let hour = 0; hour < 12 * 3; hour++) {
      later(20 * MINUTE);
      const answer = await sessionWith(cookie);
      expect(answer.statusCode).toBe(hour < 12 * 3 - 1 ? 200 : 401);
    }
  });

  it("ends the session on sign-out and when the account is disabled", async () => {
    const first = await stack.signIn("meena@aarogya.test");
    expect((await first.request("POST", "/api/desk/sign-out", {})).statusCode).toBe(200);
    expect((await sessionWith(first.cookie)).statusCode).toBe(401);

    const second = await stack.signIn("meena@aarogya.test");
    await disableAccount(stack.desk, "meena@aarogya.test", { name: "staff command", address: "local", at: stack.clock.now() });
    expect((await sessionWith(second.cookie)).statusCode).toBe(401);
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD)).statusCode).toBe(401);
  });

  it("refuses a change that carries the cookie without the CSRF token, as a post from another site would", async () => {
    const browser = await stack.signIn("meena@aarogya.test");
    const crossSite = await browser.request("POST", "/api/desk/sign-out", {}, { "x-csrf-token": "", "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const wrongToken = await browser.request("POST", "/api/desk/sign-out", {}, { "x-csrf-token": "x".repeat(43) });
    expect(wrongToken.statusCode).toBe(403);
    // A cross-site page that somehow learnt the token is still refused by the browser's word.
    expect((await browser.request("POST", "/api/desk/sign-out", {}, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await sessionWith(browser.cookie)).statusCode).toBe(200);
    // The desk's own pages: the browser says same-origin, and they send the token.
    expect((await browser.request("POST", "/api/desk/sign-out", {}, { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("refuses a sign-in posted from another site and a form post that is not JSON", async () => {
    const crossSite = await stack.app.inject({
      method: "POST",
      url: "/api/desk/sign-in",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      payload: JSON.stringify({ email: "meena@aarogya.test", password: STAFF_PASSWORD }),
    });
    expect(crossSite.statusCode).toBe(403);
    const plainForm = await stack.app.inject({
      method: "POST",
      url: "/api/desk/sign-in",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ email: "meena@aarogya.test", password: STAFF_PASSWORD }),
    });
    expect(plainForm.statusCode).toBe(415);
  });
});
