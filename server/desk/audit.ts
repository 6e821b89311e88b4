/**
 * The desk's entries in the project's one audit log (the store's `audit_log`, server/store/audit-queries.ts):
 * who did what, when, from which address, to what, and how many rows. Written here in the same
 * transaction as the change each records (through the desk's own connection, see desk-database.ts);
 * read and expired through the store's module. Nothing in the desk updates or deletes an entry, except
 * the housekeeping after AUDIT_RETENTION_DAYS.
 */
import type { Store } from "../store/store";
import type { DeskDatabase } from "./desk-database";
import { newRowId } from "./tokens";

/** The desk's actions, besides the store's own (export, access, erase, purge, retry). */
export type AuditAction =
  | "sign-in"
  | "sign-in-refusals-read"
  | "sign-out"
  | "password-set"
  | "access"
  | "request-status"
  | "request-note"
  | "request-claim"
  | "request-release"
  | "export"
  | "erase"
  | "account-added"
  | "account-disabled"
  | "account-reset"
  | "second-factor-added"
  | "second-factor-passed"
  | "second-factor-refused"
  | "password-changed";

export type AuditEvent = {
  /** A staff member's e-mail, or "staff command". Refused sign-ins are not here: see sign-in-refusals.ts. */
  actor: string;
  action: AuditAction;
  /** What it was done to: a reference, an account, with a short note (never a patient's contact details). */
  target: string;
  /** The client's address (the staff command: "local"). */
  address: string;
  rowCount?: number;
  at: Date;
};

export type AuditRecord = Required<AuditEvent>;

/** The insert, for a caller to write in the same transaction as the change it records. */
export function auditEntry({ db }: DeskDatabase, event: AuditEvent) {
  return db.insertInto("audit_log").values({
    id: newRowId(),
    at: event.at.toISOString(),
    who: event.actor.slice(0, 320),
    host: event.address,
    // The column is text; the store's type lists only the store's own actions.
    action: event.action as never,
    subject: event.target.slice(0, 1000),
    row_count: event.rowCount ?? 1,
  });
}

export async function recordAudit(database: DeskDatabase, event: AuditEvent): Promise<void> {
  await database.write([auditEntry(database, event)]);
}

/** What the audit log's reader needs from the store. */
export type AuditReader = Pick<Store, "listAudit">;

/** Newest first, in the desk's words. */
export async function readAuditLog(store: AuditReader, options: { limit: number }): Promise<AuditRecord[]> {
  return (await store.listAudit(options.limit)).map((entry) => ({
    at: entry.at,
    actor: entry.who,
    action: entry.action as AuditAction,
    target: entry.subject,
    address: entry.host,
    rowCount: entry.rowCount,
  }));
}
