/**
 * What the desk's queue sorts and filters by, kept on each submission's row (0024) so that a view's
 * page, order and counts come from the database with a limit, not from JavaScript reading every open
 * request: its status as the desk sees it, who holds it, when to call back, when it last changed (the
 * poll's cursor), and what its text says (red flags, signs of a sales pitch, the preferred day).
 *
 * The text's facts are found once, when the request arrives. The word lists they come from are content
 * (app/content/rules/red-flags.ts, likely-spam.ts): the version of the lists they were found with is stored
 * beside them, and a store opened with other lists finds them again for every request it keeps.
 * The state's copy is written in the same transaction as the desk's state (request-changes.ts).
 */
import { createHash } from "node:crypto";
import { type Kysely, type Migration, type SqlBool, sql } from "kysely";
import { LIKELY_SPAM_SCORE, likelySpamIn, SALES_WORDS } from "#app/content/rules/likely-spam";
import { RED_FLAGS, redFlagsIn } from "#app/content/rules/red-flags";
import type { Database, SubmissionKind } from "./schema";

/**
 * The version of the word lists (and of how they are matched: raise MATCHING when the matching code
 * changes) that the stored text facts were found with.
 */
const MATCHING = 1;
export const WORD_LISTS_VERSION = createHash("sha256")
  .update(JSON.stringify({ MATCHING, RED_FLAGS, SALES_WORDS, LIKELY_SPAM_SCORE }))
  .digest("hex")
  .slice(0, 16);

const field = (payload: Record<string, string>, name: string) => payload[name] ?? "";

/** The patient's own words, where red flags are looked for and the preview comes from. */
const FREE_TEXT_FIELDS = ["subject", "query", "message"];

export function freeText(payload: Record<string, string>): string {
  return FREE_TEXT_FIELDS.map((name) => field(payload, name))
    .filter(Boolean)
    .join(" · ");
}

/**
 * The signs of a sales pitch in a submission (app/content/rules/likely-spam.ts), null for a patient's. A
 * pitch names its sender and their agency, so the name is read with the message.
 */
export function likelySpamOf(kind: SubmissionKind, payload: Record<string, string>) {
  const name = kind === "contact" ? `${field(payload, "firstName")} ${field(payload, "lastName")}` : field(payload, "name");
  return likelySpamIn(`${name} · ${freeText(payload)}`);
}

/** The facts of a request's text, as stored: red-flag ids separated by spaces ("" for none), the pitch's signs as JSON. */
export function textFactsOf(kind: SubmissionKind, payload: Record<string, string>) {
  const likelySpam = likelySpamOf(kind, payload);
  return {
    queue_red_flags: redFlagsIn(freeText(payload))
      .map((flag) => flag.id)
      .join(" "),
    queue_likely_spam: likelySpam === null ? null : JSON.stringify(likelySpam),
    queue_preferred_date: field(payload, "preferredDate"),
  };
}

/** The red flags stored for a request, in the list's order, with their labels as the content gives them now. */
export function storedRedFlags(stored: string): { id: string; label: string }[] {
  const ids = new Set(stored.split(" "));
  return RED_FLAGS.filter((flag) => ids.has(flag.id)).map((flag) => ({ id: flag.id, label: flag.label }));
}

/**
 * Open requests, with a red flag and without: the conditions of the open views' two partial indexes,
 * written as literals (a database chooses a partial index only for a query whose condition is its own),
 * for queries of the submissions' table alone.
 */
export const OPEN = sql<SqlBool>`queue_status in ('new', 'contacted')`;
export const OPEN_FLAGGED = sql<SqlBool>`queue_status in ('new', 'contacted') and queue_red_flags <> ''`;
export const OPEN_UNFLAGGED = sql<SqlBool>`queue_status in ('new', 'contacted') and queue_red_flags = ''`;
export const SPAM = sql<SqlBool>`queue_status = 'spam'`;

const BATCH = 1000;

/** In a transaction of its own, or in the caller's (a migration's, on PostgreSQL). */
const inTransaction = (db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<void>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Finds the text facts again for every stored request whose word lists were another version, writing
 * only those that changed, then records the version. Nothing to do (one read) when the lists are those
 * the facts were found with. A request stored meanwhile has its facts from these lists already.
 */
export async function refreshTextFacts(db: Kysely<Database>): Promise<number> {
  const stored = await db.selectFrom("queue_facts_version").select("word_lists").executeTakeFirst();
  if (stored?.word_lists === WORD_LISTS_VERSION) return 0;
  let changed = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("submissions")
      .select(["id", "kind", "payload", "queue_red_flags", "queue_likely_spam", "queue_preferred_date"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const updates = rows.flatMap((row) => {
      const facts = textFactsOf(row.kind, JSON.parse(row.payload) as Record<string, string>);
      const same =
        facts.queue_red_flags === row.queue_red_flags &&
        facts.queue_likely_spam === row.queue_likely_spam &&
        facts.queue_preferred_date === row.queue_preferred_date;
      return same ? [] : [{ id: row.id, facts }];
    });
    if (updates.length > 0)
      await inTransaction(db, async (trx) => {
        for (const { id, facts } of updates) await trx.updateTable("submissions").set(facts).where("id", "=", id).execute();
      });
    changed += updates.length;
  }
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("queue_facts_version").execute();
    await trx.insertInto("queue_facts_version").values({ word_lists: WORD_LISTS_VERSION }).execute();
  });
  return changed;
}

/**
 * The desk's state copied onto the submission's row, from its state row where it has one; a request
 * nobody has acted on is "new", or "spam" when the form's honeypot was filled. Used for one request
 * after each change, and for all of them when the columns are first made.
 */
export const QUEUE_STATE_COPY = {
  queue_status: sql<string>`coalesce((select status from desk_request_states where desk_request_states.submission_id = submissions.id), case when submissions.suspected_spam = 1 then 'spam' else 'new' end)`,
  queue_claimed_by: sql<
    string | null
  >`(select claimed_by from desk_request_states where desk_request_states.submission_id = submissions.id)`,
  queue_call_back_at: sql<
    string | null
  >`(select call_back_at from desk_request_states where desk_request_states.submission_id = submissions.id)`,
};

/** 0024: the queue's facts on each submission's row, filled for the requests already stored, with the indexes the views need. */
export const queueFactsMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    const submissions = () => db.schema.alterTable("submissions");
    // One column at a time: SQLite adds one per statement.
    await submissions()
      .addColumn("queue_status", "text", (column) => column.notNull().defaultTo("new"))
      .execute();
    await submissions().addColumn("queue_claimed_by", "text").execute();
    await submissions().addColumn("queue_call_back_at", "text").execute();
    await submissions()
      .addColumn("queue_changed_at", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    await submissions()
      .addColumn("queue_red_flags", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    await submissions().addColumn("queue_likely_spam", "text").execute();
    await submissions()
      .addColumn("queue_preferred_date", "text", (column) => column.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createTable("queue_facts_version")
      .addColumn("word_lists", "text", (column) => column.notNull())
      .execute();

    // The state as the desk last left it, and the last change's time: the latest of arrival, state and booking.
    await db
      .updateTable("submissions")
      .set({ ...QUEUE_STATE_COPY, queue_changed_at: sql<string>`created_at` })
      .execute();
    for (const table of ["desk_request_states", "desk_bookings"] as const) {
      const changedAt = sql<string>`(select updated_at from ${sql.table(table)} where ${sql.ref(`${table}.submission_id`)} = submissions.id)`;
      await db
        .updateTable("submissions")
        .set({ queue_changed_at: changedAt })
        .where(sql<boolean>`${changedAt} > submissions.queue_changed_at`)
        .execute();
    }
    await refreshTextFacts(db);

    // The open views walk these in the queue's order and stop at the page's end; their counts read only open rows.
    await sql`create index submissions_open_flagged on submissions (created_at, id, queue_claimed_by, queue_call_back_at, queue_status, queue_red_flags) where ${OPEN_FLAGGED}`.execute(
      db,
    );
    await sql`create index submissions_open_unflagged on submissions (queue_call_back_at, created_at, id, queue_claimed_by, queue_status, queue_red_flags) where ${OPEN_UNFLAGGED}`.execute(
      db,
    );
    // Spam, counted on every answer and listed newest first. No index of every status: the done requests are
    // most of what is kept, read newest first by received time, and such an index draws the open views' plans away from theirs.
    await sql`create index submissions_spam on submissions (created_at) where ${SPAM}`.execute(db);
    await db.schema.createIndex("submissions_queue_changed_at").on("submissions").column("queue_changed_at").execute();
  },
  async down(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    for (const index of ["submissions_queue_changed_at", "submissions_spam", "submissions_open_unflagged", "submissions_open_flagged"])
      await db.schema.dropIndex(index).execute();
    await db.schema.dropTable("queue_facts_version").execute();
    for (const column of [
      "queue_preferred_date",
      "queue_likely_spam",
      "queue_red_flags",
      "queue_changed_at",
      "queue_call_back_at",
      "queue_claimed_by",
      "queue_status",
    ])
      await db.schema.alterTable("submissions").dropColumn(column).execute();
  },
};
