/** Staff change their own password: the current one first, then the new one under the same rules as a set-password link. */
import { auditEntry } from "../audit";
import type { DeskDatabase } from "../desk-database";
import { hashPassword, passwordProblem, type PasswordProblem, verifyPassword } from "./passwords";
import { type Actor, clearVerifyAttempts, reserveVerifyAttempt } from "./second-factor";
import type { DeskSession } from "../sessions";

export type ChangePasswordOutcome = { ok: true } | { ok: false; problem: PasswordProblem | "wrong_password" | "too_many" };

/** The new password works at once; every other session of the account ends (this one stays). */
export async function changeOwnPassword(
  database: DeskDatabase,
  session: DeskSession,
  current: string,
  next: string,
  actor: Actor,
): Promise<ChangePasswordOutcome> {
  const { db } = database;
  const accountId = session.account.id;
  // A session left open on a shared PC must not become a way to guess the password at leisure.
  if (!(await reserveVerifyAttempt(database, accountId, actor.at))) return { ok: false, problem: "too_many" };
  const account = await db.selectFrom("desk_accounts").select(["email", "password_hash"]).where("id", "=", accountId).executeTakeFirst();
  if (!account?.password_hash || !(await verifyPassword(account.password_hash, current))) return { ok: false, problem: "wrong_password" };
  const problem = passwordProblem(next, account.email, session.account.role);
  if (problem) {
    await database.write([clearVerifyAttempts(database, accountId)]);
    return { ok: false, problem };
  }
  const passwordHash = await hashPassword(next);
  const [changed] = await database.write([
    db
      .updateTable("desk_accounts")
      .set({ password_hash: passwordHash, updated_at: actor.at.toISOString() })
      .where("id", "=", accountId)
      // Reset by an administrator meanwhile: that wins.
      .where("password_hash", "=", account.password_hash),
    db.deleteFrom("desk_sessions").where("account_id", "=", accountId).where("id_hash", "!=", session.idHash),
    clearVerifyAttempts(database, accountId),
    auditEntry(database, { actor: actor.email, action: "password-changed", target: actor.email, address: actor.address, at: actor.at }),
  ]);
  return changed === 1 ? { ok: true } : { ok: false, problem: "wrong_password" };
}
