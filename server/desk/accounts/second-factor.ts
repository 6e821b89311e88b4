/**
 * Second factors of staff accounts: an authenticator app (TOTP) or a passkey (passkeys.ts), and
 * single-use recovery codes for a lost device. Every attempt to prove one (and to confirm the current
 * password, own-password.ts) is reserved against the account before it is checked, so a burst of
 * parallel guesses cannot get past the limit; a success clears the count.
 */
import { randomInt } from "node:crypto";
import { sql } from "kysely";
import type { Compilable } from "kysely";
import { auditEntry } from "../audit";
import type { DeskDatabase } from "../desk-database";
import type { SecondFactorKind } from "../desk-tables";
import type { DeskSession } from "../sessions";
import { digest, newRowId, newSecret } from "../tokens";
import { newTotpSecret, totpStepOf, totpUri } from "./totp";

export const VERIFY_WINDOW_MS = 15 * 60 * 1000;
/** Six-digit codes: 5 guesses per 15 minutes keep a month of guessing under a 1-in-200 chance. */
export const MAX_VERIFY_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** An authenticator app not confirmed within this time is forgotten. */
const ENROLMENT_MS = 15 * 60 * 1000;

export type SecondFactor = { id: string; kind: SecondFactorKind; label: string; createdAt: string; lastUsedAt: string | null };
export type Actor = { email: string; address: string; at: Date };

/** Reserves one attempt for this account; false when the limit for the window is reached. */
export async function reserveVerifyAttempt(database: DeskDatabase, accountId: string, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - VERIFY_WINDOW_MS).toISOString();
  const windowOver = sql<boolean>`(verify_window_start is null or verify_window_start <= ${since})`;
  const [reserved] = await database.write([
    database.db
      .updateTable("desk_accounts")
      .set({
        verify_failures: sql<number>`case when ${windowOver} then 1 else verify_failures + 1 end`,
        verify_window_start: sql<string>`case when ${windowOver} then ${at.toISOString()} else verify_window_start end`,
      })
      .where("id", "=", accountId)
      .where(sql<boolean>`(${windowOver} or verify_failures < ${MAX_VERIFY_FAILURES})`),
  ]);
  return reserved === 1;
}

export const clearVerifyAttempts = ({ db }: DeskDatabase, accountId: string) =>
  db.updateTable("desk_accounts").set({ verify_failures: 0, verify_window_start: null }).where("id", "=", accountId);

export async function listSecondFactors({ db }: DeskDatabase, accountId: string): Promise<SecondFactor[]> {
  const rows = await db
    .selectFrom("desk_second_factors")
    .select(["id", "kind", "label", "created_at", "last_used_at"])
    .where("account_id", "=", accountId)
    .where("confirmed", "=", 1)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, label: row.label, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

// Crockford's base32 in lower case: no i, l, o or u to misread.
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, "");

/** Ten new codes (60 random bits each, shown once) replacing any left; the statements to write them. */
export function newRecoveryCodes({ db }: DeskDatabase, accountId: string, at: Date): { codes: string[]; statements: Compilable[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
  });
  const rows = codes.map((code) => ({
    id: newRowId(),
    account_id: accountId,
    code_hash: digest(normaliseRecoveryCode(code)),
    used_at: null,
    created_at: at.toISOString(),
  }));
  return {
    codes,
    statements: [
      db.deleteFrom("desk_recovery_codes").where("account_id", "=", accountId),
      db.insertInto("desk_recovery_codes").values(rows),
    ],
  };
}

export async function recoveryCodesLeft({ db }: DeskDatabase, accountId: string): Promise<number> {
  const row = await db
    .selectFrom("desk_recovery_codes")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("account_id", "=", accountId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Uses a recovery code up; the same code used twice at once: only one update finds it unused. */
async function useRecoveryCode(database: DeskDatabase, accountId: string, code: string, at: Date): Promise<boolean> {
  const [used] = await database.write([
    database.db
      .updateTable("desk_recovery_codes")
      .set({ used_at: at.toISOString() })
      .where("account_id", "=", accountId)
      .where("code_hash", "=", digest(normaliseRecoveryCode(code)))
      .where("used_at", "is", null),
  ]);
  return used === 1;
}

/** A code from one of the account's authenticator apps, never of a time step already used (so a code seen over a shoulder is spent). */
async function useTotpCode(database: DeskDatabase, accountId: string, code: string, at: Date): Promise<boolean> {
  const apps = await database.db
    .selectFrom("desk_second_factors")
    .select(["id", "totp_secret"])
    .where("account_id", "=", accountId)
    .where("kind", "=", "totp")
    .where("confirmed", "=", 1)
    .execute();
  for (const app of apps) {
    const step = app.totp_secret ? totpStepOf(app.totp_secret, code, at) : null;
    if (step === null) continue;
    const [accepted] = await database.write([
      database.db
        .updateTable("desk_second_factors")
        .set({ totp_last_step: step, last_used_at: at.toISOString() })
        .where("id", "=", app.id)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)])),
    ]);
    return accepted === 1;
  }
  return false;
}

/** Starts adding an authenticator app: its secret, not counted until a code from it is typed back. */
export async function startTotpEnrolment(database: DeskDatabase, session: DeskSession, at: Date) {
  const { db } = database;
  const secret = newTotpSecret();
  const id = newRowId();
  await database.write([
    db.deleteFrom("desk_second_factors").where("account_id", "=", session.account.id).where("confirmed", "=", 0),
    db.insertInto("desk_second_factors").values({
      id,
      account_id: session.account.id,
      kind: "totp",
      label: "Authenticator app",
      totp_secret: secret,
      totp_last_step: null,
      credential_id: null,
      public_key: null,
      sign_count: null,
      transports: null,
      confirmed: 0,
      created_at: at.toISOString(),
      last_used_at: null,
    }),
  ]);
  return { id, secret, uri: totpUri(secret, session.account.email) };
}

export type EnrolOutcome = { ok: true; recoveryCodes: string[] | null } | { ok: false; reason: "refused" | "too_many" };

/**
 * The statements that make a confirmed factor count: the session counts as verified now (the person has
 * just proved the factor), and a first factor comes with recovery codes.
 */
export function afterEnrolment(database: DeskDatabase, session: DeskSession, label: string, actor: Actor) {
  const first = !session.hasSecondFactor;
  const recovery = first ? newRecoveryCodes(database, session.account.id, actor.at) : null;
  return {
    recoveryCodes: recovery?.codes ?? null,
    statements: [
      ...(recovery?.statements ?? []),
      database.db.updateTable("desk_sessions").set({ second_factor_at: actor.at.toISOString() }).where("id_hash", "=", session.idHash),
      clearVerifyAttempts(database, session.account.id),
      auditEntry(database, {
        actor: actor.email,
        action: "second-factor-added",
        target: `${actor.email}: ${label}`,
        address: actor.address,
        at: actor.at,
      }),
    ],
  };
}

export async function confirmTotpEnrolment(
  database: DeskDatabase,
  session: DeskSession,
  factorId: string,
  code: string,
  actor: Actor,
): Promise<EnrolOutcome> {
  const { db } = database;
  if (!(await reserveVerifyAttempt(database, session.account.id, actor.at))) return { ok: false, reason: "too_many" };
  const factor = await db
    .selectFrom("desk_second_factors")
    .select(["totp_secret", "created_at"])
    .where("id", "=", factorId)
    .where("account_id", "=", session.account.id)
    .where("kind", "=", "totp")
    .where("confirmed", "=", 0)
    .executeTakeFirst();
  const fresh = factor && actor.at.getTime() - new Date(factor.created_at).getTime() < ENROLMENT_MS;
  const step = fresh && factor.totp_secret ? totpStepOf(factor.totp_secret, code, actor.at) : null;
  if (step === null) return { ok: false, reason: "refused" };
  const { recoveryCodes, statements } = afterEnrolment(database, session, "authenticator app", actor);
  const [confirmed] = await database.write([
    db
      .updateTable("desk_second_factors")
      .set({ confirmed: 1, totp_last_step: step, last_used_at: actor.at.toISOString() })
      .where("id", "=", factorId)
      .where("confirmed", "=", 0),
    ...statements,
  ]);
  return confirmed === 1 ? { ok: true, recoveryCodes } : { ok: false, reason: "refused" };
}

export type Proof = { method: "totp"; code: string } | { method: "recovery"; code: string } | { method: "passkey"; verified: boolean };
export type VerifyOutcome =
  | { ok: true; rotated: { sessionId: string; csrfToken: string } | null; recoveryCodesLeft: number | null }
  | { ok: false; reason: "refused" | "too_many" };

/**
 * The second step of a sign-in, or a step-up later: the session counts as verified from now. A session
 * that was waiting for its second step gets a new id (and CSRF token), so an id seen before the second
 * step is worth nothing after it.
 */
export async function passSecondFactor(database: DeskDatabase, session: DeskSession, proof: Proof, actor: Actor): Promise<VerifyOutcome> {
  const accountId = session.account.id;
  if (proof.method !== "passkey" && !(await reserveVerifyAttempt(database, accountId, actor.at))) return { ok: false, reason: "too_many" };
  const passed =
    proof.method === "totp"
      ? await useTotpCode(database, accountId, proof.code, actor.at)
      : proof.method === "recovery"
        ? await useRecoveryCode(database, accountId, proof.code, actor.at)
        : proof.verified;
  const { db } = database;
  const audit = { actor: actor.email, address: actor.address, at: actor.at };
  const purpose = session.secondFactorAt ? "step-up" : "sign-in";
  if (!passed) {
    await database.write([
      auditEntry(database, { ...audit, action: "second-factor-refused", target: `${actor.email} (${proof.method}, ${purpose})` }),
    ]);
    return { ok: false, reason: "refused" };
  }
  const rotated = session.secondFactorAt ? null : { sessionId: newSecret(), csrfToken: newSecret() };
  await database.write([
    db
      .updateTable("desk_sessions")
      .set({
        second_factor_at: actor.at.toISOString(),
        ...(rotated ? { id_hash: digest(rotated.sessionId), csrf_token: rotated.csrfToken } : {}),
      })
      .where("id_hash", "=", session.idHash),
    clearVerifyAttempts(database, accountId),
    auditEntry(database, { ...audit, action: "second-factor-passed", target: `${actor.email} (${proof.method}, ${purpose})` }),
  ]);
  return { ok: true, rotated, recoveryCodesLeft: proof.method === "recovery" ? await recoveryCodesLeft(database, accountId) : null };
}
