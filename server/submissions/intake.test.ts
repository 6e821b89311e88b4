import { afterEach, beforeEach, expect, it } from "vitest";
import { openStore, type Store } from "../store/store";
import { createTestDatabase, describeOnEachDatabase, type TestDatabase } from "../testing/test-services";
import { sampleAppointment, sampleContact } from "../testing/sample-submissions";
import { createSubmissionIntake, type MailSettings } from "./intake";

const mail: MailSettings = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const start = new Date("2026-03-17T08:35:00.000Z");

let database: TestDatabase;
let store: Store;
let clock: Date;
const intakeWith = (settings: MailSettings = mail) => createSubmissionIntake(store, settings, { now: () => clock });

describeOnEachDatabase("accepting a submission", (dialect) => {
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    store = await openStore(database.options);
    clock = start;
  });

  afterEach(async () => {
    try {
      await store.close();
    } finally {
      await database.drop();
    }
  });

  it("stores it with an e-mail to the desk and answers with a readable reference", async () => {
    const accepted = await intakeWith().accept(sampleAppointment());
    expect(accepted.duplicate).toBe(false);
    expect(accepted.referenceId).toMatch(/^APT-[2-9A-HJKMNP-TW-Z]{8}$/);
    const [stored] = await store.listSubmissions();
    expect(stored).toMatchObject({ referenceId: accepted.referenceId, receivedAt: start, locale: "en" });
    expect(stored?.emails.map((email) => [email.role, email.recipient])).toEqual([["desk", mail.to]]);

    const contact = await intakeWith().accept(sampleContact());
    expect(contact.referenceId).toMatch(/^MSG-/);
  });

  it("also queues an acknowledgement to the patient for appointments when configured", async () => {
    const intake = intakeWith({ ...mail, acknowledgePatient: true });
    await intake.accept(sampleAppointment());
    await intake.accept(sampleContact());
    const stored = await store.listSubmissions();
    const [contact, appointment] = ["contact", "appointment"].map((kind) => stored.find((submission) => submission.kind === kind));
    expect(appointment?.emails.map((email) => [email.role, email.recipient])).toEqual([
      ["desk", mail.to],
      ["acknowledgement", "ravi.sharma@example.in"],
    ]);
    expect(contact?.emails.map((email) => email.role)).toEqual(["desk"]);
  });

  it("answers a resend within 10 minutes with a reference of its own and stores nothing new", async () => {
    const first = await intakeWith().accept(sampleAppointment());
    clock = new Date(start.getTime() + 9 * 60 * 1000);
    const resent = await intakeWith().accept(
      sampleAppointment({ email: "Ravi.Sharma@Example.in", query: "Pain in the left  knee after a fall last week." }),
    );
    expect(resent).toMatchObject({ duplicate: true, referenceId: expect.stringMatching(/^APT-[A-Z0-9]{8}$/) });
    expect(resent.referenceId).not.toBe(first.referenceId);
    expect(await store.listSubmissions()).toHaveLength(1);
    expect(await store.readiness()).toMatchObject({ pendingEmails: 1 });
  });

  it("stores one row when identical requests arrive at the same moment", async () => {
    const intake = intakeWith();
    const answers = await Promise.all(Array.from({ length: 5 }, () => intake.accept(sampleContact())));
    // Each answer a reference of its own; one stored request.
    expect(new Set(answers.map((answer) => answer.referenceId)).size).toBe(5);
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    expect(await store.listSubmissions()).toHaveLength(1);
  });

  it("stores the same submission again once 10 minutes have passed", async () => {
    const first = await intakeWith().accept(sampleAppointment());
    clock = new Date(start.getTime() + 10 * 60 * 1000 + 1);
    const later = await intakeWith().accept(sampleAppointment());
    expect(later.duplicate).toBe(false);
    expect(later.referenceId).not.toBe(first.referenceId);
    expect(await store.listSubmissions()).toHaveLength(2);
  });

  it("stores a different submission from the same patient separately", async () => {
    await intakeWith().accept(sampleAppointment());
    const other = await intakeWith().accept(sampleAppointment({ speciality: "Neurology" }));
    expect(other.duplicate).toBe(false);
    expect(await store.listSubmissions()).toHaveLength(2);
  });

  it("rejects when the store cannot take the submission, so the API cannot acknowledge it", async () => {
    await store.close();
    await expect(intakeWith().accept(sampleAppointment())).rejects.toThrow();
    store = await openStore(database.options);
  });
});
