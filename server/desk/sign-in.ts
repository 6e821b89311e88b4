/**
 * Signing in with e-mail and password. Failures are counted in the database (so across instances) per
 * e-mail typed and per client address; past the limit every attempt is refused with "too many" until
 * the window has moved on, right password or not. A refusal never says whether the e-mail has an
 * account, and takes as long either way.
 */
import type { DeskDatabase } from "./desk-database";
import { auditEntry, recordAudit } from "./audit";
import { normaliseEmail } from "./accounts";
import { verifyAgainstDecoy, verifyPassword } from "./passwords";
import { createSession } from "./sessions";
import { digest, newRowId } from "./tokens";
import type { DeskRole } from "./desk-tables";

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Higher than per account: a reception's staff may share one address behind the hospital's router. */
export const MAX_FAILURES_PER_ADDRESS = 30;

export type SignInAttempt = { email: string; password: string; address: string; at: Date };
export type SignInOutcome =
  | { ok: true; sessionId: string; csrfToken: string; account: { email: string; role: DeskRole } }
  | { ok: false; reason: "refused" | "too_many" };

const countSince = async ({ db }: DeskDatabase, column: "account_key" | "address", value: string, since: string) =>
  Number(
    (
      await db
        .selectFrom("desk_sign_in_failures")
        .select((eb) => eb.fn.countAll().as("count"))
        .where(column, "=", value)
        .where("at", ">", since)
        .executeTakeFirstOrThrow()
    ).count,
  );

export async function signIn(database: DeskDatabase, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = normaliseEmail(attempt.email);
  const accountKey = digest(email);
  const since = new Date(attempt.at.getTime() - FAILURE_WINDOW_MS).toISOString();
  const audit = { actor: email.slice(0, 320), target: email.slice(0, 320), address: attempt.address, at: attempt.at };

  if (
    (await countSince(database, "account_key", accountKey, since)) >= MAX_FAILURES_PER_ACCOUNT ||
    (await countSince(database, "address", attempt.address, since)) >= MAX_FAILURES_PER_ADDRESS
  ) {
    await recordAudit(database, { ...audit, action: "sign-in-refused" });
    return { ok: false, reason: "too_many" };
  }

  const { db } = database;
  const account = await db.selectFrom("desk_accounts").selectAll().where("email", "=", email).executeTakeFirst();
  const verified =
    account?.status === "active" && account.password_hash
      ? await verifyPassword(account.password_hash, attempt.password)
      : await verifyAgainstDecoy(attempt.password);

  if (!verified || !account) {
    await database.write([
      db
        .insertInto("desk_sign_in_failures")
        .values({ id: newRowId(), account_key: accountKey, address: attempt.address, at: attempt.at.toISOString() }),
      db.deleteFrom("desk_sign_in_failures").where("at", "<=", since),
      auditEntry(database, { ...audit, action: "sign-in-refused" }),
    ]);
    return { ok: false, reason: "refused" };
  }

  const session = await createSession(database, account.id, attempt.address, attempt.at);
  await database.write([
    db.deleteFrom("desk_sign_in_failures").where("account_key", "=", accountKey),
    auditEntry(database, { ...audit, action: "sign-in" }),
  ]);
  return { ok: true, sessionId: session.id, csrfToken: session.csrfToken, account: { email: account.email, role: account.role } };
}
