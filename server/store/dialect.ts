/**
 * Everything specific to the database engine lives here: opening it, its durability settings and how a
 * write transaction takes its lock. Queries elsewhere use only what SQLite and PostgreSQL share.
 *
 * PostgreSQL (a later step) plugs in here: PostgresDialect over a pg Pool; `writeTransaction` becomes
 * `db.transaction().execute(...)` that first takes `pg_advisory_xact_lock(hashtextextended(key, 0))` on
 * the fingerprint, so the duplicate check and the insert that follows stay serialised per submission.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { Database } from "./schema";

export const DATABASE_FILE = "hospital.sqlite";
const BUSY_TIMEOUT_MS = 5_000;

export type DatabaseHandle = {
  db: Kysely<Database>;
  /**
   * Runs `work` as one transaction holding the write lock from its first statement, so a check followed
   * by an insert cannot interleave with another writer (another request, or the staff command).
   */
  writeTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /** The settings that make an acknowledged write survive a crash or power loss. */
  durability(): Promise<{ journalMode: string; synchronous: string; foreignKeys: boolean }>;
  close(): Promise<void>;
};

const SYNCHRONOUS_NAMES = ["off", "normal", "full", "extra"];

export function openDatabase(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(join(dataDir, DATABASE_FILE));
  sqlite.pragma("journal_mode = WAL");
  // FULL syncs the WAL on every commit: a submission acknowledged with 200 survives a power cut.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma("foreign_keys = ON");

  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });

  return {
    db,
    writeTransaction(work) {
      // Kysely's SQLite transactions start with a deferred BEGIN; a deferred transaction that reads
      // first fails with SQLITE_BUSY if another process writes in between. IMMEDIATE waits instead.
      return db.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        try {
          const result = await work(connection);
          await sql`commit`.execute(connection);
          return result;
        } catch (error) {
          if (sqlite.inTransaction) await sql`rollback`.execute(connection);
          throw error;
        }
      });
    },
    async durability() {
      const synchronous = Number(sqlite.pragma("synchronous", { simple: true }));
      return {
        journalMode: String(sqlite.pragma("journal_mode", { simple: true })),
        synchronous: SYNCHRONOUS_NAMES[synchronous] ?? String(synchronous),
        foreignKeys: Number(sqlite.pragma("foreign_keys", { simple: true })) === 1,
      };
    },
    close: () => db.destroy(),
  };
}
