/**
 * The desk's audit log: who did what, when, from which address. Appended only: nothing in the desk
 * updates or deletes a row (retention aside). Every desk module writes through `auditEntry`, so the log
 * can move to another table by changing this file alone.
 */
import type { DeskDatabase } from "./desk-database";
import { newRowId } from "./tokens";

export type AuditAction =
  | "sign-in"
  | "sign-in-refused"
  | "sign-out"
  | "password-set"
  | "request-opened"
  | "request-status"
  | "request-note"
  | "request-claim"
  | "request-release"
  | "export"
  | "erasure"
  | "account-added"
  | "account-disabled"
  | "account-reset";

export type AuditEvent = {
  actor: string;
  action: AuditAction;
  target: string;
  address: string;
  detail?: Record<string, unknown>;
  at: Date;
};

export type AuditRecord = Omit<AuditEvent, "detail"> & { detail: Record<string, unknown> };

/** The insert, for a caller to write in the same transaction as the change it records. */
export function auditEntry({ db }: DeskDatabase, event: AuditEvent) {
  return db.insertInto("desk_audit_log").values({
    id: newRowId(),
    at: event.at.toISOString(),
    actor: event.actor,
    action: event.action,
    target: event.target,
    address: event.address,
    detail: JSON.stringify(event.detail ?? {}),
  });
}

export async function recordAudit(database: DeskDatabase, event: AuditEvent): Promise<void> {
  await database.write([auditEntry(database, event)]);
}

/** Newest first. */
export async function readAuditLog({ db }: DeskDatabase, options: { limit: number; before?: Date }): Promise<AuditRecord[]> {
  let query = db.selectFrom("desk_audit_log").selectAll().orderBy("at", "desc").orderBy("id").limit(options.limit);
  if (options.before) query = query.where("at", "<", options.before.toISOString());
  const rows = await query.execute();
  return rows.map((row) => ({
    at: new Date(row.at),
    actor: row.actor,
    action: row.action as AuditAction,
    target: row.target,
    address: row.address,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));
}

/** Entries older than `cutoff` go (AUDIT_RETENTION_DAYS), whatever happens to the submissions. */
export async function deleteAuditEntriesBefore({ db, write }: DeskDatabase, cutoff: Date): Promise<number> {
  const [deleted] = await write([db.deleteFrom("desk_audit_log").where("at", "<", cutoff.toISOString())]);
  return deleted ?? 0;
}
