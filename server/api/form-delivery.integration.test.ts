/**
 * From the HTTP request to the hospital's inbox: a real SQLite file, the real outbox worker and mailer,
 * and a real SMTP server on loopback.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#schemas/limits";
import { readMail } from "../testing/read-mail";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, asFormFields, contactPayload, postForm, postJson } from "../testing/requests";
import { DESK_ADDRESS, type TestStack, startTestStack } from "../testing/test-stack";

let stack: TestStack | undefined;

async function start(options: Parameters<typeof startTestStack>[0] = {}) {
  stack = await startTestStack(options);
  return stack;
}

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

describe("an acknowledged appointment request", () => {
  it("reaches the desk with a clear subject, Reply-To the patient and every field, markup shown as text", async () => {
    const { app, worker, smtp, store } = await start();
    const query = 'Knee pain since Monday <script>alert("x")</script>\nघुटने में दर्द 🙏 and "quotes" & more';
    const response = await postJson(app, APPOINTMENT_URL, appointmentPayload({ phoneNumber: "+91 98290 12345", query }));
    expect(response.statusCode).toBe(200);
    const { referenceId } = response.json<{ referenceId: string }>();

    await worker.flush();
    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered?.to).toEqual([DESK_ADDRESS]);
    const mail = readMail(delivered?.raw ?? "");
    expect(mail.headers.get("subject")).toBe(`Appointment request: ${referenceId}`);
    expect(mail.headers.get("reply-to")).toBe("Ravi Sharma <ravi.sharma@example.in>");
    expect(mail.headers.get("to")).toBe(DESK_ADDRESS);
    expect(mail.headers.get("from")).toContain("<website@aarogya.test>");
    expect(mail.headers.get("x-hospital-reference")).toBe(referenceId);
    for (const value of [referenceId, "Ravi Sharma", "ravi.sharma@example.in", "9829012345", "Orthopaedics", query]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("घुटने में दर्द 🙏");

    const [stored] = await store.listSubmissions();
    expect(stored).toMatchObject({ referenceId, kind: "appointment", payload: { query, phoneNumber: "9829012345" } });
    expect(stored?.emails).toMatchObject([{ role: "desk", status: "sent", attempts: 1 }]);
  });
});

describe("an acknowledged contact message", () => {
  it("reaches the desk with the visitor's name, Reply-To and every field", async () => {
    const { app, worker, smtp } = await start();
    const response = await postJson(app, CONTACT_URL, contactPayload());
    expect(response.statusCode).toBe(200);

    await worker.flush();
    const mail = readMail(smtp.received[0]?.raw ?? "");
    expect(mail.headers.get("subject")).toBe(`Contact message: ${response.json<{ referenceId: string }>().referenceId}`);
    expect(mail.headers.get("reply-to")).toBe("Priya Verma <priya.verma@example.in>");
    for (const value of ["Priya", "Verma", "priya.verma@example.in", "9414012345", "Do you offer physiotherapy on Sundays?"]) {
      expect(mail.text).toContain(value);
    }
  });
});

describe("the same submission sent again", () => {
  it("is stored and mailed once, and every answer carries a reference id of its own", async () => {
    const { app, worker, smtp, store } = await start();
    const first = await postJson(app, APPOINTMENT_URL, appointmentPayload());
    // A double click and a retry after a timeout, the retry typed slightly differently.
    const again = await Promise.all([
      postJson(app, APPOINTMENT_URL, appointmentPayload()),
      postJson(app, APPOINTMENT_URL, appointmentPayload({ email: "Ravi.Sharma@Example.in", phoneNumber: "098290-12345" })),
      postForm(app, APPOINTMENT_URL, asFormFields(appointmentPayload()), { headers: { accept: "application/json" } }),
    ]);
    const referenceId = first.json<{ referenceId: string }>().referenceId;
    // The sender of a repeat may not be the first sender: a fresh reference that names the same request.
    const repeats = again.map((response) => {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, referenceId: expect.stringMatching(/^APT-[A-Z0-9]{8}$/) });
      return response.json<{ referenceId: string }>().referenceId;
    });
    expect(new Set([referenceId, ...repeats]).size).toBe(4);

    await worker.flush();
    expect(await store.listSubmissions()).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });
});

describe("a mail server that is down", () => {
  it("keeps the e-mail queued, then delivers it once when the server is back", async () => {
    // The worker's clock runs ahead of the real one by `skipped`, to step past retry delays.
    let skipped = 0;
    const { app, worker, smtp, store } = await start({ now: () => new Date(Date.now() + skipped) });
    smtp.refuseConnections(421);

    const response = await postJson(app, APPOINTMENT_URL, appointmentPayload());
    expect(response.statusCode).toBe(200);
    await worker.flush();
    expect(smtp.received).toHaveLength(0);
    expect((await store.listSubmissions())[0]?.emails).toMatchObject([{ status: "pending", attempts: 1 }]);
    expect((await app.inject("/readyz")).json()).toMatchObject({ status: "ready", pendingEmails: 1 });

    smtp.accept();
    await worker.flush();
    expect(smtp.received).toHaveLength(0); // waits out its retry delay rather than hammering the server

    skipped += 5 * 60 * 1000;
    await worker.flush();
    expect(smtp.received).toHaveLength(1);
    expect(readMail(smtp.received[0]?.raw ?? "").headers.get("x-hospital-reference")).toBe(response.json().referenceId);

    skipped += 60 * 60 * 1000;
    await worker.flush();
    expect(smtp.received).toHaveLength(1);
    expect((await store.listSubmissions())[0]?.emails).toMatchObject([{ status: "sent", attempts: 2 }]);
    expect((await app.inject("/readyz")).json()).toMatchObject({ pendingEmails: 0, oldestPendingAgeSeconds: null });
  });
});

describe("a filled honeypot", () => {
  it("is answered like a success, kept flagged as suspected spam, and nothing is mailed", async () => {
    const { app, worker, smtp, store } = await start();
    const json = await postJson(app, APPOINTMENT_URL, appointmentPayload({ [HONEYPOT_FIELD]: "http://cheap-pills.example" }));
    const page = await postForm(app, CONTACT_URL, { ...asFormFields(contactPayload()), [HONEYPOT_FIELD]: "filled by a robot" });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ ok: true, referenceId: expect.stringMatching(/^APT-[2-9A-Z]{8}$/) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Message submitted successfully!");

    await worker.flush();
    const kept = await store.listSubmissions();
    expect(kept.map((submission) => submission.referenceId).sort()).toEqual(
      [json.json<{ referenceId: string }>().referenceId, expect.stringMatching(/^MSG-/)].sort(),
    );
    expect(kept.every((submission) => submission.suspectedSpam && submission.emails.length === 0)).toBe(true);
    expect(smtp.received).toEqual([]);
  });
});

describe("a form posted without JavaScript", () => {
  it("is stored and mailed, and the page quotes the stored reference id", async () => {
    const { app, worker, smtp, store } = await start();
    const page = await postForm(app, APPOINTMENT_URL, asFormFields(appointmentPayload({ phoneNumber: "98290 12345" })));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Form Submitted, Team will contact you soon.");
    const [stored] = await store.listSubmissions();
    expect(page.body).toContain(`Your reference number is <strong>${stored?.referenceId}</strong>`);
    await worker.flush();
    expect(smtp.received).toHaveLength(1);
  });

  it("answers invalid input with a 400 page of messages and stores nothing", async () => {
    const { app, store } = await start();
    const page = await postForm(app, CONTACT_URL, asFormFields(contactPayload({ firstName: "R", phone: "12345" })));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("<strong>First Name</strong>: Must be at least 2 characters");
    expect(page.body).toContain("<strong>Phone Number</strong>: Phone number must be 10 digits");
    expect(page.body).toContain('<a href="/contact">');
    expect(await store.listSubmissions()).toEqual([]);
  });
});

describe("the rate limit", () => {
  it("answers 429 with Retry-After once an address has used up its requests to a form", async () => {
    const { app, store } = await start({ formRateLimit: 2 });
    expect((await postJson(app, CONTACT_URL, { firstName: 42 })).statusCode).toBe(400);
    expect((await postJson(app, CONTACT_URL, contactPayload())).statusCode).toBe(200);
    const limited = await postJson(app, CONTACT_URL, contactPayload({ message: "Another question" }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await store.listSubmissions()).toHaveLength(1);
  });
});

describe("a store that fails", () => {
  it("answers 503 with Retry-After and never a false success", async () => {
    const { app, store } = await start();
    await store.close();
    const response = await postJson(app, APPOINTMENT_URL, appointmentPayload());
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBeDefined();
    expect((await app.inject("/readyz")).statusCode).toBe(503);
  });
});

describe("a request first sent with the honeypot filled, then again without it", () => {
  it("is delivered the second time: the flagged copy never swallows the patient's resend", async () => {
    const { app, worker, smtp, store } = await start();
    const flagged = await postJson(app, APPOINTMENT_URL, appointmentPayload({ [HONEYPOT_FIELD]: "autofilled" }));
    const resent = await postJson(app, APPOINTMENT_URL, appointmentPayload());
    expect(resent.json<{ referenceId: string }>().referenceId).not.toBe(flagged.json<{ referenceId: string }>().referenceId);
    await worker.flush();
    expect(smtp.received).toHaveLength(1);
    expect((await store.listSubmissions()).map((submission) => submission.suspectedSpam).sort()).toEqual([false, true]);
  });
});
