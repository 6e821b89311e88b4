import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer";
import { startOutboxWorker } from "../outbox/outbox-worker";
import { openStore, type Store } from "../store/store";
import { sampleAppointment, sampleContact } from "../testing/sample-submissions";
import { createSubmissionDesk } from "./submission-desk";

const repository = fileURLToPath(new URL("../..", import.meta.url));
const mail = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let dataDir: string;
let store: Store;

async function staff(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/submissions.ts", ...args], {
      cwd: repository,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Two old submissions (one delivered, one not) and a recent one with a formula and a quote in it. */
async function seed() {
  const accept = (at: Date, submission: Parameters<ReturnType<typeof createSubmissionDesk>["accept"]>[0]) =>
    createSubmissionDesk(store, mail, { now: () => at }).accept(submission);
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
  const undelivered = await accept(old, sampleAppointment());
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

describe("the staff command", () => {
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

  it("exports every field as RFC 4180 CSV with formulas neutralised", async () => {
    const { recent } = await seed();
    const { code, stdout } = await staff("export", "--csv");
    expect(code).toBe(0);
    const lines = stdout.split("\r\n");
    expect(lines[0]).toBe(
      "reference_id,kind,received_at,language,name,first_name,last_name,email,phone,speciality,message,query," +
        "desk_email_status,desk_email_attempts,desk_email_sent_at,patient_email_status,last_error",
    );
    expect(stdout).toContain(`${recent.referenceId},contact,`);
    expect(stdout).toContain(
      `"'=HYPERLINK(""http://x"")",Verma,priya.verma@example.in,9414012345,,"He said ""hello"", then left.\nSecond line.",,pending,0,,,`,
    );
    expect(stdout).toContain("Pain in the left knee after a fall last week.");
    expect(stdout.endsWith("\r\n")).toBe(true);
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

  it("explains its usage when misused", async () => {
    await store.close();
    for (const args of [["delete"], ["export"], ["purge"], ["list", "--limit", "many"]]) {
      const { code, stderr } = await staff(...args);
      expect(code).toBe(2);
      expect(stderr).toContain("Usage: npm run submissions");
    }
  });
});
