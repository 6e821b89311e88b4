/**
 * Front-desk accounts for the end-to-end tests, made the way an administrator makes them: with
 * `npm run staff -- add`, against the data directory the test server uses, then the one-time link.
 */
import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import { join } from "node:path";
import { unique } from "./form-helpers";

export type DeskRole = "desk" | "admin";
export type DeskAccount = { email: string; password: string; role: DeskRole };

const dataDir = () => process.env.E2E_DATA_DIR!;

/** Runs the staff command and returns the one-time set-password link it prints. */
export function addDeskAccountByCommand(email: string, role: DeskRole): string {
  const printed = execFileSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "add", email, "--role", role], {
    env: { ...process.env, DATA_DIR: dataDir() },
    encoding: "utf8",
  });
  const link = /\S+\/desk\/set-password#\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`npm run staff printed no set-password link:\n${printed}`);
  return link;
}

/** A new account, its password already set through its link (by the API, as the desk's page does). */
export async function newDeskAccount(request: APIRequestContext, role: DeskRole): Promise<DeskAccount> {
  const email = `${role}-${unique()}@aarogya.test`;
  const token = new URL(addDeskAccountByCommand(email, role)).hash.slice(1);
  const password = `a private passphrase ${unique()}`;
  const set = await request.post("/api/desk/set-password", { data: { token, password } });
  if (set.status() !== 200) throw new Error(`setting the password answered ${set.status()}: ${await set.text()}`);
  return { email, password, role };
}

/** Signs in on `request` (which then carries the session cookie) and returns the CSRF token. */
export async function signInToDesk(request: APIRequestContext, account: DeskAccount): Promise<string> {
  const answer = await request.post("/api/desk/sign-in", { data: { email: account.email, password: account.password } });
  if (answer.status() !== 200) throw new Error(`signing in answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Changes the test server's database directly, for what a test cannot wait for (half an hour of idle
 * time) or must undo (sign-in failures counted against the one address every test comes from).
 */
export function withDeskDatabase<T>(change: (database: Database.Database) => T): T {
  const database = new Database(join(dataDir(), "hospital.sqlite"));
  database.pragma("busy_timeout = 5000");
  try {
    return change(database);
  } finally {
    database.close();
  }
}
