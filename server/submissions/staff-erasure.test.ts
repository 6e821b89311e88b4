import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, expect, it } from "vitest";
import { mailFilesIn } from "../mail/mail-files";
import { createMailer } from "../mail/mailer";
import { startOutboxWorker } from "../outbox/outbox-worker";
import { openStore, type Store } from "../store/store";
import { createOwnPostgresDatabase, deadTuplesLeft, stringsLeftInFiles } from "../testing/erased-traces";
import { sampleAppointment, sampleContact } from "../testing/sample-submissions";
import { createTestDatabase, describeOnEachDatabase, type TestDatabase } from "../testing/test-services";
import { createSubmissionIntake, type IncomingSubmission } from "./intake";

const repository = fileURLToPath(new URL("../..", import.meta.url));
const mail = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const DAY = 24 * 60 * 60 * 1000;

describeOnEachDatabase("erasure and retention through the store", (dialect) => {
  let database: TestDatabase;
  let store: Store;

  beforeEach(async () => {
    // PostgreSQL: a database of its own, where no other test's transaction keeps dead tuples alive.
    database = dialect === "sqlite" ? await createTestDatabase("sqlite") : await createOwnPostgresDatabase();
    store = await openStore(database.options);
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  async function staff(...args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/submissions.ts", ...args], {
        cwd: repository,
        env: {
          ...process.env,
          DATA_DIR: database.options.dataDir,
          DATABASE_URL: database.databaseUrl ?? "",
          STAFF_NAME: "Ms Auditor",
          NODE_ENV: "production",
          SMTP_URL: "",
        },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  /** Accepts the submissions at `at` and writes their e-mails as .eml files. */
  async function accept(submissions: IncomingSubmission[], at = new Date()): Promise<string[]> {
    const intake = createSubmissionIntake(store, mail, { now: () => at });
    const references: string[] = [];
    for (const submission of submissions) references.push((await intake.accept(submission)).referenceId);
    const worker = startOutboxWorker({
      store,
      mailer: createMailer({ dataDir: database.options.dataDir }),
      log: quiet,
      retentionDays: 365,
      instanceId: "test",
    });
    await worker.flush();
    await worker.stop();
    return references;
  }

  /** Whatever the store held of `secrets` once they were deleted: none of it should be readable. */
  async function leftBehind(secrets: string[]) {
    if (dialect === "sqlite") return stringsLeftInFiles(database.options.dataDir, secrets);
    const dead = await deadTuplesLeft(database.databaseUrl!);
    return Object.entries(dead)
      .filter(([, count]) => count > 0)
      .map(([table, count]) => `${table}: ${count} dead tuples`);
  }

  it("`erase --phone … --except REF` leaves nothing of the person's behind, and keeps the relative's request and its file", async () => {
    const tag = randomBytes(4).toString("hex").toUpperCase();
    const phone = "9829066666";
    const email = `gopal.${tag.toLowerCase()}@example.in`;
    const [appointment, contact, relative] = await accept([
      sampleAppointment({ name: "Gopal Singh", phoneNumber: phone, email, query: `Chest pain HEALTHSECRET-${tag}` }),
      sampleContact({ firstName: "Gopal", lastName: "Singh", phone, email, message: `Report FOLLOWUP-${tag}` }),
      sampleAppointment({ name: "Kamla Singh", phoneNumber: phone, email: "kamla@example.in", query: `Knee pain RELATIVE-${tag}` }),
    ]);
    await store.close();

    const erased = await staff("erase", "--phone", "+91 98290 66666", "--except", relative!.toLowerCase());
    expect(erased.code).toBe(0);
    expect(erased.stdout).toContain(`Erased 2 submissions (`);
    expect(erased.stdout).toContain(`Left out, as asked: ${relative}.`);

    store = await openStore(database.options);
    expect(await leftBehind([`HEALTHSECRET-${tag}`, `FOLLOWUP-${tag}`, email])).toEqual([]);
    expect((await store.findSubmissionsByContact({ phone })).map((found) => found.referenceId)).toEqual([relative]);
    const files = await readdir(mailFilesIn(database.options.dataDir).directory);
    expect(files.filter((name) => name.includes(relative!))).toHaveLength(1);
    expect(files.filter((name) => name.includes(appointment!) || name.includes(contact!))).toEqual([]);
    if (dialect === "sqlite") expect(await stringsLeftInFiles(database.options.dataDir, [`RELATIVE-${tag}`])).not.toEqual([]);
  });

  it("the retention purge leaves nothing of what it deleted behind", async () => {
    const tag = randomBytes(4).toString("hex").toUpperCase();
    await accept(
      [sampleContact({ email: `old.${tag.toLowerCase()}@example.in`, message: `Old query OLDSECRET-${tag}` })],
      new Date(Date.now() - 200 * DAY),
    );
    expect(await store.deleteSubmissionsReceivedBefore(new Date(Date.now() - 180 * DAY))).toMatchObject({ deleted: 1 });
    // The .eml file is the worker's to delete (outbox-worker.ts); here only the database is looked at.
    const inDatabase = (await leftBehind([`OLDSECRET-${tag}`, `old.${tag.toLowerCase()}@example.in`])).filter(
      (where) => !where.includes(".eml"),
    );
    expect(inDatabase).toEqual([]);
  });
});
