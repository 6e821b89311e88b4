/**
 * The audit log: who exported, looked at or erased personal data, from which host, when, and how many
 * rows it touched. Kept in its own table with its own retention (AUDIT_RETENTION_DAYS), so erasing a
 * patient's submissions leaves the record that they were erased.
 */
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "./dialect";
import type { AuditAction } from "./schema";

export type AuditEntry = {
  at: Date;
  who: string;
  host: string;
  action: AuditAction;
  /** What it was about, with contact details masked. */
  subject: string;
  rowCount: number;
};

/** The row an entry is stored as, for a caller that writes it in its own transaction. */
export function auditRow(entry: AuditEntry) {
  return {
    id: randomUUID(),
    at: entry.at.toISOString(),
    who: entry.who,
    host: entry.host,
    action: entry.action,
    subject: entry.subject,
    row_count: entry.rowCount,
  };
}

export function auditQueries({ db }: DatabaseHandle) {
  return {
    async appendAudit(entry: AuditEntry): Promise<void> {
      await db.insertInto("audit_log").values(auditRow(entry)).execute();
    },

    /** Newest first. */
    async listAudit(limit?: number): Promise<AuditEntry[]> {
      let query = db.selectFrom("audit_log").selectAll().orderBy("at", "desc").orderBy("id");
      if (limit !== undefined) query = query.limit(limit);
      const rows = await query.execute();
      return rows.map((row) => ({
        at: new Date(row.at),
        who: row.who,
        host: row.host,
        action: row.action,
        subject: row.subject,
        rowCount: Number(row.row_count),
      }));
    },

    /** Deletes audit entries older than `cutoff`; returns how many. */
    async deleteAuditBefore(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom("audit_log").where("at", "<", cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
