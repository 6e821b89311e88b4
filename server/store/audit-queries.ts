/**
 * The audit log: who exported, looked at or erased personal data, from which host, when, and how many
 * rows it touched. Kept in its own table with its own retention (AUDIT_RETENTION_DAYS), so erasing a
 * patient's submissions leaves the record that they were erased. Entries form a hash chain
 * (audit-chain.ts); nothing updates one, and only the expiry of the oldest deletes any, and says so.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { AUDIT_CHAIN_ROW_ID, chainAfter, type ChainCheck, checkChain, toHead } from "./audit-chain";
import type { DatabaseHandle, Dialect } from "./dialect";
import type { AuditAction, Database } from "./schema";

export type AuditEntry = {
  at: Date;
  who: string;
  host: string;
  action: AuditAction;
  /** What it was about, with contact details masked. */
  subject: string;
  rowCount: number;
};

/** An entry as stored, with its place in the chain (the cursor for the next page). */
export type StoredAuditEntry = AuditEntry & { seq: number };

export type AuditQuery = {
  limit?: number;
  /** Only entries written before the one with this sequence number: the next page. */
  before?: number;
  /** The desk's actions are text in the same column. */
  action?: string;
  who?: string;
  /** Written at or after `from` and before `to`. */
  from?: Date;
  to?: Date;
};

/** Inside a write transaction: the chain's row, held until commit so no other writer moves the head meanwhile. */
function holdChain(trx: Kysely<Database>, dialect: Dialect) {
  const query = trx.selectFrom("audit_chain").selectAll().where("id", "=", AUDIT_CHAIN_ROW_ID);
  return (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

/** Appends an entry to the chain inside the caller's write transaction, so it commits with the change it records. */
export async function appendAuditIn(trx: Kysely<Database>, dialect: Dialect, entry: AuditEntry): Promise<void> {
  const { row, head } = chainAfter(toHead(await holdChain(trx, dialect)), {
    at: entry.at.toISOString(),
    who: entry.who,
    host: entry.host,
    action: entry.action,
    subject: entry.subject,
    row_count: entry.rowCount,
  });
  await trx
    .insertInto("audit_log")
    .values({ id: randomUUID(), ...row })
    .execute();
  await trx.updateTable("audit_chain").set({ head_seq: head.seq, head_hash: head.hash }).where("id", "=", AUDIT_CHAIN_ROW_ID).execute();
}

export function auditQueries({ db, dialect, writeTransaction }: DatabaseHandle) {
  const append = (trx: Kysely<Database>, entry: AuditEntry) => appendAuditIn(trx, dialect, entry);

  /** Newest first (in the order written), filtered; a page ends `limit` entries on. */
  async function pageAudit(query: AuditQuery): Promise<StoredAuditEntry[]> {
    let select = db.selectFrom("audit_log").selectAll().orderBy("seq", "desc");
    if (query.limit !== undefined) select = select.limit(query.limit);
    if (query.before !== undefined) select = select.where("seq", "<", query.before);
    if (query.action !== undefined) select = select.where("action", "=", query.action as AuditAction);
    // E-mails are stored lower-cased; the staff command's names as typed.
    if (query.who !== undefined) select = select.where("who", "in", [...new Set([query.who, query.who.toLowerCase()])]);
    if (query.from !== undefined) select = select.where("at", ">=", query.from.toISOString());
    if (query.to !== undefined) select = select.where("at", "<", query.to.toISOString());
    const rows = await select.execute();
    return rows.map((row) => ({
      seq: Number(row.seq),
      at: new Date(row.at),
      who: row.who,
      host: row.host,
      action: row.action,
      subject: row.subject,
      rowCount: Number(row.row_count),
    }));
  }

  return {
    async appendAudit(entry: AuditEntry): Promise<void> {
      await writeTransaction((trx) => append(trx, entry));
    },

    /** Newest first. */
    async listAudit(limit?: number): Promise<AuditEntry[]> {
      return (await pageAudit({ limit })).map(({ seq: _seq, ...entry }) => entry);
    },

    pageAudit,

    /**
     * Deletes the oldest entries, those written before `cutoff` (a run of them from the start of the
     * chain, so what is kept still follows the anchor), moves the anchor past them and records the
     * expiry itself as an entry. Returns how many went. Only the server's housekeeping calls it.
     */
    async expireAudit(cutoff: Date, by: Pick<AuditEntry, "who" | "host" | "at">): Promise<number> {
      return writeTransaction(async (trx) => {
        const chain = await holdChain(trx, dialect);
        const firstKept = await trx
          .selectFrom("audit_log")
          .select("seq")
          .where("at", ">=", cutoff.toISOString())
          .orderBy("seq")
          .limit(1)
          .executeTakeFirst();
        const lastExpired = firstKept ? Number(firstKept.seq) - 1 : Number(chain.head_seq);
        if (lastExpired <= Number(chain.anchor_seq)) return 0;
        const anchor = await trx.selectFrom("audit_log").select("hash").where("seq", "=", lastExpired).executeTakeFirstOrThrow();
        const deleted = await trx.deleteFrom("audit_log").where("seq", "<=", lastExpired).executeTakeFirst();
        await trx
          .updateTable("audit_chain")
          .set({ anchor_seq: lastExpired, anchor_hash: anchor.hash })
          .where("id", "=", AUDIT_CHAIN_ROW_ID)
          .execute();
        const count = Number(deleted.numDeletedRows);
        await append(trx, {
          ...by,
          action: "audit-expired",
          subject: `entries written before ${cutoff.toISOString()} (up to entry ${lastExpired})`,
          rowCount: count,
        });
        return count;
      });
    },

    /** Walks the whole chain from its anchor: see audit-chain.ts. */
    async checkAuditChain(): Promise<ChainCheck> {
      const chain = await db.selectFrom("audit_chain").selectAll().where("id", "=", AUDIT_CHAIN_ROW_ID).executeTakeFirstOrThrow();
      return checkChain(chain, (afterSeq, pageSize) =>
        db
          .selectFrom("audit_log")
          .select(["seq", "at", "who", "host", "action", "subject", "row_count", "prev_hash", "hash"])
          .where("seq", ">", afterSeq)
          .orderBy("seq")
          .limit(pageSize)
          .execute(),
      );
    },

    /** The chain's last entry, for the server's log: a copy of it kept outside the database. */
    async auditHead() {
      return toHead(await db.selectFrom("audit_chain").selectAll().where("id", "=", AUDIT_CHAIN_ROW_ID).executeTakeFirstOrThrow());
    },
  };
}
