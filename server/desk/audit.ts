/**
 * The desk's entries in the project's one audit log (the store's `audit_log`, server/store/audit-queries.ts):
 * who did what, when, from which address, to what, and how many rows. Written here in the same
 * transaction as the change each records (through the desk's own connection, see desk-database.ts);
 * read and expired through the store's module. Nothing in the desk updates or deletes an entry, except
 * the housekeeping after AUDIT_RETENTION_DAYS.
 */
import { isTenDigits, normalisePhone } from "#schemas/phone";
import { maskEmail, maskPhone } from "../mail/mask";
import { AUDIT_CHAIN_ROW_ID, type AuditChainRow, chainAfter, toHead } from "../store/audit-chain";
import type { AuditQuery, Store, StoredAuditEntry } from "../store/store";
import type { DeskDatabase, DependentStatement } from "./desk-database";
import { newRowId } from "./tokens";

/** Every action in the audit log, written once: the type below and the audit screen's filter both come from it. */
const ACTIONS = [
  "sign-in",
  "sign-in-refusals-read",
  "sign-out",
  "password-set",
  "password-changed",
  "second-factor-added",
  "second-factor-passed",
  "second-factor-refused",
  "access",
  "list",
  "search",
  "request-status",
  "request-note",
  "request-claim",
  "request-release",
  "export",
  "erase",
  "erasure-preview",
  "accounts-read",
  "audit-read",
  "audit-expired",
  "forbidden",
  "csrf-refused",
  "account-added",
  "account-disabled",
  "account-reset",
  // A picture or document uploaded for the site's content (server/media).
  "media-uploaded",
  // The store's own, written by the staff command and the retention purge.
  "purge",
  "retry",
  // An administrator gives or takes away the rights to edit and publish the site's content.
  "account-rights",
  // The site's content (server/content): drafts, approvals, releases, import and export, previews.
  "content-save",
  "content-remove",
  "content-order",
  "content-discard",
  "content-approve",
  // Someone said a Hindi text is still right although its English changed since it was written.
  "content-hindi-confirmed",
  "content-publish",
  "content-rollback",
  "content-import",
  "content-export",
  "content-preview",
  // The call-back queue (0019).
  "request-outcome",
  "request-booking",
  "day-list",
  "patient-message",
  "display-name",
  // A person's access request (DPDP): everything held on them, shown at the desk or downloaded as CSV.
  "person-data-read",
  "person-data-export",
] as const;

/** The desk's actions, besides the store's own (purge, retry). */
export type AuditAction = Exclude<(typeof ACTIONS)[number], "purge" | "retry">;

/** Every action the audit screen can filter by (the store's included). */
export const AUDIT_ACTIONS: readonly string[] = ACTIONS;

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

/**
 * The insert, for a caller to write in the same transaction as the change it records. It reads the
 * audit chain's head in that transaction (locked on PostgreSQL; SQLite's write lock is already held),
 * so entries from every instance and the staff command form one chain.
 */
export function auditEntry({ db, dialect }: DeskDatabase, event: AuditEvent): DependentStatement {
  const head = db.selectFrom("audit_chain").selectAll().where("id", "=", AUDIT_CHAIN_ROW_ID);
  return {
    read: dialect === "postgres" ? head.forUpdate() : head,
    build(row) {
      const { row: entry, head: next } = chainAfter(toHead(row as AuditChainRow), {
        at: event.at.toISOString(),
        who: event.actor.slice(0, 320),
        host: event.address,
        // The column is text; the store's type lists only the store's own actions.
        action: event.action as never,
        subject: event.target.slice(0, 1000),
        row_count: event.rowCount ?? 1,
      });
      return [
        db.insertInto("audit_log").values({ id: newRowId(), ...entry }),
        db.updateTable("audit_chain").set({ head_seq: next.seq, head_hash: next.hash }).where("id", "=", AUDIT_CHAIN_ROW_ID),
      ];
    },
  };
}

export async function recordAudit(database: DeskDatabase, event: AuditEvent): Promise<void> {
  await database.write([auditEntry(database, event)]);
}

/**
 * Records a read of patient data unless the same person, from the same address, was recorded reading
 * exactly the same (same action, same subject: the query and the references shown) within `withinMs`:
 * the inbox's poll answers the same rows for a minute after they change, and a reload shows the same
 * page again. Anything new in the answer makes a new subject, so a new entry.
 */
export async function recordRead(database: DeskDatabase, event: AuditEvent, withinMs: number): Promise<void> {
  const target = event.target.slice(0, 1000);
  const recent = await database.db
    .selectFrom("audit_log")
    .select("id")
    .where("who", "=", event.actor.slice(0, 320))
    .where("action", "=", event.action as never)
    .where("host", "=", event.address)
    .where("subject", "=", target)
    .where("at", ">", new Date(event.at.getTime() - withinMs).toISOString())
    .limit(1)
    .executeTakeFirst();
  if (!recent) await recordAudit(database, event);
}

/**
 * A search term as the audit log may keep it: a reference as typed, a phone number's last four digits,
 * an e-mail's first letter and domain, anything else (a name) its first letter.
 */
export function maskedSearch(term: string): string {
  const trimmed = term.trim();
  if (/^[A-Z]{3}-[A-Z0-9]{8}$/i.test(trimmed)) return `reference ${trimmed.toUpperCase()}`;
  const phone = normalisePhone(trimmed);
  if (isTenDigits(phone)) return `phone ${maskPhone(phone)}`;
  if (trimmed.includes("@")) return `e-mail ${maskEmail(trimmed.toLowerCase())}`;
  if (/^[\d\s+()-]+$/.test(trimmed)) return `digits ${maskPhone(trimmed)}`;
  return `name ${Array.from(trimmed)[0] ?? ""}***`;
}

/** What the audit log's reader needs from the store. */
export type AuditReader = Pick<Store, "pageAudit">;

const inDeskWords = (entry: StoredAuditEntry): AuditRecord => ({
  at: entry.at,
  actor: entry.who,
  action: entry.action as AuditAction,
  target: entry.subject,
  address: entry.host,
  rowCount: entry.rowCount,
});

/** Newest first, in the desk's words. */
export async function readAuditLog(store: AuditReader, query: AuditQuery & { limit: number }): Promise<AuditRecord[]> {
  return (await store.pageAudit(query)).map(inDeskWords);
}

/** A page of the log, and the cursor of the next (older) page when there may be one. */
export async function readAuditPage(
  store: AuditReader,
  query: AuditQuery & { limit: number },
): Promise<{ entries: AuditRecord[]; older: number | null }> {
  const rows = await store.pageAudit(query);
  return { entries: rows.map(inDeskWords), older: rows.length === query.limit ? rows.at(-1)!.seq : null };
}
