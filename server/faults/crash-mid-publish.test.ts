/**
 * A server killed (kill -9) while it publishes, at three points of a publish: just after the release is
 * recorded, while its pages are being written, and while they are being compressed. Each time, the
 * restarted server serves the release that was live, marks the interrupted one failed, removes its
 * half-written folder, and the next publish is not refused as "someone else is publishing".
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import SqliteDatabase from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { DATABASE_FILE } from "../store/dialect";
import { type ServerProcess, startServerProcess } from "../testing/server-process";
import { addProcessAdmin, publishNotice } from "../testing/process-admin";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Polls until `check` holds, for at most `what`'s minute. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 60_000) throw new Error(`Timed out waiting until ${what}`);
    await sleep(25);
  }
}

function query<T>(dataDir: string, sql: string): T[] {
  const database = new SqliteDatabase(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return database.prepare(sql).all() as T[];
  } finally {
    database.close();
  }
}

const temporaryFolders = (dataDir: string) =>
  existsSync(join(dataDir, "releases")) ? readdirSync(join(dataDir, "releases")).filter((name) => name.includes(".tmp-")) : [];

/** Files of one kind in the half-written release folder, if there is one. */
function writtenSoFar(dataDir: string, ending: string): number {
  const [folder] = temporaryFolders(dataDir);
  if (!folder) return 0;
  try {
    return (readdirSync(join(dataDir, "releases", folder), { recursive: true }) as string[]).filter((name) => name.endsWith(ending)).length;
  } catch {
    return 0;
  }
}

const PHASES: { name: string; reached: (dataDir: string) => boolean }[] = [
  {
    name: "just after the release is recorded",
    reached: (dataDir) => query<{ n: number }>(dataDir, "select count(*) as n from site_releases where state = 'rendering'")[0]!.n > 0,
  },
  { name: "while its pages are written", reached: (dataDir) => writtenSoFar(dataDir, ".html") > 0 },
  { name: "while its pages are compressed", reached: (dataDir) => writtenSoFar(dataDir, ".br") > 0 },
];

it(
  "costs nothing when the server is killed mid-publish: the next start serves what was live, and the next publish goes through",
  { timeout: 300_000 },
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "hospital-crash-publish-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The same instance restarted, as a process manager does.
    const env = { DATA_DIR: dataDir, DESK_ENABLED: "true", VITE_SITE_URL: "https://desk.test", INSTANCE_ID: "crash-publish-test" };
    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(async () => server.child.kill("SIGKILL"));
    const admin = await addProcessAdmin(server.url, env);
    const ready = async () => (await fetch(`${server.url}/readyz`)).status === 200;
    await until(ready, "the first server is ready");

    const interrupted: number[] = [];
    for (const phase of PHASES) {
      const publishing = publishNotice(admin, `Interrupted ${phase.name}`).catch(() => "killed");
      await until(() => phase.reached(dataDir), `a publish is ${phase.name}`);
      server.child.kill("SIGKILL");
      await server.exited;
      expect(await publishing, phase.name).toBe("killed");
      const [rendering] = query<{ number: number }>(dataDir, "select number from site_releases where state = 'rendering'");
      expect(rendering, phase.name).toBeDefined();
      interrupted.push(rendering!.number);

      server = await startServerProcess(env);
      admin.useServer(server.url);
      await until(ready, `the server restarted after a kill ${phase.name} is ready`);
      expect(temporaryFolders(dataDir), phase.name).toEqual([]);
      expect(query<{ state: string }>(dataDir, `select state from site_releases where number = ${rendering!.number}`)).toEqual([
        { state: "failed" },
      ]);
      const home = await (await fetch(`${server.url}/`)).text();
      expect(home, phase.name).not.toContain(`Interrupted ${phase.name}`);
    }

    const published = await publishNotice(admin, "Published after three crashes");
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(await (await fetch(`${server.url}/`)).text()).toContain("Published after three crashes");
    const states = query<{ number: number; state: string; problems: string }>(dataDir, "select number, state, problems from site_releases");
    for (const number of interrupted) {
      const row = states.find((release) => release.number === number);
      expect(row?.state).toBe("failed");
      expect(row?.problems).toContain("The server stopped while it was publishing this release");
    }
    expect(temporaryFolders(dataDir)).toEqual([]);
  },
);
