/**
 * PostgreSQL goes away under the desk (a TCP proxy between the desk and PostgreSQL is cut): signing in,
 * the queue and a signed-in person's session check answer 503 with Retry-After and words that say the
 * database cannot be reached, never 500; when the proxy is restored the desk works again, unrestarted.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DeskStack, STAFF_PASSWORD, type StaffBrowser, startDeskStack } from "../testing/desk-stack";
import { type TestDatabase, createTestDatabase, whenServiceAnswers } from "../testing/test-services";
import { type TcpProxy, proxyPostgres } from "../testing/tcp-proxy";
import { STORE_UNAVAILABLE } from "../desk/desk-plugin";
import { isStoreUnavailable } from "../store/store-unavailable";

whenServiceAnswers("postgres", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let stack: DeskStack;
  let receptionist: StaffBrowser;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const proxied = await proxyPostgres(database.databaseUrl!);
    proxy = proxied.proxy;
    stack = await startDeskStack("postgres", {
      ...database,
      databaseUrl: proxied.url,
      options: { ...database.options, databaseUrl: proxied.url },
    });
    await stack.addStaff("reception@aarogya.test", "desk");
    receptionist = await stack.signIn("reception@aarogya.test");
  }, 60_000);
  afterAll(async () => {
    proxy.mode("forward");
    await stack.close();
    await proxy.close();
    await database.drop();
  });

  it("answers every desk route 503 while PostgreSQL is unreachable, and works again when it is back", { timeout: 60_000 }, async () => {
    proxy.mode("cut");
    const signIn = await stack.postSignIn("reception@aarogya.test", STAFF_PASSWORD, { headers: { "sec-fetch-site": "same-origin" } });
    const queue = await receptionist.request("GET", "/api/desk/requests");
    const session = await receptionist.request("GET", "/api/desk/session");
    for (const [name, answer] of [
      ["sign-in", signIn],
      ["the queue", queue],
      ["the session", session],
    ] as const) {
      expect([answer.statusCode, answer.json()], name).toEqual([503, STORE_UNAVAILABLE]);
      expect(answer.headers["retry-after"], name).toBeDefined();
    }

    proxy.mode("forward");
    expect((await receptionist.request("GET", "/api/desk/requests")).statusCode).toBe(200);
  });
});

it("tells a store that cannot be used from a bug or a bad request", () => {
  for (const unavailable of [
    Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }),
    Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR_WRITE" }),
    new Error("Database migration failed", { cause: Object.assign(new Error("no space"), { code: "ENOSPC" }) }),
    new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })]),
  ])
    expect(isStoreUnavailable(unavailable), unavailable.message).toBe(true);
  for (const bug of [
    new TypeError("Cannot read properties of undefined"),
    Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505" }),
    Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" }),
  ])
    expect(isStoreUnavailable(bug), bug.message).toBe(false);
});
