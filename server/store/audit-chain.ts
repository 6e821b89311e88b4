/**
 * The audit log as a hash chain. Every entry has a sequence number and a hash that covers its own
 * fields and the hash of the entry before it, so an entry changed or deleted in the middle, or cut off
 * the end, no longer matches what follows or the recorded head. The head (last sequence number and
 * hash) and the anchor (the hash the oldest kept entry follows; it moves when old entries expire) sit in
 * a one-row table, `audit_chain`. Each writer reads and moves the head inside its own transaction,
 * holding that row (PostgreSQL: FOR UPDATE; SQLite: the write lock every write transaction holds), so
 * concurrent writers, on any number of instances, queue for the head instead of forking the chain.
 *
 * What it does not do: someone who can write to the database can rewrite every hash after the entry they
 * changed. The server's housekeeping logs the head hourly, so a rewritten chain also disagrees with the
 * logs kept elsewhere.
 */
import { createHash } from "node:crypto";
import type { Kysely, Migration } from "kysely";

/** What the first entry follows: there is nothing before it. */
export const CHAIN_START_HASH = "0".repeat(64);
const CHAIN_ROW_ID = 1;

/** The fields an entry's hash covers, as stored. */
export type ChainedFields = { at: string; who: string; host: string; action: string; subject: string; row_count: number };
export type ChainHead = { seq: number; hash: string };

export function entryHash(previousHash: string, seq: number, entry: ChainedFields): string {
  const fields = JSON.stringify([seq, entry.at, entry.who, entry.host, entry.action, entry.subject, Number(entry.row_count)]);
  return createHash("sha256").update(`${previousHash}\n${fields}`).digest("hex");
}

/** The row to insert after `head`, and the head it makes. */
export function chainAfter<Entry extends ChainedFields>(head: ChainHead, entry: Entry) {
  const seq = head.seq + 1;
  const hash = entryHash(head.hash, seq, entry);
  return { row: { ...entry, seq, prev_hash: head.hash, hash }, head: { seq, hash } };
}

/** The columns of `audit_chain`'s one row. */
export type AuditChainRow = { id: number; head_seq: number; head_hash: string; anchor_seq: number; anchor_hash: string };
export const AUDIT_CHAIN_ROW_ID = CHAIN_ROW_ID;

export const toHead = (row: Pick<AuditChainRow, "head_seq" | "head_hash">): ChainHead => ({
  seq: Number(row.head_seq),
  hash: row.head_hash,
});

export type ChainProblem = { seq: number; problem: string };
export type ChainCheck = { entries: number; head: ChainHead; anchor: ChainHead; problems: ChainProblem[] };

type StoredRow = ChainedFields & { seq: number; prev_hash: string | null; hash: string | null };

/**
 * Walks the kept entries in order from the anchor and says where the chain breaks: a gap in the
 * sequence, an entry whose hash does not match its fields or the previous entry, or a head that is not
 * the last entry. `rows` are read page by page, oldest first, after `afterSeq`.
 */
export async function checkChain(
  chain: AuditChainRow,
  rows: (afterSeq: number, pageSize: number) => Promise<StoredRow[]>,
): Promise<ChainCheck> {
  const anchor = { seq: Number(chain.anchor_seq), hash: chain.anchor_hash };
  const head = toHead(chain);
  const problems: ChainProblem[] = [];
  let previous = anchor;
  let entries = 0;
  const PAGE = 1000;
  for (;;) {
    const page = await rows(previous.seq, PAGE);
    for (const row of page) {
      const seq = Number(row.seq);
      if (seq !== previous.seq + 1) problems.push({ seq, problem: `entries ${previous.seq + 1}-${seq - 1} are missing` });
      if (row.prev_hash !== previous.hash) problems.push({ seq, problem: "does not follow the entry before it" });
      if (row.hash !== entryHash(row.prev_hash ?? "", seq, row)) problems.push({ seq, problem: "was changed after it was written" });
      previous = { seq, hash: row.hash ?? "" };
      entries++;
    }
    if (page.length < PAGE) break;
  }
  if (previous.seq !== head.seq || previous.hash !== head.hash) {
    problems.push({ seq: head.seq, problem: `the log ends at entry ${previous.seq}, but the chain's head is entry ${head.seq}` });
  }
  return { entries, head, anchor, problems };
}

/** Adds the chain's columns and table, and chains the entries already there, oldest first. */
export const auditChainMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<{
      audit_log: StoredRow & { id: string };
      audit_chain: AuditChainRow;
    }>;
    await db.schema.alterTable("audit_log").addColumn("seq", "integer").execute();
    await db.schema.alterTable("audit_log").addColumn("prev_hash", "text").execute();
    await db.schema.alterTable("audit_log").addColumn("hash", "text").execute();
    await db.schema
      .createTable("audit_chain")
      .addColumn("id", "integer", (column) => column.primaryKey())
      .addColumn("head_seq", "integer", (column) => column.notNull())
      .addColumn("head_hash", "text", (column) => column.notNull())
      .addColumn("anchor_seq", "integer", (column) => column.notNull())
      .addColumn("anchor_hash", "text", (column) => column.notNull())
      .execute();

    let head: ChainHead = { seq: 0, hash: CHAIN_START_HASH };
    const existing = await db.selectFrom("audit_log").selectAll().orderBy("at").orderBy("id").execute();
    for (const row of existing) {
      const chained = chainAfter(head, { ...row, row_count: Number(row.row_count) });
      await db
        .updateTable("audit_log")
        .set({ seq: chained.row.seq, prev_hash: chained.row.prev_hash, hash: chained.row.hash })
        .where("id", "=", row.id)
        .execute();
      head = chained.head;
    }
    await db
      .insertInto("audit_chain")
      .values({ id: CHAIN_ROW_ID, head_seq: head.seq, head_hash: head.hash, anchor_seq: 0, anchor_hash: CHAIN_START_HASH })
      .execute();
    await db.schema.createIndex("audit_log_seq").unique().on("audit_log").column("seq").execute();
    // The audit screen's filters: an action's or a person's entries, newest first.
    await db.schema.createIndex("audit_log_action_seq").on("audit_log").columns(["action", "seq"]).execute();
    await db.schema.createIndex("audit_log_who_seq").on("audit_log").columns(["who", "seq"]).execute();
  },
  async down(untyped: Kysely<unknown>) {
    await untyped.schema.dropTable("audit_chain").execute();
    for (const index of ["audit_log_seq", "audit_log_action_seq", "audit_log_who_seq"]) await untyped.schema.dropIndex(index).execute();
    for (const column of ["hash", "prev_hash", "seq"]) await untyped.schema.alterTable("audit_log").dropColumn(column).execute();
  },
};
