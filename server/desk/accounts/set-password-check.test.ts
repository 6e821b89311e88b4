import { afterEach, beforeEach, expect, it } from "vitest";
import { startDeskStack, type DeskStack } from "../../testing/desk-stack";
import { describeOnEachDatabase } from "../../testing/test-services";
import { addAccount, SETUP_LINK_VALID_MS } from "./accounts";

describeOnEachDatabase("the set-password page's check of its link", (dialect) => {
  let stack: DeskStack;
  beforeEach(async () => {
    stack = await startDeskStack(dialect, undefined, { desk: { signInRateLimit: 5 } });
  });
  afterEach(() => stack.close());

  const invite = async (email: string) =>
    (await addAccount(stack.desk, email, "desk", { name: "staff command", address: "local", at: stack.clock.now() })).token;
  const post = (url: string, body: unknown, address = "203.0.113.7") =>
    stack.app.inject({
      method: "POST",
      url,
      remoteAddress: address,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const check = (token: string, address?: string) => post("/api/desk/set-password/check", { token }, address);

  it("says yes to an unused link, and using it is still possible afterwards", async () => {
    const token = await invite("meena@aarogya.test");
    const answer = await check(token);
    expect(answer.statusCode).toBe(200);
    // Nothing beside the yes: not whose link it is.
    expect(answer.json()).toEqual({ usable: true });
    expect(answer.body).not.toContain("meena");
    expect((await check(token)).json()).toEqual({ usable: true });
    const set = await post("/api/desk/set-password", { token, password: "mango lassi at noon" });
    expect(set.statusCode).toBe(200);
  });

  it("says no, alike, to a used link, an expired link and a token nobody was given", async () => {
    const used = await invite("meena@aarogya.test");
    expect((await post("/api/desk/set-password", { token: used, password: "mango lassi at noon" })).statusCode).toBe(200);
    const expired = await invite("ravi@aarogya.test");
    stack.clock.advance(SETUP_LINK_VALID_MS + 1000);
    const answers = [await check(used), await check(expired), await check("A".repeat(43))];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ usable: false });
    }
  });

  it("refuses a token missing or too long, another site's page, and a flood from one address", async () => {
    expect((await post("/api/desk/set-password/check", {})).statusCode).toBe(400);
    expect((await check("A".repeat(201), "198.51.100.1")).statusCode).toBe(400);
    const fromElsewhere = await stack.app.inject({
      method: "POST",
      url: "/api/desk/set-password/check",
      remoteAddress: "198.51.100.2",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      payload: JSON.stringify({ token: "A".repeat(43) }),
    });
    expect(fromElsewhere.statusCode).toBe(403);
    const flood = [];
    for (let attempt = 0; attempt < 6; attempt++) flood.push((await check("B".repeat(43), "192.0.2.9")).statusCode);
    expect(flood).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not held back by that one's flood.
    expect((await check("B".repeat(43), "192.0.2.200")).statusCode).toBe(200);
  });
});
