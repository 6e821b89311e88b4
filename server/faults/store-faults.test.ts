/**
 * The database cannot be written (a read-only file, a full disk, an I/O error): every submission is
 * answered 503 with Retry-After, in JSON and in the no-JavaScript page, never a false 200; pages keep
 * being served; and the first submission after the fault clears is stored and delivered, with no restart.
 * disk-full.test.ts fills a real file system under the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../api/form-answers";
import { readMail } from "../testing/read-mail";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, asFormFields, contactPayload, postForm, postJson } from "../testing/requests";
import { type FaultStack, startFaultStack } from "../testing/fault-stack";

let stack: FaultStack;
beforeAll(async () => {
  stack = await startFaultStack();
});
afterAll(() => stack.close());

describe.each(["SQLITE_READONLY", "SQLITE_FULL", "SQLITE_IOERR"] as const)("while every write fails with %s", (code) => {
  it("answers submissions 503 with Retry-After, keeps serving pages, and recovers by itself", async () => {
    const storedBefore = (await stack.store.listSubmissions()).length;
    stack.failWrites(code);

    const json = await postJson(stack.app, CONTACT_URL, contactPayload({ message: `Sent during ${code}.` }));
    expect(json.statusCode).toBe(503);
    expect(json.headers["retry-after"]).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(json.json()).toEqual({ error: "unavailable" });

    const page = await postForm(
      stack.app,
      APPOINTMENT_URL,
      asFormFields(appointmentPayload({ query: `Posted without JavaScript during ${code}.` })),
    );
    expect(page.statusCode).toBe(503);
    expect(page.headers["retry-after"]).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(page.body).toContain("Not sent yet");

    for (const path of ["/", "/contact", "/bookappointment", "/healthz"]) {
      expect((await stack.app.inject({ method: "GET", url: path })).statusCode, path).toBe(200);
    }
    expect((await stack.store.listSubmissions()).length).toBe(storedBefore);

    stack.failWrites(null);
    const again = await postJson(stack.app, CONTACT_URL, contactPayload({ message: `Sent again after ${code}.` }));
    expect(again.statusCode).toBe(200);
    const { referenceId } = again.json<{ referenceId: string }>();
    await stack.worker.flush();
    const stored = (await stack.store.listSubmissions()).find((submission) => submission.referenceId === referenceId);
    expect(stored?.emails[0]).toMatchObject({ status: "sent" });
  });
});

describe("when the outbox cannot record a delivery", () => {
  it("sends the e-mail again and records it once the store takes writes again", async () => {
    // The first attempt (made as soon as the submission is stored) fails harmlessly and is recorded.
    stack.smtp.rejectMessages(451);
    const answer = await postJson(stack.app, CONTACT_URL, contactPayload({ message: "Delivered while the disk fills." }));
    const { referenceId } = answer.json<{ referenceId: string }>();
    await stack.worker.flush();
    stack.smtp.accept();
    stack.failWrites("SQLITE_FULL");
    stack.advance(60 * 60 * 1000);
    await stack.worker.flush();
    stack.failWrites(null);
    stack.advance(60 * 60 * 1000);
    await stack.worker.flush();
    const stored = (await stack.store.listSubmissions()).find((submission) => submission.referenceId === referenceId);
    expect(stored?.emails[0]).toMatchObject({ status: "sent" });
    expect(stack.logs.map((entry) => `${entry.level} ${entry.message}`)).toContain("error outbox round failed; will try again");
    // At least once: the send whose outcome could not be recorded is made again, as the same message
    // (same Message-ID), which mail clients show once.
    const copies = stack.smtp.received
      .map((mail) => readMail(mail.raw).headers)
      .filter((headers) => headers.get("x-hospital-reference") === referenceId);
    expect(copies.length).toBe(2);
    expect(new Set(copies.map((headers) => headers.get("message-id"))).size).toBe(1);
  });
});
