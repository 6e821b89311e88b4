/**
 * How many requests each status holds, kept by the database itself (0025) so that the desk's tab counts
 * read a handful of rows instead of counting the table: on PostgreSQL a count of every request is a scan
 * of all of them (38 ms at 100,000 kept), on every answer and every tab's poll.
 *
 * Triggers keep the count, so every writer keeps it (intake, the desk's changes, erasure, the retention
 * purge, a migration) without knowing of it. On PostgreSQL, where writers run at once, each statement
 * adds its rows' changes at once and locks the counts it changes in the statuses' order: two writers
 * moving requests between the same two statuses in opposite directions wait for each other instead of
 * deadlocking.
 */
import { type Kysely, type Migration, PostgresAdapter, sql } from "kysely";
import type { Database } from "./schema";

/** The desk's statuses, with a row each from the start: a new status gets its row when it first appears. */
const STATUSES = ["new", "contacted", "booked", "closed", "spam"];

/** Request counts by status, as the triggers keep them (statuses with none left may be missing or 0). */
export async function countsByStatus(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("queue_status_counts").select(["status", "requests"]).execute();
  return new Map(rows.map((row) => [row.status, Number(row.requests)]));
}

/** One trigger function per kind of statement, adding what its transition table(s) moved. */
function postgresCounting(kind: "insert" | "delete" | "update"): string {
  const moved = {
    insert: "select queue_status as status, 1 as change from added",
    delete: "select queue_status as status, -1 as change from removed",
    update: `select removed.queue_status as status, -1 as change from removed join added using (id) where removed.queue_status <> added.queue_status
             union all
             select added.queue_status, 1 from removed join added using (id) where removed.queue_status <> added.queue_status`,
  }[kind];
  return `create function queue_status_counts_on_${kind}() returns trigger language plpgsql as $$
begin
  insert into queue_status_counts (status, requests)
    select distinct status, 0 from (${moved}) as moved
    on conflict (status) do nothing;
  perform 1 from queue_status_counts where status in (select status from (${moved}) as moved) order by status for update;
  update queue_status_counts set requests = queue_status_counts.requests + totals.change
    from (select status, sum(change) as change from (${moved}) as moved group by status) as totals
    where queue_status_counts.status = totals.status and totals.change <> 0;
  return null;
end $$`;
}

const POSTGRES_TRIGGERS = [
  postgresCounting("insert"),
  "create trigger queue_status_counts_on_insert after insert on submissions referencing new table as added for each statement execute function queue_status_counts_on_insert()",
  postgresCounting("delete"),
  "create trigger queue_status_counts_on_delete after delete on submissions referencing old table as removed for each statement execute function queue_status_counts_on_delete()",
  postgresCounting("update"),
  // Transition tables cannot name columns: the function finds the rows whose status changed.
  "create trigger queue_status_counts_on_update after update on submissions referencing old table as removed new table as added for each statement execute function queue_status_counts_on_update()",
];

// SQLite has one writer at a time: a row's trigger adds its own change.
const SQLITE_TRIGGERS = [
  `create trigger queue_status_counts_on_insert after insert on submissions begin
     insert into queue_status_counts (status, requests) values (new.queue_status, 1)
       on conflict (status) do update set requests = requests + 1;
   end`,
  `create trigger queue_status_counts_on_delete after delete on submissions begin
     update queue_status_counts set requests = requests - 1 where status = old.queue_status;
   end`,
  `create trigger queue_status_counts_on_update after update of queue_status on submissions
     when old.queue_status <> new.queue_status begin
     update queue_status_counts set requests = requests - 1 where status = old.queue_status;
     insert into queue_status_counts (status, requests) values (new.queue_status, 1)
       on conflict (status) do update set requests = requests + 1;
   end`,
];

export const queueCountsMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("queue_status_counts")
      .addColumn("status", "text", (column) => column.primaryKey())
      .addColumn("requests", postgres ? "bigint" : "integer", (column) => column.notNull())
      .execute();
    // The triggers first: on PostgreSQL creating them locks the table against writers until the count below
    // is taken and committed, so a request stored meanwhile by another instance is counted once, not lost.
    for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
    const stored = await db
      .selectFrom("submissions")
      .select((eb) => ["queue_status", eb.fn.countAll<number>().as("requests")])
      .groupBy("queue_status")
      .execute();
    const counted = new Map<string, number>(STATUSES.map((status) => [status, 0]));
    for (const row of stored) counted.set(row.queue_status, Number(row.requests));
    await db
      .insertInto("queue_status_counts")
      .values([...counted].map(([status, requests]) => ({ status, requests })))
      .execute();
  },
  async down(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const kind of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger queue_status_counts_on_${kind}${postgres ? " on submissions" : ""}`).execute(db);
      if (postgres) await sql.raw(`drop function queue_status_counts_on_${kind}()`).execute(db);
    }
    await db.schema.dropTable("queue_status_counts").execute();
  },
};
