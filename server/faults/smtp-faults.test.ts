/**
 * The mail server misbehaves in every way at once: it refuses connections, then hangs without greeting,
 * then answers 4xx, then 5xx. The e-mail waits in the outbox, retried with growing delays, and reaches
 * the desk once when the server recovers. One that fails for the whole retry window is marked failed,
 * never dropped, and shows in /readyz and in the staff command.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMail } from "../testing/read-mail";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload, postJson } from "../testing/requests";
import { RETRY_WINDOW_MS } from "../outbox/retry-policy";
import { runSubmissionsCommand } from "../submissions/submissions-command";
import { type FaultStack, startFaultStack } from "../testing/fault-stack";

const HOUR = 60 * 60 * 1000;
/** The first retry waits 30 s, give or take 20%. */
const FIRST_RETRY_MS = 30_000;

let stack: FaultStack;
beforeEach(async () => {
  stack = await startFaultStack();
});
afterEach(() => stack.close());

const emailOf = async (referenceId: string) =>
  (await stack.store.listSubmissions()).find((submission) => submission.referenceId === referenceId)?.emails[0];

describe("a mail server that fails in every way, then recovers", () => {
  it("keeps retrying with backoff through refusals, a hang, 4xx and 5xx, then delivers once", { timeout: 60_000 }, async () => {
    stack.smtp.refuseConnections(421);
    const answer = await postJson(stack.app, CONTACT_URL, contactPayload({ message: "Sent while the mail server is down." }));
    expect(answer.statusCode).toBe(200);
    const { referenceId } = answer.json<{ referenceId: string }>();
    await stack.worker.flush();
    expect(await emailOf(referenceId)).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("421") });

    // Backoff: nothing is tried again before the first delay has passed.
    stack.smtp.accept();
    stack.advance(FIRST_RETRY_MS * 0.7);
    await stack.worker.flush();
    expect(await emailOf(referenceId)).toMatchObject({ attempts: 1 });
    expect(stack.smtp.received).toHaveLength(0);

    // A server that takes the connection and never greets: the attempt times out instead of hanging the worker.
    stack.useMailServer("silent");
    stack.advance(HOUR);
    const hung = performance.now();
    await stack.worker.flush();
    expect(performance.now() - hung).toBeLessThan(20_000);
    expect(await emailOf(referenceId)).toMatchObject({
      status: "pending",
      attempts: 2,
      lastError: expect.stringMatching(/greeting|timeout|ETIMEDOUT/i),
    });

    stack.useMailServer("working");
    stack.smtp.rejectMessages(451);
    stack.advance(HOUR);
    await stack.worker.flush();
    expect(await emailOf(referenceId)).toMatchObject({ status: "pending", attempts: 3, lastError: expect.stringContaining("451") });

    stack.smtp.rejectMessages(550);
    stack.advance(HOUR);
    await stack.worker.flush();
    expect(await emailOf(referenceId)).toMatchObject({ status: "pending", attempts: 4, lastError: expect.stringContaining("550") });

    stack.smtp.accept();
    stack.advance(HOUR);
    await stack.worker.flush();
    await stack.worker.flush();
    expect(await emailOf(referenceId)).toMatchObject({ status: "sent", attempts: 5 });
    expect(stack.smtp.received).toHaveLength(1);
    expect(readMail(stack.smtp.received[0]!.raw).headers.get("x-hospital-reference")).toBe(referenceId);
    expect(stack.logs.filter((entry) => entry.level === "warn")).toHaveLength(4);
  });

  it("marks an e-mail failed after the retry window, and shows it in /readyz and the staff command", async () => {
    const delivered = await postJson(stack.app, CONTACT_URL, contactPayload({ message: "This one arrives." }));
    await stack.worker.flush();
    stack.smtp.rejectMessages(550);
    const undeliverable = await postJson(stack.app, APPOINTMENT_URL, appointmentPayload({ query: "This one never arrives." }));
    const { referenceId } = undeliverable.json<{ referenceId: string }>();

    for (let elapsed = 0; elapsed <= RETRY_WINDOW_MS; elapsed += HOUR) {
      await stack.worker.flush();
      stack.advance(HOUR);
    }
    await stack.worker.flush();
    expect(await emailOf(referenceId)).toMatchObject({ status: "failed", lastError: expect.stringContaining("550") });
    // The e-mail's own error once, then an alert once an hour while it stays failed.
    const errors = stack.logs.filter((entry) => entry.level === "error").map((entry) => entry.message);
    expect(errors[0]).toMatch(/marked failed/);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.slice(1).every((message) => /failed for good/.test(message))).toBe(true);

    // Visible, but the server stays ready: forms still work, and the failure is the mail server's.
    const ready = await stack.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", failedEmails: 1, pendingEmails: 0 });

    let listing = "";
    const code = await runSubmissionsCommand(["list"], {
      dataDir: stack.dataDir,
      stdout: (text) => (listing += text),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const rowOf = (reference: string) => listing.split("\n").find((line) => line.includes(reference)) ?? "";
    expect(rowOf(referenceId)).toMatch(/failed, \d+ attempts/);
    expect(rowOf(referenceId)).toContain("550");
    expect(rowOf(delivered.json<{ referenceId: string }>().referenceId)).toMatch(/\bsent\b/);
  });
});
