/**
 * Everything specific to the database engine lives here: opening it, its durability settings, how a
 * write transaction takes its locks, and how rows are locked while an outbox worker claims them. Queries
 * elsewhere use only what SQLite and PostgreSQL share (text timestamps, JSON as text, no booleans).
 *
 * SQLite (the default): one file in DATA_DIR, one writer at a time. A write transaction holds the
 * database's write lock from its first statement, which serialises everything, so concurrent
 * submissions share commits (each commit costs a disk sync).
 *
 * PostgreSQL (DATABASE_URL): a pg Pool shared by concurrent requests and by several server instances.
 * Each submission has its own READ COMMITTED transaction that first takes a transaction-scoped advisory
 * lock on its fingerprint, so the duplicate check and the insert that follows are serialised per
 * submission across instances; claims use FOR UPDATE SKIP LOCKED.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, type SelectQueryBuilder, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export const DATABASE_FILE = "hospital.sqlite";
const BUSY_TIMEOUT_MS = 5_000;
/** About what SQLite's automatic checkpoint lets the WAL grow to (1,000 pages of 4 KiB). */
const WAL_SIZE_LIMIT_BYTES = 4 * 1024 * 1024;
/** Waits of a WAL truncation kept busy by other connections: about half a minute in all. */
const CHECKPOINT_RETRY_MS = [5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560, 5000, 5000, 5000, 5000, 5000, 5000];
/**
 * The tables that hold a submission or a copy of any of it: its row, its composed e-mails, and the
 * desk's states and notes (which go with it by ON DELETE CASCADE).
 */
const TABLES_WITH_PATIENT_DATA = ["submissions", "outbox", "desk_request_states", "desk_request_events"];
/** Distinct SQL texts the store runs are a few dozen; the bound only guards against a surprise. */
const STATEMENT_CACHE_LIMIT = 500;

export type Dialect = "sqlite" | "postgres";

export type DatabaseOptions = {
  /** Where the SQLite file lives (and, without SMTP, the written e-mails). */
  dataDir: string;
  /** postgres://…: use this PostgreSQL server instead of SQLite. */
  databaseUrl?: string;
  /** Most connections one process opens to PostgreSQL. */
  poolSize?: number;
};

export type Durability =
  | { dialect: "sqlite"; journalMode: string; synchronous: string; foreignKeys: boolean; secureDelete: boolean }
  | { dialect: "postgres"; synchronousCommit: string; fsync: string };

export type DatabaseHandle = {
  dialect: Dialect;
  db: Kysely<Database>;
  /**
   * Runs `work` as one transaction; a check followed by an insert inside it cannot interleave with
   * another writer working on the same `lockKey` (another request, another instance, the staff command).
   */
  writeTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /**
   * Inside a write transaction: waits until no other transaction holds `key`, then holds it to commit.
   * SQLite's write lock already serialises every writer, so there it does nothing.
   */
  lockKey(trx: Kysely<Database>, key: string): Promise<void>;
  /**
   * Whether concurrent submissions should share one transaction. Yes on SQLite, where writers queue for
   * one lock and each commit syncs the disk; no on PostgreSQL, where a pool commits concurrently (and
   * the server groups WAL flushes itself), and one big transaction would hold many advisory locks.
   */
  sharesCommits: boolean;
  /** Makes a select of rows about to be claimed skip rows another transaction is claiming. */
  skipLockedRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** The settings that make an acknowledged write survive a crash or power loss, read back. */
  durability(): Promise<Durability>;
  /**
   * After rows with patients' data were deleted (an erasure, the retention purge): removes what the
   * database keeps of them besides the rows. SQLite: the WAL is checkpointed and truncated (deleted
   * content is already zeroed by secure_delete). PostgreSQL: the tables that held them are vacuumed,
   * so the dead tuples leave the heap.
   */
  forgetDeletedRows(): Promise<void>;
  /**
   * Where the migrations' own tables live. On PostgreSQL the schema the connection works in: left
   * unnamed, Kysely would take those tables in any other schema of the database for its own.
   */
  migrationSchema(): Promise<string | undefined>;
  close(): Promise<void>;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openSqlite(options.dataDir);
}

const SYNCHRONOUS_NAMES = ["off", "normal", "full", "extra"];

/** Owner only: the folder holds patients' queries, and other local users have no business there. */
const PRIVATE_DIRECTORY_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dataDir` (and its parents) if needed, readable by the server's user only whatever the umask.
 * The mode is set explicitly: mkdir's is reduced by the umask, and a folder that already exists keeps
 * whatever it had.
 */
export function makePrivateDirectory(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  chmodSync(dataDir, PRIVATE_DIRECTORY_MODE);
}

/** Narrows a file to owner read/write if it exists. */
export function makePrivateFile(path: string): void {
  if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
}

/**
 * Creates `file` empty and 0600 if it does not exist, and never opens it otherwise: SQLite then gives its
 * -wal and -shm files the database file's mode, whatever the umask. Opening and closing a file this process
 * already has open as a database would drop every POSIX lock the process holds on it (close() releases
 * them all), and another process opening the database (the sqlite3 tool, a backup) would then take itself
 * for the last connection and delete the live WAL under the server.
 */
function createPrivateFileOnce(file: string): void {
  try {
    // "wx": created here or not at all; a file that exists (open in this process or not) is left untouched.
    closeSync(openSync(file, "wx", PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * Opens the SQLite database in `dataDir`: every SQLite connection the server makes (the store's, the
 * desk's) is opened here, so none lacks the settings that keep an erased patient's data out of the file.
 * `busyTimeoutMs`: how long a statement waits, synchronously, for another connection's lock.
 */
export function openSqliteConnection(dataDir: string, { busyTimeoutMs }: { busyTimeoutMs: number }): SqliteDatabase.Database {
  makePrivateDirectory(dataDir);
  const file = join(dataDir, DATABASE_FILE);
  createPrivateFileOnce(file);
  makePrivateFile(file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // Deleted rows are overwritten with zeros, not left in free pages: an erased patient's query cannot
  // be read back from the file. It is a setting of each connection, not of the file.
  sqlite.pragma("secure_delete = ON");
  sqlite.pragma("journal_mode = WAL");
  // Each time the WAL starts over, what lies beyond this size is cut off rather than left to be
  // overwritten some day; an erasure truncates it outright (truncateWal).
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  // FULL syncs the WAL on every commit: a submission acknowledged with 200 survives a power cut.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  for (const companion of ["-wal", "-shm"]) makePrivateFile(`${file}${companion}`);
  return sqlite;
}

/**
 * Copies the WAL into the database file and truncates it to nothing: the WAL still holds the pages of
 * rows deleted since, as they were before (an erased patient's query), until it is overwritten. A
 * reader or writer on another connection makes it wait; it waits without blocking the event loop.
 */
async function truncateWal(sqlite: SqliteDatabase.Database, runAlone: <T>(work: () => T) => Promise<T>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (await runAlone(() => checkpointTruncating(sqlite))) return;
    if (attempt >= CHECKPOINT_RETRY_MS.length) throw new Error("The SQLite WAL could not be truncated: other connections kept it busy");
    await sleep(CHECKPOINT_RETRY_MS[attempt]);
  }
}

function checkpointTruncating(sqlite: SqliteDatabase.Database): boolean {
  const busyTimeout = Number(sqlite.pragma("busy_timeout", { simple: true }));
  // Not waiting synchronously: in this process, the lock may be held by a transaction awaiting its turn.
  sqlite.pragma("busy_timeout = 0");
  try {
    const [result] = sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    return result?.busy === 0;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) return false;
    throw error;
  } finally {
    sqlite.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

function openSqlite(dataDir: string): DatabaseHandle {
  const sqlite = openSqliteConnection(dataDir, { busyTimeoutMs: BUSY_TIMEOUT_MS });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });

  return {
    dialect: "sqlite",
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
    lockKey: async () => undefined,
    sharesCommits: true,
    // Through Kysely's connection, so the checkpoint never runs inside one of the store's transactions.
    forgetDeletedRows: () => truncateWal(sqlite, (work) => db.connection().execute(async () => work())),
    // The claiming UPDATE holds the write lock for the whole statement: nobody else can claim meanwhile.
    skipLockedRows: (query) => query,
    async durability() {
      const synchronous = Number(sqlite.pragma("synchronous", { simple: true }));
      return {
        dialect: "sqlite",
        journalMode: String(sqlite.pragma("journal_mode", { simple: true })),
        synchronous: SYNCHRONOUS_NAMES[synchronous] ?? String(synchronous),
        foreignKeys: Number(sqlite.pragma("foreign_keys", { simple: true })) === 1,
        secureDelete: Number(sqlite.pragma("secure_delete", { simple: true })) === 1,
      };
    },
    migrationSchema: async () => undefined,
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every query anew; the store runs the same few statements over and over, so each SQL
 * text is compiled once. Safe because Kysely runs a statement to completion (all() or run()) at once.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

// A request waits at most this long for a free connection, then fails (503) instead of hanging.
const CONNECT_TIMEOUT_MS = 5_000;
// Bounds every statement, advisory-lock waits included, so a stuck lock cannot hold requests forever.
const STATEMENT_TIMEOUT_MS = 10_000;
const IDLE_CONNECTION_MS = 30_000;

function openPostgres(connectionString: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: "hospital-website",
  });
  // An idle connection dropped by the server (restart, failover) is discarded by the pool and replaced
  // on next use; without a listener the event would crash the process. /readyz shows an outage.
  pool.on("error", () => undefined);
  // The pool listens only to idle connections. One checked out between two statements of a transaction
  // when the server goes away would emit an error nobody listens to, and crash the process; its
  // transaction fails anyway, and the pool discards it on release.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });

  return {
    dialect: "postgres",
    db,
    // READ COMMITTED, stated in case the server's default differs: each statement sees rows committed
    // before it began, so a check made after taking the advisory lock sees what the holder committed.
    writeTransaction: (work) => db.transaction().setIsolationLevel("read committed").execute(work),
    async lockKey(trx, key) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    },
    sharesCommits: false,
    forgetDeletedRows: () => vacuumTablesWithPatientData(db),
    skipLockedRows: (query) => query.forUpdate().skipLocked(),
    async durability() {
      const setting = async (name: string) =>
        String((await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)).rows[0]?.value);
      return { dialect: "postgres", synchronousCommit: await setting("synchronous_commit"), fsync: await setting("fsync") };
    },
    async migrationSchema() {
      const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
      const schema = rows[0]?.schema;
      if (!schema) throw new Error("The database connection has no current schema: check search_path in DATABASE_URL");
      return schema;
    },
    close: () => db.destroy(),
  };
}

/**
 * A deleted row stays in the table's heap as a dead tuple until VACUUM removes it (autovacuum waits
 * for many). VACUUM runs outside a transaction and blocks neither reads nor writes. A transaction
 * older than the deletion, still open elsewhere, can keep the tuples a little longer.
 */
export async function vacuumTablesWithPatientData(db: Kysely<Database>): Promise<void> {
  await sql`vacuum ${sql.join(TABLES_WITH_PATIENT_DATA.map((table) => sql.table(table)))}`.execute(db);
}
