/**
 * Desk sessions, kept in the database so every instance sees the same ones: a random id in the cookie
 * (its digest in the table), ended after 30 minutes without anything the person does, after 12 hours
 * whatever happens, on sign-out, and when the account is disabled or reset. What the desk's pages ask
 * by themselves (the inbox's polling every 10 seconds) does not count as activity: an inbox left open
 * on an unattended PC would otherwise stay signed in for the whole 12 hours.
 */
import { timingSafeEqual } from "node:crypto";
import { DESK_IDLE_TIMEOUT_MS } from "#common/desk-session";
import type { DeskDatabase } from "./desk-database";
import type { DeskRole } from "./desk-tables";
import { digest, newSecret } from "./tokens";

export const IDLE_TIMEOUT_MS = DESK_IDLE_TIMEOUT_MS;
export const MAX_SESSION_MS = 12 * 60 * 60 * 1000;
/** A session's last use is written at most this often, so reading the inbox is not a write per request. */
const TOUCH_AFTER_MS = 60 * 1000;

export type DeskSession = {
  idHash: string;
  csrfToken: string;
  account: { id: string; email: string; role: DeskRole };
  expiresAt: Date;
  /** When a second factor was last verified on this session; null if never. */
  secondFactorAt: Date | null;
  /** Whether the account has a confirmed second factor (authenticator app or passkey). */
  hasSecondFactor: boolean;
};

export async function createSession(
  database: DeskDatabase,
  accountId: string,
  address: string,
  at: Date,
): Promise<{ id: string; csrfToken: string }> {
  const id = newSecret();
  const csrfToken = newSecret();
  const now = at.toISOString();
  await database.write([
    database.db
      .insertInto("desk_sessions")
      .values({ id_hash: digest(id), account_id: accountId, csrf_token: csrfToken, created_at: now, last_seen_at: now, address }),
  ]);
  return { id, csrfToken };
}

/**
 * The live session with this cookie id; null when unknown, expired or its account is no longer active.
 * `activity`: the request is something the person did, which starts the idle time afresh.
 */
export async function readSession(
  database: DeskDatabase,
  id: string,
  at: Date,
  { activity = true }: { activity?: boolean } = {},
): Promise<DeskSession | null> {
  const { db } = database;
  const idHash = digest(id);
  const row = await db
    .selectFrom("desk_sessions")
    .innerJoin("desk_accounts", "desk_accounts.id", "desk_sessions.account_id")
    .select([
      "desk_sessions.csrf_token",
      "desk_sessions.created_at",
      "desk_sessions.last_seen_at",
      "desk_accounts.id",
      "desk_accounts.email",
      "desk_accounts.role",
      "desk_accounts.status",
      "desk_sessions.second_factor_at",
      (eb) =>
        eb
          .selectFrom("desk_second_factors")
          .select((inner) => inner.fn.countAll().as("count"))
          .whereRef("desk_second_factors.account_id", "=", "desk_accounts.id")
          .where("desk_second_factors.confirmed", "=", 1)
          .as("second_factors"),
    ])
    .where("desk_sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = new Date(row.last_seen_at).getTime();
  const ends = new Date(row.created_at).getTime() + MAX_SESSION_MS;
  if (row.status !== "active" || at.getTime() - lastSeen >= IDLE_TIMEOUT_MS || at.getTime() >= ends) {
    await endSession(database, id);
    return null;
  }
  if (activity && at.getTime() - lastSeen >= TOUCH_AFTER_MS) {
    await database.write([db.updateTable("desk_sessions").set({ last_seen_at: at.toISOString() }).where("id_hash", "=", idHash)]);
  }
  return {
    idHash,
    csrfToken: row.csrf_token,
    account: { id: row.id, email: row.email, role: row.role },
    expiresAt: new Date(Math.min(ends, (activity ? at.getTime() : lastSeen) + IDLE_TIMEOUT_MS)),
    secondFactorAt: row.second_factor_at ? new Date(row.second_factor_at) : null,
    hasSecondFactor: Number(row.second_factors) > 0,
  };
}

export async function endSession(database: DeskDatabase, id: string): Promise<void> {
  await database.write([database.db.deleteFrom("desk_sessions").where("id_hash", "=", digest(id))]);
}

/** Sessions past their idle or total limit, removed by the desk's housekeeping. */
export async function deleteExpiredSessions(database: DeskDatabase, at: Date): Promise<number> {
  const { db } = database;
  const [deleted] = await database.write([
    db
      .deleteFrom("desk_sessions")
      .where((eb) =>
        eb.or([
          eb("last_seen_at", "<=", new Date(at.getTime() - IDLE_TIMEOUT_MS).toISOString()),
          eb("created_at", "<=", new Date(at.getTime() - MAX_SESSION_MS).toISOString()),
        ]),
      ),
  ]);
  return deleted ?? 0;
}

/** Compares in constant time, so the token cannot be guessed a character at a time. */
export function csrfTokenMatches(session: DeskSession, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(sent);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
