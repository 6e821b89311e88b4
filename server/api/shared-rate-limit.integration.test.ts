/**
 * The per-IP form limit shared through Redis: requests from one client spread over two instances are
 * counted together. And when Redis cannot be reached, forms keep working (the limit is skipped) and
 * readiness says so without taking the instance out of the balancer.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { connectRedisCounters, type RedisCounters } from "../rate-limit/redis-counters";
import { createRedisNamespace, whenServiceAnswers } from "../testing/test-services";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload, postJson } from "../testing/requests";
import { freePort } from "../testing/server-process";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function instanceOver(counters: RedisCounters, formRateLimit: number): Promise<FastifyInstance> {
  const app = await buildApp(testAppConfig({ formRateLimit }), { ...fakeDependencies(), rateLimitStorage: counters.storage, redis: counters });
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
  it("lets submissions through, and reports the instance degraded but ready", async () => {
    const counters = connect(`redis://127.0.0.1:${await freePort()}`);
    const warnings: string[] = [];
    counters.reportTo({ info: () => undefined, warn: (_details, message) => void warnings.push(message) });
    const app = await instanceOver(counters, 1);
    for (let n = 0; n < 3; n++) {
      expect((await postJson(app, CONTACT_URL, contactPayload({ message: `Question ${n}` }))).statusCode).toBe(200);
    }
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "degraded", store: "ok", redis: "unreachable" });
    await expect.poll(() => warnings).toEqual([expect.stringMatching(/Redis unreachable/)]);
  });
});
