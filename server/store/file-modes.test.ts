import { chmod, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { composeDeskEmail } from "../mail/desk-email";
import { createMailer } from "../mail/mailer";
import { sampleAppointment } from "../testing/sample-submissions";
import { DATABASE_FILE } from "./dialect";
import { openStore } from "./store";

const mail = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const mode = async (path: string) => (await stat(path)).mode & 0o777;

let parent: string;
let previousUmask: number;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), "hospital-modes-"));
  // The usual umask: left to it, new folders would be 0755 and files 0644, readable by every local user.
  previousUmask = process.umask(0o022);
});

afterEach(async () => {
  process.umask(previousUmask);
  await rm(parent, { recursive: true, force: true });
});

describe("the data folder under a 0022 umask", () => {
  it("keeps the folder, the SQLite database and its WAL and shared-memory files to the server's user", async () => {
    const dataDir = join(parent, "data");
    const store = await openStore({ dataDir });
    try {
      const received = new Date();
      await store.acceptSubmission({
        kind: "appointment",
        payload: sampleAppointment().data,
        locale: "en",
        fingerprint: "modes",
        receivedAt: received,
        duplicateWindowMs: 0,
        newReferenceId: () => "APT-MODE2222",
        composeEmails: () => [],
      });
      expect(await mode(dataDir)).toBe(0o700);
      const files = (await readdir(dataDir)).filter((name) => name.startsWith(DATABASE_FILE));
      expect(files.sort()).toEqual([DATABASE_FILE, `${DATABASE_FILE}-shm`, `${DATABASE_FILE}-wal`]);
      for (const file of files) expect({ file, mode: await mode(join(dataDir, file)) }).toEqual({ file, mode: 0o600 });
    } finally {
      await store.close();
    }
  });

  it("narrows a data folder and database that already existed with open modes", async () => {
    const dataDir = join(parent, "data");
    const first = await openStore({ dataDir });
    await first.close();
    await chmod(dataDir, 0o755);
    await chmod(join(dataDir, DATABASE_FILE), 0o644);
    const again = await openStore({ dataDir });
    await again.close();
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(join(dataDir, DATABASE_FILE))).toBe(0o600);
  });

  it("writes .eml files 0600 in a 0700 folder", async () => {
    const mailer = createMailer({ dataDir: parent });
    try {
      await mailer.send(composeDeskEmail(sampleAppointment(), { referenceId: "APT-MODE2222", receivedAt: new Date(), mail }));
    } finally {
      await mailer.close();
    }
    const folder = join(parent, "mail");
    expect(await mode(folder)).toBe(0o700);
    const [file] = await readdir(folder);
    expect(await mode(join(folder, file!))).toBe(0o600);
  });
});
