/**
 * Whom the form rate limit counts: the connection's address unless a trusted proxy says otherwise, and
 * one IPv6 /64 as one client. A client that could choose its own address, or walk through the 2^64
 * addresses of its /64, would have no limit at all.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { CONTACT_URL, contactPayload, postJson } from "../testing/requests";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(trustProxy: false | number | string[]) {
  app = await buildApp(testAppConfig({ formRateLimit: 1, trustProxy }), fakeDependencies());
  return app;
}

let message = 0;
/** A new, valid message each time, so no answer is a resend of an earlier one. */
const send = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  postJson(app, CONTACT_URL, contactPayload({ message: `Question number ${++message}` }), {
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }).then((response) => response.statusCode);

describe("the client address the rate limit counts", () => {
  it("ignores a forged X-Forwarded-For when no proxy is trusted", async () => {
    const app = await start(false);
    expect(await send(app, "198.51.100.7", "203.0.113.1")).toBe(200);
    expect(await send(app, "198.51.100.7", "203.0.113.2")).toBe(429);
    expect(await send(app, "198.51.100.7", "203.0.113.3, 203.0.113.4")).toBe(429);
  });

  it("believes X-Forwarded-For only from proxies inside the configured CIDR ranges", async () => {
    const app = await start(["10.0.0.0/8", "fd00::/8"]);
    // Through a trusted proxy, each forwarded client has its own limit.
    expect(await send(app, "10.1.2.3", "198.51.100.1")).toBe(200);
    expect(await send(app, "10.9.9.9", "198.51.100.2")).toBe(200);
    expect(await send(app, "fd00::5", "198.51.100.3")).toBe(200);
    expect(await send(app, "10.1.2.3", "198.51.100.1")).toBe(429);
    // From outside the ranges the header is the client's own claim: counted by the connection.
    expect(await send(app, "192.0.2.50", "198.51.100.10")).toBe(200);
    expect(await send(app, "192.0.2.50", "198.51.100.11")).toBe(429);
    // A client behind the trusted proxy cannot prepend addresses of its choosing either.
    expect(await send(app, "10.1.2.3", "203.0.113.99, 198.51.100.1")).toBe(429);
  });

  it("counts every IPv6 address of one /64 as one client, and the next /64 apart", async () => {
    const app = await start(false);
    expect(await send(app, "2001:db8:1:2::1")).toBe(200);
    expect(await send(app, "2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe(429);
    expect(await send(app, "2001:0db8:0001:0002:0:0:0:abcd")).toBe(429);
    expect(await send(app, "2001:db8:1:3::1")).toBe(200);
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it is", async () => {
    const app = await start(false);
    expect(await send(app, "192.0.2.9")).toBe(200);
    expect(await send(app, "::ffff:192.0.2.9")).toBe(429);
  });
});
