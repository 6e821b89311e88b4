import { createServer, type AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { mailFilesIn } from "../mail/mail-files";
import { createMailer, type Mailer } from "../mail/mailer";
import { startSmtpTestServer, type SmtpTestServer } from "../testing/smtp-test-server";
import { openStore, type Store } from "../store/store";
import { sampleAppointment, sampleContact } from "../testing/sample-submissions";
import { createSubmissionIntake } from "../submissions/intake";
import { createTestDatabase, describeOnEachDatabase, type TestDatabase } from "../testing/test-services";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";

const mail = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const HOUR = 60 * 60 * 1000;

type LogEntry = { level: "info" | "warn" | "error"; details: Record<string, unknown>; message: string };

let database: TestDatabase;
let dataDir: string;
let store: Store;
let clock: Date;
let logs: LogEntry[];
let smtp: SmtpTestServer | undefined;
let mailer: Mailer | undefined;
let worker: OutboxWorker | undefined;

const logAt = (level: LogEntry["level"]) => (details: Record<string, unknown>, message: string) =>
  void logs.push({ level, details, message });
const log = { info: logAt("info"), warn: logAt("warn"), error: logAt("error") };

function startWorker(using: Mailer, retentionDays = 180, instanceId = "instance-a") {
  worker = startOutboxWorker({ store, mailer: using, log, retentionDays, instanceId, pollIntervalMs: 60_000, now: () => clock });
  return worker;
}

const advance = (ms: number) => void (clock = new Date(clock.getTime() + ms));
const accept = (submission = sampleAppointment()) => createSubmissionIntake(store, mail, { now: () => clock }).accept(submission);
const deskEmail = async () => (await store.listSubmissions())[0]?.emails[0];

async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describeOnEachDatabase("the outbox worker", (dialect) => {
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    dataDir = database.options.dataDir;
    store = await openStore(database.options);
    clock = new Date("2026-03-17T08:35:00.000Z");
    logs = [];
  });

  afterEach(async () => {
    try {
      await worker?.stop();
      await mailer?.close();
      await smtp?.close();
      await store.close();
    } finally {
      worker = mailer = smtp = undefined;
      await database.drop();
    }
  });

  it("delivers an accepted submission to the desk once, and marks it sent", async () => {
    smtp = await startSmtpTestServer();
    mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
    const { referenceId } = await accept();
    await startWorker(mailer).flush();
    await worker!.flush();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain(`Message-ID: <${referenceId}.desk@aarogya.test>`);
    expect(await deskEmail()).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(await store.readiness()).toMatchObject({ pendingEmails: 0, failedEmails: 0 });
  });

  it("keeps e-mails while the SMTP server refuses connections and delivers them once it is back", async () => {
    smtp = await startSmtpTestServer();
    smtp.refuseConnections(421);
    mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
    await accept();
    await startWorker(mailer).flush();
    expect(await deskEmail()).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("421") });

    smtp.accept();
    await worker!.flush();
    expect(smtp.received).toHaveLength(0);
    advance(HOUR);
    await worker!.flush();
    advance(HOUR);
    await worker!.flush();

    expect(smtp.received).toHaveLength(1);
    expect(await deskEmail()).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("delivers later when no server was listening at first", async () => {
    const port = await unusedPort();
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir, allowPlaintext: true });
    await accept(sampleContact());
    await startWorker(mailer).flush();
    expect(await deskEmail()).toMatchObject({ status: "pending", attempts: 1 });

    smtp = await startSmtpTestServer(port);
    advance(HOUR);
    await worker!.flush();
    expect(smtp.received).toHaveLength(1);
    expect(await deskEmail()).toMatchObject({ status: "sent" });
  });

  it("records each e-mail's outcome as its send ends, so a slow send in the batch cannot make a restart re-send the others", async () => {
    const quick = await accept(sampleContact());
    await accept(sampleAppointment());
    let releaseSlowSend: () => void = () => undefined;
    const slowMailer: Mailer = {
      send: (message) =>
        message.referenceId === quick.referenceId ? Promise.resolve() : new Promise<void>((resolve) => (releaseSlowSend = resolve)),
      close: async () => undefined,
    };
    const round = startWorker(slowMailer).flush();
    const statusOf = async (referenceId: string) =>
      (await store.listSubmissions()).find((submission) => submission.referenceId === referenceId)?.emails[0]?.status;
    for (let tries = 0; tries < 100 && (await statusOf(quick.referenceId)) !== "sent"; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The other send is still running, yet the finished one is already recorded: a crash now re-sends only the slow one.
    expect(await statusOf(quick.referenceId)).toBe("sent");
    releaseSlowSend();
    await round;
    expect((await store.listSubmissions()).flatMap((submission) => submission.emails.map((email) => email.status))).toEqual([
      "sent",
      "sent",
    ]);
  });

  it("after 24 hours of failures marks the e-mail failed and logs an error", async () => {
    smtp = await startSmtpTestServer();
    smtp.rejectMessages(451);
    mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
    await accept();
    await startWorker(mailer).flush();
    advance(23 * HOUR);
    await worker!.flush();
    expect(await deskEmail()).toMatchObject({ status: "pending" });

    advance(HOUR);
    await worker!.flush();
    expect(await deskEmail()).toMatchObject({ status: "failed", attempts: 3 });
    expect(await store.readiness()).toMatchObject({ pendingEmails: 0, failedEmails: 1 });
    const errors = () => logs.filter((entry) => entry.level === "error");
    expect(errors().map((entry) => entry.message)).toEqual([
      expect.stringMatching(/marked failed/),
      expect.stringMatching(/failed for good/),
    ]);
    expect(errors()[1]?.details).toMatchObject({ failedEmails: 1 });

    // The alert repeats once an hour while the e-mail stays failed, not on every round.
    await worker!.flush();
    advance(HOUR / 2);
    await worker!.flush();
    expect(errors()).toHaveLength(2);
    advance(HOUR / 2);
    await worker!.flush();
    expect(errors().map((entry) => entry.message)).toEqual([
      expect.stringMatching(/marked failed/),
      expect.stringMatching(/failed for good/),
      expect.stringMatching(/failed for good/),
    ]);

    // Requeued by the staff, delivered, and the alerts stop.
    smtp.accept();
    await store.requeueFailedEmails({ now: new Date(clock) });
    await worker!.flush();
    advance(HOUR);
    await worker!.flush();
    expect(await deskEmail()).toMatchObject({ status: "sent" });
    expect(errors()).toHaveLength(3);
  });

  it("logs a permanent refusal as such but keeps retrying within the day", async () => {
    smtp = await startSmtpTestServer();
    smtp.rejectMessages(550);
    mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
    await accept();
    await startWorker(mailer).flush();
    expect(logs.find((entry) => entry.level === "warn")?.details).toMatchObject({ permanent: true, responseCode: 550 });

    smtp.accept();
    advance(HOUR);
    await worker!.flush();
    expect(await deskEmail()).toMatchObject({ status: "sent" });
  });

  it("never logs what the patient wrote, and masks their address", async () => {
    smtp = await startSmtpTestServer();
    smtp.rejectMessages(451);
    mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
    await createSubmissionIntake(store, { ...mail, acknowledgePatient: true }, { now: () => clock }).accept(sampleAppointment());
    await startWorker(mailer).flush();
    smtp.accept();
    advance(HOUR);
    await worker!.flush();

    const written = JSON.stringify(logs);
    expect(logs.length).toBeGreaterThanOrEqual(4);
    for (const secret of ["knee", "ravi.sharma@example.in", "9829012345", "Ravi Sharma"]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain("r***@example.in");
  });

  it("takes up at once the e-mails its previous process claimed but never finished", async () => {
    mailer = createMailer({ dataDir });
    await accept();
    await store.claimDueEmails({ now: clock, limit: 10, leaseMs: HOUR, claimant: "instance-a" });
    await startWorker(mailer, 180, "instance-a").flush();
    expect(await deskEmail()).toMatchObject({ status: "sent" });
  });

  it("takes up e-mails another instance claimed once that instance's lease has run out", async () => {
    mailer = createMailer({ dataDir });
    await accept();
    await store.claimDueEmails({ now: clock, limit: 10, leaseMs: 60_000, claimant: "instance-that-died" });
    await startWorker(mailer, 180, "instance-b").flush();
    expect(await deskEmail()).toMatchObject({ status: "pending", attempts: 0 });

    advance(60_000);
    await worker!.flush();
    expect(await deskEmail()).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps its claim while a slow send goes on past the lease, so no other instance sends it too", async () => {
    let finishSend: () => void = () => undefined;
    const sends: string[] = [];
    const slowMailer: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          sends.push("slow");
          finishSend = resolve;
        }),
      close: async () => undefined,
    };
    await accept();
    worker = startOutboxWorker({
      store,
      mailer: slowMailer,
      log,
      retentionDays: 180,
      instanceId: "slow",
      leaseMs: 300,
      pollIntervalMs: 60_000,
      now: () => new Date(),
    });
    await expect.poll(() => sends.length).toBe(1);
    // Well past the 300 ms lease, but renewed every 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await store.claimDueEmails({ now: new Date(), limit: 10, leaseMs: 60_000, claimant: "other" })).toEqual([]);
    finishSend();
    await worker.flush();
    expect(await deskEmail()).toMatchObject({ status: "sent" });
  });

  it("finishes the send in progress before it stops", async () => {
    let finishSend: () => void = () => undefined;
    const sends: string[] = [];
    const slowMailer: Mailer = {
      send: (message) =>
        new Promise<void>((resolve) => {
          sends.push(message.referenceId);
          finishSend = resolve;
        }),
      close: async () => undefined,
    };
    await accept();
    startWorker(slowMailer);
    await expect.poll(() => sends.length).toBe(1);
    const stopped = worker!.stop();
    finishSend();
    await stopped;
    expect(await deskEmail()).toMatchObject({ status: "sent" });
  });

  it("deletes submissions past the retention period, except those still waiting for delivery", async () => {
    mailer = createMailer({ dataDir });
    const delivered = await accept(sampleContact());
    await startWorker(mailer, 30).flush();
    await worker!.stop();

    const undelivered = await accept();
    advance(31 * 24 * HOUR);
    const fresh = await accept(sampleContact({ message: "A question asked today." }));
    const brokenMailer: Mailer = { send: async () => Promise.reject(new Error("offline")), close: async () => undefined };
    await startWorker(brokenMailer, 30).flush();

    const remaining = (await store.listSubmissions()).map((submission) => submission.referenceId);
    expect(remaining).toEqual([fresh.referenceId, undelivered.referenceId]);
    expect(remaining).not.toContain(delivered.referenceId);
  });

  it("deletes the written .eml files of submissions past the retention period too", async () => {
    mailer = createMailer({ dataDir });
    const delivered = await accept(sampleContact());
    const mailFiles = mailFilesIn(dataDir);
    const runWorker = async () => {
      worker = startOutboxWorker({ store, mailer: mailer!, log, retentionDays: 30, instanceId: "instance-a", now: () => clock, mailFiles });
      await worker.flush();
      await worker.stop();
    };
    await runWorker();
    expect(await mailFiles.filesOf(delivered.referenceId)).toHaveLength(1);

    advance(31 * 24 * HOUR);
    await runWorker();
    expect(await store.listSubmissions()).toEqual([]);
    expect(await mailFiles.filesOf(delivered.referenceId)).toEqual([]);
  });
});
