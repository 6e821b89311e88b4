/** The form API's answers, over an in-memory intake: what each kind of client gets back. */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#schemas/limits";
import { buildApp } from "../app";
import { type FakeDependencies, fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, asFormFields, contactPayload, postForm, postJson } from "../testing/requests";

let app: FastifyInstance | undefined;
let fake: FakeDependencies;

async function start(overrides: Parameters<typeof testAppConfig>[0] = {}) {
  fake = fakeDependencies();
  app = await buildApp(testAppConfig(overrides), fake);
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("a valid submission", () => {
  it("is accepted with exactly 200 and a reference id, handed to the desk, and wakes the outbox", async () => {
    const app = await start();
    const contact = await postJson(app, CONTACT_URL, contactPayload({ phone: "+91 94140 12345" }));
    const appointment = await postJson(app, APPOINTMENT_URL, appointmentPayload());

    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toEqual({ ok: true, referenceId: expect.stringMatching(/^MSG-[2-9A-Z]{8}$/) });
    expect(appointment.statusCode).toBe(200);
    expect(appointment.json()).toEqual({ ok: true, referenceId: expect.stringMatching(/^APT-[2-9A-Z]{8}$/) });
    expect(appointment.headers["cache-control"]).toBe("no-store");
    expect(fake.accepted.map((submission) => submission.kind)).toEqual(["contact", "appointment"]);
    expect(fake.accepted[0]?.data).toMatchObject({ phone: "9414012345" });
    expect(fake.wakes).toBe(2);
  });

  it("reads a phone number typed in Devanagari digits, or with 0091, and hands on ASCII digits", async () => {
    const app = await start();
    const contact = await postJson(app, CONTACT_URL, contactPayload({ phone: "+९१ ९४१४० १२३४५" }));
    const appointment = await postJson(app, APPOINTMENT_URL, appointmentPayload({ phoneNumber: "0091 98290 12345" }));
    expect([contact.statusCode, appointment.statusCode]).toEqual([200, 200]);
    expect(fake.accepted[0]?.data).toMatchObject({ phone: "9414012345" });
    expect(fake.accepted[1]?.data).toMatchObject({ phoneNumber: "9829012345" });
  });

  it("answers a resend with the first reference id and does not wake the outbox again", async () => {
    const app = await start();
    const first = await postJson(app, APPOINTMENT_URL, appointmentPayload());
    const again = await postJson(app, APPOINTMENT_URL, appointmentPayload());
    expect(again.statusCode).toBe(200);
    expect(again.json().referenceId).toBe(first.json().referenceId);
    expect(fake.wakes).toBe(1);
  });
});

describe("a store that cannot take the submission", () => {
  it("answers 503 with Retry-After, never a success", async () => {
    const app = await start();
    fake.failStore(true);
    const response = await postJson(app, APPOINTMENT_URL, appointmentPayload());
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("30");
    expect(response.json()).toEqual({ error: "unavailable" });
    expect(fake.wakes).toBe(0);

    const page = await postForm(app, APPOINTMENT_URL, asFormFields(appointmentPayload()));
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("Not sent yet");
  });
});

describe("the honeypot", () => {
  it("keeps a filled honeypot with valid fields, flagged as suspected spam, answered like a success and never delivered", async () => {
    // A password manager fills the hidden field for real patients too: their request must not vanish.
    const app = await start();
    const response = await postJson(app, CONTACT_URL, contactPayload({ [HONEYPOT_FIELD]: "https://spam.example" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, referenceId: expect.stringMatching(/^MSG-[2-9A-Z]{8}$/) });
    expect(fake.accepted).toHaveLength(1);
    expect(fake.suspectedSpam).toEqual(fake.accepted);
    expect(fake.wakes).toBe(0);
  });

  it("answers a robot's filled honeypot with invalid fields like a success, and passes nothing on", async () => {
    const app = await start();
    const response = await postJson(
      app,
      CONTACT_URL,
      contactPayload({ [HONEYPOT_FIELD]: "https://spam.example", email: "not-an-address" }),
    );
    expect(response.statusCode).toBe(200);
    expect(fake.accepted).toEqual([]);
    expect(fake.wakes).toBe(0);
  });

  it("ignores the empty honeypot that every plain HTML form posts", async () => {
    const app = await start();
    const response = await postJson(app, CONTACT_URL, contactPayload({ [HONEYPOT_FIELD]: "" }));
    expect(response.statusCode).toBe(200);
    expect(fake.accepted).toHaveLength(1);
  });
});

describe("a form posted without JavaScript", () => {
  it("gets a page saying it was sent, with the reference id", async () => {
    const app = await start();
    const contact = await postForm(app, CONTACT_URL, asFormFields(contactPayload()));
    expect(contact.statusCode).toBe(200);
    expect(contact.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(contact.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(contact.body).toContain('<html lang="en">');
    expect(contact.body).toContain("<h1>Message submitted successfully!</h1>");
    expect(contact.body).toMatch(/Your reference number is <strong>MSG-[2-9A-Z]{8}<\/strong>/);
    expect(contact.body).not.toContain("<script");

    const appointment = await postForm(
      app,
      APPOINTMENT_URL,
      asFormFields(appointmentPayload({ preferredDate: "", preferredTime: "evening" })),
    );
    expect(appointment.statusCode).toBe(200);
    expect(appointment.body).toContain("<h1>Form Submitted, Team will contact you soon.</h1>");
    // The booking's confirmation, as the site's script shows it: what was asked, who calls, the emergency line.
    expect(appointment.body).toContain("<dt>Morning or evening</dt><dd>Evening</dd>");
    expect(appointment.body).toMatch(/class="emergency"><span>Emergency 24x7<\/span><a href="tel:\+91\d{10}">/);
    expect(appointment.body).toContain('href="tel:108"');
    expect(appointment.body).toContain('<a href="/bookappointment">Book for another family member</a>');
    expect(fake.accepted).toHaveLength(2);
  });

  it("gets a 400 page naming each field to fix by its label, with links back", async () => {
    const app = await start();
    const response = await postForm(
      app,
      APPOINTMENT_URL,
      asFormFields(appointmentPayload({ name: "", email: "ravi@", phoneNumber: "12345", speciality: "" })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("<h1>Please check the form</h1>");
    for (const line of [
      "<strong>Name</strong>: Name is required",
      "<strong>Email</strong>: Invalid email format",
      "<strong>Phone Number</strong>: Phone Number must be 10 digits",
      "<strong>Speciality</strong>: Speciality is required",
    ]) {
      expect(response.body).toContain(line);
    }
    expect(response.body).not.toContain("<strong>Query</strong>");
    expect(response.body).toContain('<a href="/bookappointment">');
    expect(response.body).toContain('<a href="/">');
    expect(fake.accepted).toEqual([]);
  });

  it("escapes whatever it echoes", async () => {
    const app = await start();
    const response = await postForm(app, CONTACT_URL, { ...asFormFields(contactPayload()), "<img src=x onerror=alert(1)>": "1" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(response.body).not.toContain("<img");
  });

  it("gets JSON when the client does not ask for a page", async () => {
    const app = await start();
    const response = await postForm(app, CONTACT_URL, asFormFields(contactPayload({ message: "" })), { headers: { accept: "*/*" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "invalid", fields: { message: "Message is required" } });
  });
});

describe("the rate limit", () => {
  it("allows FORM_RATE_LIMIT requests per hour per address per form, bad ones included, then answers 429", async () => {
    const app = await start({ formRateLimit: 3 });
    const statuses = [
      (await postJson(app, CONTACT_URL, contactPayload())).statusCode,
      (await postJson(app, CONTACT_URL, { nonsense: true })).statusCode,
      (await app.inject({ method: "POST", url: CONTACT_URL, headers: { "content-type": "text/plain" }, payload: "hi" })).statusCode,
    ];
    expect(statuses).toEqual([200, 400, 415]);

    const limited = await postJson(app, CONTACT_URL, contactPayload({ message: "One more" }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3500);
    expect(fake.accepted).toHaveLength(1);

    const page = await postForm(app, CONTACT_URL, asFormFields(contactPayload()));
    expect(page.statusCode).toBe(429);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("Too many attempts");

    // The other form, another address and the site's pages keep working.
    expect((await postJson(app, APPOINTMENT_URL, appointmentPayload())).statusCode).toBe(200);
    expect((await postJson(app, CONTACT_URL, contactPayload(), { remoteAddress: "203.0.113.9" })).statusCode).toBe(200);
    for (let visit = 0; visit < 5; visit++) expect((await app.inject({ method: "GET", url: "/contact" })).statusCode).toBe(200);
  });

  it("counts each client behind a trusted proxy by its forwarded address", async () => {
    const app = await start({ formRateLimit: 1, trustProxy: 1 });
    const from = (client: string) => ({ headers: { "x-forwarded-for": client }, remoteAddress: "10.0.0.2" });
    expect((await postJson(app, CONTACT_URL, contactPayload(), from("198.51.100.1"))).statusCode).toBe(200);
    expect((await postJson(app, CONTACT_URL, contactPayload({ message: "Again" }), from("198.51.100.1"))).statusCode).toBe(429);
    expect((await postJson(app, CONTACT_URL, contactPayload({ message: "Other" }), from("198.51.100.2"))).statusCode).toBe(200);
  });
});

describe("health checks", () => {
  it("reports liveness and readiness with the outbox backlog", async () => {
    const app = await start();
    expect((await app.inject("/healthz")).json()).toEqual({ status: "ok" });
    await postJson(app, CONTACT_URL, contactPayload());
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      store: "ok",
      database: { dialect: "sqlite", reachable: true },
      pendingEmails: 1,
      failedEmails: 0,
      oldestPendingAgeSeconds: 0,
    });
  });

  it("is not ready when the store does not answer", async () => {
    const app = await start();
    fake.failStore(true);
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable", store: "unreachable", database: { reachable: false } });
  });

  it("reports Redis when the rate limit is shared through it, degraded but still ready when it is down", async () => {
    fake = fakeDependencies();
    let redisUp = true;
    app = await buildApp(testAppConfig(), { ...fake, redis: { ping: async () => redisUp } });
    expect((await app.inject("/readyz")).json()).toMatchObject({ status: "ready", redis: "ok" });
    redisUp = false;
    const degraded = await app.inject("/readyz");
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: "degraded", store: "ok", redis: "unreachable" });
    fake.failStore(true);
    expect((await app.inject("/readyz")).statusCode).toBe(503);
  });
});

describe("other API paths", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const app = await start();
    const response = await app.inject({ method: "POST", url: "/api/other" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "not_found" });
  });
});
