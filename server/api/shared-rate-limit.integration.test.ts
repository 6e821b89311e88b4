/**
 * The per-IP form limit shared through Redis: requests from one client spread over two instances are
 * counted together. And when Redis cannot be reached, forms keep working, each instance counts in its
 * own memory (never no limit at all), and readiness says so without taking the instance out of the
 * balancer.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { connectRedisCounters, type RedisCounters } from "../rate-limit/redis-counters";
import { createRedisNamespace, whenServiceAnswers } from "../testing/test-services";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload, postJson } from "../testing/requests";
import { freePort } from "../testing/server-process";
import { startTcpProxy } from "../testing/tcp-proxy";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function instanceOver(counters: RedisCounters, formRateLimit: number): Promise<FastifyInstance> {
  const app = await buildApp(testAppConfig({ formRateLimit }), {
    ...fakeDependencies(),
    rateLimitStorage: counters.storage,
    redis: counters,
  });
  cleanups.push(() => app.close());
  return app;
}

function connect(url: string, nameSpace?: string) {
  const counters = connectRedisCounters(url, { nameSpace });
  cleanups.push(() => counters.close());
  return counters;
}

async function untilConnected(counters: RedisCounters) {
  for (let tries = 0; !(await counters.ping()); tries++) {
    if (tries > 50) throw new Error("Redis did not connect");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

whenServiceAnswers("redis", () => {
  describe("a rate limit shared through Redis", () => {
    it("counts one client's requests to two instances together, per form and per client", async () => {
      const namespace = await createRedisNamespace();
      cleanups.push(() => namespace.clear());
      const counters = [connect(namespace.url, namespace.prefix), connect(namespace.url, namespace.prefix)];
      await Promise.all(counters.map(untilConnected));
      const [first, second] = await Promise.all(counters.map((each) => instanceOver(each, 4)));
      const client = { remoteAddress: "198.51.100.20" };

      const statuses: number[] = [];
      for (let n = 0; n < 6; n++) {
        const app = n % 2 === 0 ? first! : second!;
        statuses.push((await postJson(app, CONTACT_URL, contactPayload({ message: `Question ${n}` }), client)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect((await postJson(second!, APPOINTMENT_URL, appointmentPayload(), client)).statusCode).toBe(200);
      expect((await postJson(first!, CONTACT_URL, contactPayload(), { remoteAddress: "198.51.100.21" })).statusCode).toBe(200);
      expect((await first!.inject("/readyz")).json()).toMatchObject({ status: "ready", redis: "ok" });
    });
  });
});

describe("a rate limit whose Redis cannot be reached", () => {
  it("counts in the instance's memory instead of letting every request through, and reports the instance degraded but ready", async () => {
    const counters = connect(`redis://127.0.0.1:${await freePort()}`);
    const warnings: string[] = [];
    counters.reportTo({ info: () => undefined, warn: (_details, message) => void warnings.push(message) });
    const app = await instanceOver(counters, 2);
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await postJson(app, CONTACT_URL, contactPayload({ message: `Question ${n}` }))).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    // Another client has a limit of its own.
    expect((await postJson(app, CONTACT_URL, contactPayload(), { remoteAddress: "198.51.100.30" })).statusCode).toBe(200);
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "degraded", store: "ok", redis: "unreachable" });
    await expect.poll(() => warnings).toEqual([expect.stringMatching(/Redis unreachable/)]);
  });
});

whenServiceAnswers("redis", () => {
  describe("a rate limit whose Redis goes away and comes back", () => {
    it("keeps limiting in memory during the outage and shares the count again afterwards", async () => {
      const namespace = await createRedisNamespace();
      cleanups.push(() => namespace.clear());
      const redisAddress = new URL(namespace.url);
      const proxy = await startTcpProxy({ host: redisAddress.hostname, port: Number(redisAddress.port || 6379) });
      cleanups.push(() => proxy.close());
      const throughProxy = new URL(namespace.url);
      throughProxy.host = `127.0.0.1:${proxy.port}`;
      const counters = connect(throughProxy.toString(), namespace.prefix);
      await untilConnected(counters);
      const app = await instanceOver(counters, 2);
      let n = 0;
      const send = async () =>
        (await postJson(app, CONTACT_URL, contactPayload({ message: `Question ${++n}` }), { remoteAddress: "198.51.100.40" })).statusCode;

      expect(await send()).toBe(200);
      proxy.mode("cut");
      await expect.poll(() => counters.ping()).toBe(false);
      expect([await send(), await send(), await send()]).toEqual([200, 200, 429]);

      proxy.mode("forward");
      await untilConnected(counters);
      // Redis still holds the one request it counted before the outage.
      expect([await send(), await send()]).toEqual([200, 429]);
    });
  });
});
