/**
 * /readyz tells the public only whether the server is ready; the database's kind and the mail queue go
 * to a check made on the server's own machine, straight to it.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("/readyz", () => {
  it("answers another machine with its status alone, and a local check with the details", async () => {
    app = await buildApp(testAppConfig(), fakeDependencies());
    const outside = await app.inject({ url: "/readyz", remoteAddress: "203.0.113.9" });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual({ status: "ready" });

    const local = await app.inject({ url: "/readyz", remoteAddress: "127.0.0.1" });
    expect(local.json()).toMatchObject({ status: "ready", database: { reachable: true }, pendingEmails: 0, failedEmails: 0 });
    expect((await app.inject({ url: "/readyz", remoteAddress: "::1" })).json()).toHaveProperty("pendingEmails");
  });

  it("treats a request a proxy on the same machine forwarded as coming from outside, whatever it claims", async () => {
    app = await buildApp(testAppConfig({ trustProxy: ["127.0.0.1"] }), fakeDependencies());
    for (const headers of [{ "x-forwarded-for": "203.0.113.9" }, { "x-forwarded-for": "127.0.0.1" }, { forwarded: "for=127.0.0.1" }]) {
      const forwarded = await app.inject({ url: "/readyz", remoteAddress: "127.0.0.1", headers });
      expect(forwarded.json(), JSON.stringify(headers)).toEqual({ status: "ready" });
    }
  });

  it("still says 503 and unavailable to the public when the store does not answer", async () => {
    const dependencies = fakeDependencies();
    app = await buildApp(testAppConfig(), {
      ...dependencies,
      store: { ...dependencies.store, readiness: () => Promise.reject(new Error("disk gone")) },
    });
    const outside = await app.inject({ url: "/readyz", remoteAddress: "198.51.100.4" });
    expect(outside.statusCode).toBe(503);
    expect(outside.json()).toEqual({ status: "unavailable" });
  });
});
