import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import SqliteDatabase from "better-sqlite3";
import { createMailer } from "../mail/mailer";
import { DATABASE_FILE } from "../store/dialect";
import { startOutboxWorker } from "../outbox/outbox-worker";
import { openStore, type Store } from "../store/store";
import { SUBMISSION_COLUMNS } from "#schemas/submission-fields";
import { readCsv } from "../testing/read-csv";
import { sampleAppointment, sampleContact } from "../testing/sample-submissions";
import { createSubmissionIntake } from "./intake";

const repository = fileURLToPath(new URL("../..", import.meta.url));
const mail = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let dataDir: string;
let store: Store;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function staff(...args: string[]) {
  return staffWith({}, ...args);
}

/** The staff command with more (or other) environment variables. */
async function staffWith(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/submissions.ts", ...args], {
      cwd: repository,
      // As on the production server, where the staff command needs no mail settings of its own.
      env: { ...process.env, DATA_DIR: dataDir, STAFF_NAME: "Ms Auditor", NODE_ENV: "production", SMTP_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Two old submissions (one delivered, one not) and a recent one with a formula and a quote in it. */
async function seed() {
  const accept = (at: Date, submission: Parameters<ReturnType<typeof createSubmissionIntake>["accept"]>[0]) =>
    createSubmissionIntake(store, mail, { now: () => at }).accept(submission);
  const old = new Date(Date.now() - 40 * DAY);
  const delivered = await accept(old, sampleContact());
  const worker = startOutboxWorker({
    store,
    mailer: createMailer({ dataDir }),
    log: quiet,
    retentionDays: 365,
    instanceId: "test",
    now: () => old,
  });
  await worker.flush();
  await worker.stop();
  const undelivered = await accept(
    old,
    sampleAppointment({ doctor: "neha-mathur", preferredDate: "2026-12-01", preferredTime: "evening" }),
  );
  const recent = await accept(
    new Date(),
    sampleContact({ firstName: '=HYPERLINK("http://x")', message: 'He said "hello", then left.\nSecond line.' }),
  );
  await store.close();
  return { delivered, undelivered, recent };
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "hospital-staff-"));
  store = await openStore({ dataDir });
});

afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run submissions", () => {
  it("lists submissions newest first with contact details and delivery status", async () => {
    const { delivered, undelivered, recent } = await seed();
    const { code, stdout } = await staff("list");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Received\s+Reference\s+Kind\s+Name\s+Email\s+Phone\s+Speciality\s+Desk e-mail/);
    expect(lines.slice(1).map((line) => line.match(/(?:APT|MSG)-\w+/)?.[0])).toEqual([
      recent.referenceId,
      undelivered.referenceId,
      delivered.referenceId,
    ]);
    expect(lines[2]).toMatch(/Ravi Sharma\s+ravi\.sharma@example\.in\s+9829012345\s+Orthopaedics\s+pending, 0 attempts/);
    expect(lines[3]).toMatch(/Priya Verma\s+priya\.verma@example\.in\s+9414012345\s+-\s+sent/);

    const limited = await staff("list", "--limit", "1");
    expect(limited.stdout.trimEnd().split("\n")).toHaveLength(2);
  });

  it("flags a sales pitch as likely spam in the list, and a patient's message not", async () => {
    const { recent } = await seed();
    await store.close();
    store = await openStore({ dataDir });
    const pitch = await createSubmissionIntake(store, mail, { now: () => new Date() }).accept(
      sampleContact({
        email: "rahul@seo.example.com",
        message: "We can rank your hospital #1 on Google! Our SEO experts bring more patients. Visit http://seo.example.com",
      }),
    );
    await store.close();
    const lines = (await staff("list")).stdout.trimEnd().split("\n");
    expect(lines.find((line) => line.includes(pitch.referenceId))).toMatch(/likely spam$/);
    expect(lines.find((line) => line.includes(recent.referenceId))).not.toMatch(/spam/);
  });

  it("exports every field as RFC 4180 CSV with formulas neutralised", async () => {
    const { recent } = await seed();
    const { code, stdout } = await staff("export", "--csv");
    expect(code).toBe(0);
    // UTF-8 with a byte order mark, so Excel on a Windows PC reads Hindi as Hindi.
    expect(stdout.startsWith("\uFEFF")).toBe(true);
    const lines = stdout.slice(1).split("\r\n");
    // The desk's export writes the same columns; what the visitor sent is in the registry's columns.
    expect(lines[0]).toBe(
      ["reference_id,kind,received_at,received_ist,language", ...SUBMISSION_COLUMNS].join(",") +
        ",desk_email_status,desk_email_attempts,desk_email_sent_at,patient_email_status,last_error,suspected_spam," +
        "desk_status,claimed_by,red_flags,call_attempts,call_back_at,last_outcome," +
        "booking_doctor,booking_day,booking_time,booking_status,notes,history",
    );
    // A formula is neutralised; quotes, commas and line breaks stay inside one quoted cell.
    expect(stdout).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(stdout).toContain(`"He said ""hello"", then left.\nSecond line."`);
    expect(stdout.endsWith("\r\n")).toBe(true);
    const rows = readCsv(stdout);
    expect(rows.find((row) => row.reference_id === recent.referenceId)).toMatchObject({
      kind: "contact",
      name: `'=HYPERLINK("http://x") Verma`,
      first_name: `'=HYPERLINK("http://x")`,
      last_name: "Verma",
      email: "priya.verma@example.in",
      phone: "9414012345",
      message: 'He said "hello", then left.\nSecond line.',
      desk_email_status: "pending",
      desk_email_attempts: "0",
    });
    expect(rows.find((row) => row.name === "Ravi Sharma")).toMatchObject({
      kind: "appointment",
      email: "ravi.sharma@example.in",
      phone: "9829012345",
      speciality: "Orthopaedics",
      doctor: "Dr. Neha Mathur",
      preferredDate: "2026-12-01",
      preferredTime: "evening",
      message: "",
      query: "Pain in the left knee after a fall last week.",
    });
  });

  it("purges old submissions but keeps those still waiting for delivery", async () => {
    const { undelivered, recent } = await seed();
    const { code, stdout } = await staff("purge", "--older-than", "30");
    expect(code).toBe(0);
    expect(stdout).toBe("Deleted 1 submission received more than 30 days ago. Kept 1 whose e-mail is still waiting to be delivered.\n");
    const { stdout: listed } = await staff("list");
    expect(listed).toContain(undelivered.referenceId);
    expect(listed).toContain(recent.referenceId);
  });

  it("erases one submission by reference, and says so when there is none", async () => {
    const { recent } = await seed();
    expect(await staff("purge", "--reference", recent.referenceId)).toMatchObject({
      code: 0,
      stdout: `Deleted 1 submission (${recent.referenceId}).\n`,
    });
    expect(await staff("purge", "--reference", recent.referenceId)).toMatchObject({
      code: 1,
      stderr: `No submission with reference ${recent.referenceId}.\n`,
    });
  });

  it("answers an access request by phone in any format the form accepts, with the written e-mail files", async () => {
    const { delivered, recent } = await seed();
    const { code, stdout } = await staff("show", "--phone", "+91 94140-12345");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^2 submissions hold the phone number 9414012345\./);
    expect(stdout).toContain(`${delivered.referenceId} (contact)`);
    expect(stdout).toContain(`${recent.referenceId} (contact)`);
    expect(stdout).toMatch(new RegExp(`written e-mail file: mail/\\S*-${delivered.referenceId}\\.desk\\.eml`));
    expect(stdout).not.toContain("Ravi");
  });

  it("erases everything held about a person by e-mail, .eml files included, and the audit log records who did it, masked", async () => {
    const { delivered, undelivered } = await seed();
    const mailFolder = join(dataDir, "mail");
    expect((await readdir(mailFolder)).some((file) => file.includes(delivered.referenceId))).toBe(true);

    const erased = await staff("erase", "--email", "PRIYA.VERMA@example.in");
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(/^Erased 2 submissions .* with their e-mails and 1 written e-mail file\.$/m);
    expect((await readdir(mailFolder)).some((file) => file.includes(delivered.referenceId))).toBe(false);
    const left = await staff("list");
    expect(left.stdout).toContain(undelivered.referenceId);
    expect(left.stdout).not.toContain("Priya");

    const again = await staff("erase", "--email", "priya.verma@example.in");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("nothing erased");

    const audit = await staff("audit");
    expect(audit.code).toBe(0);
    const rows = audit.stdout.trimEnd().split("\n").slice(1);
    // STAFF_NAME is only what the runner says: the login name stands beside it.
    const who = `Ms Auditor (login ${userInfo().username})`;
    expect(rows[0]).toMatch(new RegExp(`${escapeRegExp(who)}\\s+\\S+\\s+erase\\s+email p\\S*@example\\.in\\s+0$`));
    expect(rows[1]).toMatch(new RegExp(`${escapeRegExp(who)}\\s+\\S+\\s+erase\\s+email p\\S*@example\\.in\\s+2$`));
    expect(audit.stdout).not.toContain("priya.verma");
  });

  it("lists e-mails that failed for good and puts them back in the queue", async () => {
    const { undelivered } = await seed();
    const reopened = await openStore({ dataDir });
    const worker = startOutboxWorker({
      store: reopened,
      mailer: {
        send: () => Promise.reject(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 })),
        close: async () => undefined,
      },
      log: quiet,
      retentionDays: 365,
      instanceId: "test",
    });
    await worker.flush();
    await worker.stop();
    await reopened.close();

    const failed = await staff("failed");
    expect(failed.code).toBe(0);
    expect(failed.stdout).toContain(undelivered.referenceId);
    expect(failed.stdout).toMatch(/1 e-mail never reached its recipient/);

    const retried = await staff("retry", "--reference", undelivered.referenceId);
    expect(retried.code).toBe(0);
    expect(retried.stdout).toContain("Put 1 e-mail back in the queue");
    expect((await staff("failed")).stdout).toBe("No failed e-mails.\n");
    expect((await staff("audit")).stdout).toMatch(/retry\s+reference APT-\w+\s+1/);
  });

  it("explains its usage when misused", async () => {
    await store.close();
    for (const args of [["delete"], ["export"], ["purge"], ["list", "--limit", "many"]]) {
      const { code, stderr } = await staff(...args);
      expect(code).toBe(2);
      expect(stderr).toContain("Usage: npm run submissions");
    }
  });
  it("cannot shorten the audit log: it never expires entries, and refuses a retention below a year", async () => {
    const longAgo = new Date(Date.now() - 500 * DAY);
    await store.appendAudit({ at: longAgo, who: "insider", host: "vm", action: "export", subject: "all submissions (CSV)", rowCount: 9 });
    await store.close();

    const refused = await staffWith({ AUDIT_RETENTION_DAYS: "1" }, "list");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/AUDIT_RETENTION_DAYS: must be at least 365/);
    // A legal retention that this old entry is past: still the server's housekeeping's business, not the command's.
    expect((await staffWith({ AUDIT_RETENTION_DAYS: "400" }, "list")).code).toBe(0);

    store = await openStore({ dataDir });
    const log = await store.listAudit();
    expect(log.map((entry) => [entry.who, entry.action])).toEqual([["insider", "export"]]);
  });

  it("audit --verify says the log is whole, and names an entry changed or deleted in the middle", async () => {
    for (const subject of ["first", "second", "third", "fourth"]) {
      await store.appendAudit({ at: new Date(), who: "Ms Auditor", host: "vm", action: "access", subject, rowCount: 1 });
    }
    await store.close();
    const whole = await staff("audit", "--verify");
    expect(whole.code).toBe(0);
    expect(whole.stdout).toMatch(/^The audit log is whole: 4 entries \(1-4\)/);

    const file = new SqliteDatabase(join(dataDir, DATABASE_FILE));
    file.prepare("update audit_log set subject = 'someone else' where seq = 2").run();
    file.prepare("delete from audit_log where seq = 3").run();
    file.close();
    const broken = await staff("audit", "--verify");
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("entry 2: was changed after it was written");
    expect(broken.stderr).toContain("entry 4: entries 3-3 are missing");
  });
});
