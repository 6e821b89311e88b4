/**
 * Front-desk accounts for the end-to-end tests, made the way an administrator makes them: with
 * `npm run staff -- add`, against the data directory the test server uses, then the one-time link.
 */
import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { type APIRequestContext, request as apiRequest } from "@playwright/test";
import Database from "better-sqlite3";
import { join } from "node:path";
import { totpCodeOfStep, totpStepAt } from "#server/desk/accounts/totp";
import { serverDataDir as dataDir, serverURL } from "./fixtures";
import { unique } from "./form-helpers";

export type DeskRole = "desk" | "admin";
export type DeskAccount = { email: string; password: string; role: DeskRole };

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

/**
 * A new account, its password already set through its link (by the API, as the desk's page does). An
 * administrator, who must have a second factor, has an authenticator app enrolled too (in a browser
 * session of its own, so `request` stays signed out).
 */
export async function newDeskAccount(request: APIRequestContext, role: DeskRole): Promise<DeskAccount> {
  const email = `${role}-${unique()}@aarogya.test`;
  const token = new URL(addDeskAccountByCommand(email, role)).hash.slice(1);
  const password = `a private passphrase ${unique()}`;
  const set = await request.post("/api/desk/set-password", { data: { token, password } });
  if (set.status() !== 200) throw new Error(`setting the password answered ${set.status()}: ${await set.text()}`);
  const account = { email, password, role };
  if (role === "admin") {
    const enrolling = await apiRequest.newContext({ baseURL: serverURL() });
    try {
      await signInToDesk(enrolling, account);
    } finally {
      await enrolling.dispose();
    }
  }
  return account;
}

/** The secrets of the authenticator apps the tests enrolled, by e-mail: what the person's phone would hold. */
const totpSecrets = new Map<string, string>();
export const rememberTotpSecret = (email: string, secret: string) => totpSecrets.set(email, secret);

/**
 * A code of the account's authenticator app that the desk has not accepted yet. A code is accepted once,
 * for the time step before, the current one or the next (30 seconds each); when all three are spent, this
 * waits for the next step, as a person would.
 */
export async function nextTotpCode(email: string): Promise<string> {
  const secret = totpSecrets.get(email);
  if (!secret) throw new Error(`no authenticator app was enrolled for ${email} in this test`);
  const lastStep = withDeskDatabase(
    (database) =>
      (
        database
          .prepare(
            `select f.totp_last_step as step from desk_second_factors f join desk_accounts a on a.id = f.account_id
             where a.email = ? and f.kind = 'totp' and f.confirmed = 1`,
          )
          .get(email) as { step: number | null } | undefined
      )?.step ?? null,
  );
  for (;;) {
    const now = Date.now();
    // The step before only while this one has seconds left, so it is still accepted when it arrives.
    const step = Math.max(totpStepAt(new Date(now)) - (now % 30_000 < 25_000 ? 1 : 0), (lastStep ?? -1) + 1);
    if (step <= totpStepAt(new Date(now)) + 1) return totpCodeOfStep(secret, step);
    await sleep(30_000 - (now % 30_000) + 100);
  }
}

/** Signs in on `request` (which then carries the session cookie), with the second factor if the account has or needs one, and returns the CSRF token. */
export async function signInToDesk(request: APIRequestContext, account: DeskAccount): Promise<string> {
  const answer = await request.post("/api/desk/sign-in", { data: { email: account.email, password: account.password } });
  if (answer.status() !== 200) throw new Error(`signing in answered ${answer.status()}: ${await answer.text()}`);
  const { csrfToken, stage } = (await answer.json()) as { csrfToken: string; stage: string };
  const headers = { "x-csrf-token": csrfToken };
  if (stage === "enrol") {
    const started = await request.post("/api/desk/second-factor/totp", { headers, data: {} });
    const { id, secret } = (await started.json()) as { id: string; secret: string };
    rememberTotpSecret(account.email, secret);
    const confirmed = await request.post("/api/desk/second-factor/totp/confirm", {
      headers,
      data: { id, code: await nextTotpCode(account.email) },
    });
    if (confirmed.status() !== 200) throw new Error(`enrolling answered ${confirmed.status()}: ${await confirmed.text()}`);
  } else if (stage === "second-factor") {
    const verified = await request.post("/api/desk/second-factor/verify", {
      headers,
      data: { method: "totp", code: await nextTotpCode(account.email) },
    });
    if (verified.status() !== 200) throw new Error(`the second step answered ${verified.status()}: ${await verified.text()}`);
    return ((await verified.json()) as { csrfToken: string }).csrfToken;
  }
  return csrfToken;
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
