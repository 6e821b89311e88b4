/**
 * Signing in with e-mail and password. Before a password is checked, the attempt takes a place among
 * the counted failures, in one transaction that counts and inserts at once (SQLite: one writer at a
 * time; PostgreSQL: advisory locks on the account's and the address's keys), so attempts sent in
 * parallel cannot all pass the count before any is written. The place is given back on success.
 *
 * Limits, per 15 minutes: 30 failures per client address (IPv6 counted per /64), and 10 per account.
 * An account's limit is counted over every address, except from a known place (an address where it
 * signed in within the last 30 days): there only that place's own failures count, so an attacker
 * elsewhere cannot lock a member of staff out of their own desk. Past a limit the attempt is held back
 * (429) without a password check. A refusal never says whether the e-mail has an account, and takes
 * as long either way. Refusals go to their summary (sign-in-refusals.ts), not to the audit log.
 */
import { sql } from "kysely";
import type { DeskDatabase } from "../desk-database";
import { auditEntry } from "../audit";
import { type ContentRightName, contentRightNames, contentRightsOf, normaliseEmail } from "./accounts";
import { verifyAgainstDecoy, verifyPassword } from "./passwords";
import type { RefusalSummary } from "./sign-in-refusals";
import type { VerificationGate } from "./verification-gate";
import { createSession } from "../sessions";
import { digest, newRowId } from "../tokens";
import type { DeskRole } from "../desk-tables";
import type { HeldBackAccount } from "#schemas/sign-in-refusals";

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Higher than per account: a reception's staff may share one address behind the hospital's router. */
export const MAX_FAILURES_PER_ADDRESS = 30;
export const KNOWN_PLACE_MS = 30 * 24 * 60 * 60 * 1000;

export type SignInAttempt = {
  email: string;
  password: string;
  /** The client's key: its address, IPv6 as its /64 (rate-limit/client-key.ts). */
  address: string;
  at: Date;
};
export type SignInOutcome =
  | { ok: true; sessionId: string; csrfToken: string; account: { email: string; role: DeskRole; rights: ContentRightName[] } }
  | { ok: false; reason: "refused" | "too_many" | "busy" };

/** What one server keeps about sign-ins besides the database: the refusals' summary and the hashing turns. */
export type SignInGuards = { refusals: RefusalSummary; gate?: VerificationGate };

/** Lock classes of pg_advisory_xact_lock, taken always in this order so two attempts never deadlock. */
const ACCOUNT_LOCK = 1201;
const ADDRESS_LOCK = 1202;

/**
 * Counts and reserves in one statement: the failure row is inserted only while both counts are under
 * their limits. Resolves to the reserved row's id, or null when the attempt must be held back.
 */
async function reserveAttempt(database: DeskDatabase, key: { account: string; address: string; knownPlace: boolean; at: Date }) {
  const { db } = database;
  const id = newRowId();
  const since = new Date(key.at.getTime() - FAILURE_WINDOW_MS).toISOString();
  const accountFailures = db
    .selectFrom("desk_sign_in_failures")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("account_key", "=", key.account)
    .where("at", ">", since)
    .$if(key.knownPlace, (query) => query.where("address", "=", key.address));
  const addressFailures = db
    .selectFrom("desk_sign_in_failures")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("address", "=", key.address)
    .where("at", ">", since);
  const reserve = db
    .insertInto("desk_sign_in_failures")
    .columns(["id", "account_key", "address", "at"])
    .expression(
      db
        .selectNoFrom([
          sql<string>`cast(${id} as text)`.as("id"),
          sql<string>`cast(${key.account} as text)`.as("account_key"),
          sql<string>`cast(${key.address} as text)`.as("address"),
          sql<string>`cast(${key.at.toISOString()} as text)`.as("at"),
        ])
        .where(accountFailures, "<", MAX_FAILURES_PER_ACCOUNT)
        .where(addressFailures, "<", MAX_FAILURES_PER_ADDRESS),
    );
  const locks =
    database.dialect === "postgres"
      ? [
          db.selectNoFrom(sql`pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${key.account}))`.as("account")),
          db.selectNoFrom(sql`pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${key.address}))`.as("address")),
        ]
      : [];
  const changed = await database.write([...locks, reserve]);
  return changed.at(-1) === 1 ? id : null;
}

async function isKnownPlace({ db }: DeskDatabase, accountId: string, address: string, at: Date) {
  const place = await db
    .selectFrom("desk_sign_in_places")
    .select("last_success_at")
    .where("account_id", "=", accountId)
    .where("address", "=", address)
    .executeTakeFirst();
  return place !== undefined && new Date(place.last_success_at).getTime() > at.getTime() - KNOWN_PLACE_MS;
}

export async function signIn(database: DeskDatabase, { refusals, gate }: SignInGuards, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = normaliseEmail(attempt.email);
  const { db } = database;
  const account = await db.selectFrom("desk_accounts").selectAll().where("email", "=", email).executeTakeFirst();
  const knownPlace = account ? await isKnownPlace(database, account.id, attempt.address, attempt.at) : false;
  const refusal = { accountId: account?.id ?? null, address: attempt.address, at: attempt.at };
  const leave = gate ? await gate.enter(knownPlace) : () => undefined;
  if (!leave) {
    refusals.note({ ...refusal, kind: "held_back" });
    return { ok: false, reason: "busy" };
  }
  let verified: boolean;
  try {
    const reserved = await reserveAttempt(database, { account: digest(email), address: attempt.address, knownPlace, at: attempt.at });
    if (!reserved) {
      refusals.note({ ...refusal, kind: "held_back" });
      return { ok: false, reason: "too_many" };
    }
    verified =
      account?.status === "active" && account.password_hash
        ? await verifyPassword(account.password_hash, attempt.password)
        : await verifyAgainstDecoy(attempt.password);
  } finally {
    leave();
  }
  if (!verified || !account) {
    // The reserved row stays: it is this failure.
    refusals.note({ ...refusal, kind: "refused" });
    return { ok: false, reason: "refused" };
  }

  const session = await createSession(database, account.id, attempt.address, attempt.at);
  await database.write([
    // This place's failures for this account go; those from elsewhere keep counting against their senders.
    db.deleteFrom("desk_sign_in_failures").where("account_key", "=", digest(email)).where("address", "=", attempt.address),
    db
      .insertInto("desk_sign_in_places")
      .values({ account_id: account.id, address: attempt.address, last_success_at: attempt.at.toISOString() })
      .onConflict((conflict) => conflict.columns(["account_id", "address"]).doUpdateSet({ last_success_at: attempt.at.toISOString() })),
    auditEntry(database, { actor: email, action: "sign-in", target: email, address: attempt.address, at: attempt.at }),
  ]);
  return {
    ok: true,
    sessionId: session.id,
    csrfToken: session.csrfToken,
    account: { email: account.email, role: account.role, rights: contentRightNames(contentRightsOf(account)) },
  };
}

/**
 * Accounts whose sign-ins from new places are being held back right now (10 failures in the window
 * over every address): what an administrator is told, since it means someone is guessing.
 */
export async function accountsHeldBack(database: DeskDatabase, at: Date): Promise<HeldBackAccount[]> {
  const { db } = database;
  const since = new Date(at.getTime() - FAILURE_WINDOW_MS).toISOString();
  const counted = await db
    .selectFrom("desk_sign_in_failures")
    .select((eb) => ["account_key", eb.fn.countAll().as("failures"), eb.fn.max("at").as("last_at")])
    .where("at", ">", since)
    .groupBy("account_key")
    .having((eb) => eb.fn.countAll(), ">=", MAX_FAILURES_PER_ACCOUNT)
    .execute();
  if (counted.length === 0) return [];
  const byKey = new Map((await db.selectFrom("desk_accounts").select("email").execute()).map(({ email }) => [digest(email), email]));
  return counted.flatMap((row) => {
    const account = byKey.get(row.account_key);
    return account ? [{ account, failures: Number(row.failures), lastAt: String(row.last_at) }] : [];
  });
}
