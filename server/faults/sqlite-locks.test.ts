/**
 * The SQLite database file keeps the server's locks for the server's lifetime: another process that
 * opens and closes the live file (the sqlite3 tool, a backup, `npm run staff`) does not take itself for
 * the last connection, so it never checkpoints and deletes the WAL under the running server, and every
 * submission acknowledged and every release published afterwards survives a kill -9. `npm run backup`
 * copies the live file meanwhile, consistently.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { DATABASE_FILE } from "../store/dialect";
import { CONTACT_URL, contactPayload } from "../testing/requests";
import { type ServerProcess, startServerProcess } from "../testing/server-process";
import { addProcessAdmin, publishNotice } from "../testing/process-admin";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The POSIX locks process `pid` holds on the file with inode `inode`, as /proc/locks lists them. */
function locksOn(pid: number, inode: number): string[] {
  return readFileSync("/proc/locks", "utf8")
    .split("\n")
    .filter((line) => {
      const fields = line.trim().split(/\s+/);
      // "1: POSIX  ADVISORY  READ 1234 08:01:5678 1073741826 1073742335"
      return fields[1] === "POSIX" && fields[4] === String(pid) && fields[5]?.split(":")[2] === String(inode);
    });
}

/**
 * Another process reads the live database with SQLite and closes it: the `sqlite3` tool where it is
 * installed (Debian's 3.40, as an administrator would use, deletes the WAL on close when it takes itself for
 * the last connection), else better-sqlite3 (whose SQLite 3.54 was not seen to; the lock check above still holds).
 */
function readWithAnotherProcess(file: string, query: string): string {
  const tool = spawnSync("sqlite3", ["-json", file, query], { encoding: "utf8" });
  if (!tool.error) {
    if (tool.status !== 0) throw new Error(`sqlite3 failed: ${tool.stderr}`);
    return tool.stdout;
  }
  const script = `const Database = require("better-sqlite3"); const db = new Database(process.argv[1]); console.log(JSON.stringify(db.prepare(process.argv[2]).all())); db.close();`;
  const reader = spawnSync(process.execPath, ["-e", script, file, query], { encoding: "utf8" });
  if (reader.status !== 0) throw new Error(`the other process failed: ${reader.stderr}`);
  return reader.stdout;
}

async function sendContact(server: ServerProcess, message: string): Promise<string> {
  const answer = await fetch(`${server.url}${CONTACT_URL}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contactPayload({ message })),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { referenceId: string }).referenceId;
}

it.runIf(existsSync("/proc/locks"))(
  "holds its lock on the database file while it runs; what it acknowledged after another process read the file survives a kill -9",
  { timeout: 120_000 },
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "hospital-locks-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DESK_ENABLED: "true", VITE_SITE_URL: "https://desk.test" };
    const server = await startServerProcess(env);
    cleanups.push(async () => server.child.kill("SIGKILL"));
    const file = join(dataDir, DATABASE_FILE);
    const pid = server.child.pid!;

    // Its three connections are open (the store's, the desk's, the releases'): the lock on the file is held.
    expect(locksOn(pid, statSync(file).ino), readFileSync("/proc/locks", "utf8")).not.toHaveLength(0);

    // `npm run staff` opens and closes the same file in a process of its own.
    const admin = await addProcessAdmin(server.url, env);
    const first = await sendContact(server, "Sent before the sqlite3 tool read the file.");
    expect(readWithAnotherProcess(file, "select count(*) as n from submissions")).toMatch(/"n":\s*1\b/);
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(locksOn(pid, statSync(file).ino)).not.toHaveLength(0);

    const second = await sendContact(server, "Sent after the sqlite3 tool read the file.");
    const published = await publishNotice(admin, "Published after the sqlite3 tool read the file");
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const release = (published.json.release as { number: number }).number;
    readWithAnotherProcess(file, "select number, state from site_releases");

    // The backup command, while the server runs: a consistent copy, private, and the live WAL untouched.
    const backupFile = join(dataDir, "backups", "hospital.sqlite");
    const backup = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", backupFile], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    const copy = new SqliteDatabase(backupFile, { readonly: true });
    cleanups.push(async () => copy.close());
    expect(copy.prepare("select reference_id from submissions").pluck().all()).toEqual(expect.arrayContaining([first, second]));
    expect(copy.prepare("select state from site_releases where number = ?").pluck().get(release)).toBe("live");
    expect(existsSync(`${file}-wal`)).toBe(true);
    const again = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", backupFile], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    expect([again.status, again.stderr]).toEqual([1, expect.stringContaining("exists already")]);

    server.child.kill("SIGKILL");
    await server.exited;

    const database = new SqliteDatabase(file);
    cleanups.push(async () => database.close());
    const references = database.prepare("select reference_id from submissions").pluck().all();
    expect(references).toEqual(expect.arrayContaining([first, second]));
    expect(database.prepare("select state from site_releases where number = ?").pluck().get(release)).toBe("live");
  },
);
