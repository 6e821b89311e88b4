import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, expect, it } from "vitest";
import { startDeskStack, type DeskStack } from "../../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload, postJson } from "../../testing/requests";
import { startSmtpTestServer, type SmtpTestServer } from "../../testing/smtp-test-server";
import { describeOnEachDatabase } from "../../testing/test-services";

const TRIES = 50;

describeOnEachDatabase("an erasure racing the mail worker", (dialect) => {
  let stack: DeskStack | undefined;
  let smtp: SmtpTestServer | undefined;
  afterEach(async () => {
    await stack?.close();
    await smtp?.close();
    stack = undefined;
    smtp = undefined;
  });

  /**
   * Submits a request and erases it at once while the worker delivers it, `TRIES` times, with the
   * erasure a few milliseconds later each time so that it meets the worker at every step. Calls
   * `afterErasure` with each reference as soon as its erasure has answered.
   */
  async function raceErasures(desk: DeskStack, afterErasure: (reference: string) => void) {
    await desk.addStaff("asha.admin@aarogya.test", "admin");
    const admin = await desk.signIn("asha.admin@aarogya.test");
    const references: string[] = [];
    const phones: string[] = [];
    for (let index = 0; index < TRIES; index++) {
      const phone = `97850${String(index).padStart(5, "0")}`;
      const submitted = await postJson(
        desk.app,
        APPOINTMENT_URL,
        appointmentPayload({ phoneNumber: phone, query: `RACE-SECRET-${index}` }),
      );
      const reference = (submitted.json() as { referenceId: string }).referenceId;
      desk.worker.wake();
      await sleep(index % 5);
      const erased = await admin.request("POST", "/api/desk/erasure", { phone, references: [reference] });
      expect((erased.json() as { erased: string[] }).erased).toEqual([reference]);
      afterErasure(reference);
      references.push(reference);
      phones.push(phone);
    }
    // Whatever the worker had in hand has now been delivered or dropped.
    await desk.worker.flush();
    return { references, phones };
  }

  it(`leaves no .eml file of an erased request, however the erasure meets the worker (${TRIES} tries)`, async () => {
    stack = await startDeskStack(dialect);
    const { references } = await raceErasures(stack, () => undefined);
    const left = await readdir(join(stack.database.options.dataDir, "mail")).catch(() => [] as string[]);
    expect(left.filter((name) => references.some((reference) => name.includes(reference)))).toEqual([]);
  });

  it(`sends nothing over SMTP once an erasure has answered, and logs no phone number (${TRIES} tries)`, async () => {
    smtp = await startSmtpTestServer();
    const logged: string[] = [];
    const log = (details: Record<string, unknown>, message: string) => void logged.push(`${message} ${JSON.stringify(details)}`);
    stack = await startDeskStack(dialect, undefined, { smtpUrl: smtp.url, log: { info: log, warn: log, error: log } });
    const receivedBeforeAnswer = new Map<string, number>();
    const { references, phones } = await raceErasures(stack, (reference) => receivedBeforeAnswer.set(reference, smtp!.received.length));

    const sentAfterErasure = references.filter((reference) =>
      smtp!.received.slice(receivedBeforeAnswer.get(reference)).some((mail) => mail.raw.includes(reference)),
    );
    expect(sentAfterErasure).toEqual([]);
    expect(logged.filter((line) => phones.some((phone) => line.includes(phone)))).toEqual([]);
    // The race was run: some requests were delivered before their erasure reached them.
    expect(logged.some((line) => line.startsWith("e-mail delivered"))).toBe(true);
  });
});
