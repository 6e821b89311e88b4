/**
 * The instance's ceiling on accepted submissions per minute, whoever sends them: what a botnet (every
 * request from a new address) meets, what a patient is told, and what /readyz and the log say.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { captureLogs } from "../testing/log-capture";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, asFormFields, contactPayload, postForm, postJson } from "../testing/requests";
import { type FakeDependencies, fakeDependencies, testAppConfig } from "../testing/test-doubles";

const MINUTE = 60_000;
let app: FastifyInstance | undefined;
let fake: FakeDependencies;
let clock: number;
const logs = captureLogs();

afterEach(async () => {
  await app?.close();
  app = undefined;
  logs.clear();
});

async function start(formGlobalLimitPerMinute: number) {
  fake = fakeDependencies();
  clock = 1_795_000_000_000 - (1_795_000_000_000 % MINUTE) + 10_000; // ten seconds into a minute
  app = await buildApp(testAppConfig({ formGlobalLimitPerMinute, logLevel: "info", logStream: logs.stream, now: () => clock }), fake);
  return app;
}

let sender = 0;
/** Each from an address of its own, as a botnet sends: the per-address limit never applies. */
const fromNewAddress = () => ({ remoteAddress: `198.51.100.${(++sender % 250) + 1}` });
const contactNumber = (n: number) => contactPayload({ message: `Question number ${n} about visiting hours.` });

describe("the ceiling on submissions per minute", () => {
  it("accepts up to FORM_GLOBAL_LIMIT_PER_MINUTE new submissions a minute from everyone together, then answers 429", async () => {
    const app = await start(3);
    for (let n = 1; n <= 3; n++) expect((await postJson(app, CONTACT_URL, contactNumber(n), fromNewAddress())).statusCode).toBe(200);

    const refused = await postJson(app, APPOINTMENT_URL, appointmentPayload(), fromNewAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "busy" });
    expect(refused.headers["retry-after"]).toBe("50");
    const page = await postForm(app, CONTACT_URL, asFormFields(contactNumber(4)), fromNewAddress());
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain("Very busy just now");
    expect(page.body).toContain("Nothing was sent");
    expect(fake.accepted).toHaveLength(3);
    expect(fake.wakes).toBe(3);

    // The next minute takes new submissions again.
    clock += MINUTE;
    expect((await postJson(app, APPOINTMENT_URL, appointmentPayload(), fromNewAddress())).statusCode).toBe(200);
  });

  it("says so once a minute in the log and in /readyz, which stays 200", async () => {
    const app = await start(1);
    expect((await app.inject("/readyz")).json()).toMatchObject({ status: "ready" });
    await postJson(app, CONTACT_URL, contactNumber(1), fromNewAddress());
    for (let n = 2; n <= 5; n++) expect((await postJson(app, CONTACT_URL, contactNumber(n), fromNewAddress())).statusCode).toBe(429);

    const warnings = logs.lines().filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual([expect.stringMatching(/submission ceiling reached/)]);
    expect(warnings[0]).toMatchObject({ limitPerMinute: 1 });
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "degraded", store: "ok", submissionCeiling: { reached: true, limitPerMinute: 1 } });

    clock += 2 * MINUTE;
    const calm = (await app.inject("/readyz")).json();
    expect(calm.status).toBe("ready");
    expect(calm.submissionCeiling).toBeUndefined();
  });

  it("counts neither a resend of a stored submission nor one the store could not take", async () => {
    const app = await start(2);
    expect((await postJson(app, CONTACT_URL, contactNumber(1), fromNewAddress())).statusCode).toBe(200);
    expect((await postJson(app, CONTACT_URL, contactNumber(1), fromNewAddress())).statusCode).toBe(200);
    fake.failStore(true);
    expect((await postJson(app, CONTACT_URL, contactNumber(2), fromNewAddress())).statusCode).toBe(503);
    fake.failStore(false);
    expect((await postJson(app, CONTACT_URL, contactNumber(3), fromNewAddress())).statusCode).toBe(200);
    expect((await postJson(app, CONTACT_URL, contactNumber(4), fromNewAddress())).statusCode).toBe(429);
  });
});
