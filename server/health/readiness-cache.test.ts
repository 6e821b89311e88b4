/**
 * /readyz under a flood: one database query per second however many checks arrive, so health checks
 * cannot take the connections the forms need.
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

/** A store whose readiness query is counted, and held until the test lets it answer. */
function countingStore() {
  const fake = fakeDependencies();
  const counter = { queries: 0, release: () => undefined as void };
  let gate: Promise<void> = Promise.resolve();
  const store = {
    async readiness() {
      counter.queries += 1;
      await gate;
      return fake.store.readiness();
    },
  };
  const hold = () => {
    gate = new Promise<void>((resolve) => (counter.release = resolve));
  };
  return { dependencies: { ...fake, store }, counter, hold };
}

describe("/readyz", () => {
  it("answers a flood of checks with one query of the store per second", async () => {
    let clock = 1_000_000;
    const { dependencies, counter, hold } = countingStore();
    app = await buildApp(testAppConfig({ readinessCacheMs: 1_000, now: () => clock }), dependencies);

    hold();
    const flood = Array.from({ length: 200 }, () => app!.inject("/readyz"));
    await new Promise((resolve) => setImmediate(resolve));
    counter.release();
    const answers = await Promise.all(flood);
    expect(answers.every((answer) => answer.statusCode === 200 && answer.json().status === "ready")).toBe(true);
    expect(counter.queries).toBe(1);

    clock += 999;
    await Promise.all(Array.from({ length: 50 }, () => app!.inject("/readyz")));
    expect(counter.queries).toBe(1);

    clock += 1;
    await Promise.all(Array.from({ length: 50 }, () => app!.inject("/readyz")));
    expect(counter.queries).toBe(2);
  });
});
