/**
 * The patient's acknowledgement cannot be used to make the hospital mail anyone: at most one per
 * address per day, whatever the case of the address or the number of submissions, and nothing the
 * visitor typed is in it except the address it goes to.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { composeAcknowledgement } from "../mail/acknowledgement-email";
import { createSubmissionIntake, type MailSettings } from "../submissions/intake";
import { createTestDatabase, describeOnEachDatabase, type TestDatabase } from "../testing/test-services";
import { sampleAppointment } from "../testing/sample-submissions";
import { openStore, type Store } from "./store";

const mail: MailSettings = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: true };
const HOUR = 60 * 60 * 1000;

let database: TestDatabase;
let store: Store;
let clock: Date;
const intake = () => createSubmissionIntake(store, mail, { now: () => clock });

async function acknowledgementsTo(address: string) {
  return (await store.listSubmissions())
    .flatMap((submission) => submission.emails)
    .filter((email) => email.role === "acknowledgement" && email.recipient.toLowerCase() === address);
}

describeOnEachDatabase("acknowledgements to patients", (dialect) => {
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    store = await openStore(database.options);
    clock = new Date("2026-03-17T08:35:00.000Z");
  });
  afterEach(async () => {
    try {
      await store.close();
    } finally {
      await database.drop();
    }
  });

  it("go to one address at most once a day, however many requests name it", async () => {
    const victim = "victim@example.in";
    for (let n = 0; n < 5; n++) {
      await intake().accept(sampleAppointment({ email: n % 2 === 0 ? victim : "Victim@Example.IN", query: `Request number ${n}` }));
      clock = new Date(clock.getTime() + HOUR);
    }
    // Every request still reaches the desk; only the patient's copy is held back.
    expect(await store.listSubmissions()).toHaveLength(5);
    expect(
      (await store.listSubmissions()).flatMap((submission) => submission.emails).filter((email) => email.role === "desk"),
    ).toHaveLength(5);
    expect(await acknowledgementsTo(victim)).toHaveLength(1);

    // Another address gets its own; the same one again after a day.
    await intake().accept(sampleAppointment({ email: "someone.else@example.in", query: "A different request" }));
    expect(await acknowledgementsTo("someone.else@example.in")).toHaveLength(1);
    clock = new Date(clock.getTime() + 20 * HOUR);
    await intake().accept(sampleAppointment({ email: victim, query: "The next day" }));
    expect(await acknowledgementsTo(victim)).toHaveLength(2);
  });

  it("go out once when many requests for one address arrive at the same moment", async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, n) => intake().accept(sampleAppointment({ email: "burst@example.in", query: `Burst ${n}` }))),
    );
    expect(await acknowledgementsTo("burst@example.in")).toHaveLength(1);
  });
});

it("carries the reference and no text the visitor chose, in either language", () => {
  const spam = "Claim your prize at https://evil.example now";
  for (const locale of ["en", "hi"] as const) {
    const submission = { ...sampleAppointment({ name: spam, email: "target@example.in", query: spam }), locale };
    const message = composeAcknowledgement(submission, { referenceId: "APT-7K3M9Q2D", receivedAt: new Date(), mail });
    const whole = JSON.stringify(message);
    expect(whole).toContain("APT-7K3M9Q2D");
    expect(message.to).toBe("target@example.in");
    expect(whole, locale).not.toContain("prize");
    expect(whole, locale).not.toContain("evil.example");
  }
});
