/**
 * The desk's own connection to the store's database (opened after the store, which migrates it).
 *
 * On PostgreSQL this is a small pool of its own. On SQLite it is a second connection in the same
 * process, and that needs care: better-sqlite3 waits for a lock synchronously, so if the desk waited
 * while the store held the write lock across an `await`, the event loop would stop and the store could
 * never finish. So the desk never waits (busy_timeout 0) and never holds the lock across an `await`:
 * each write is a batch of statements compiled by Kysely and run in one synchronous transaction, tried
 * again a little later when the database is busy. Reads never wait for writers in WAL mode.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { type Compilable, Kysely, SqliteDialect } from "kysely";
import { type DatabaseOptions, type Dialect, openDatabase, openSqliteConnection } from "../store/dialect";
import type { DeskSchema } from "./desk-tables";

/**
 * Statements that depend on a row read in the same transaction (the audit chain's head: audit.ts), so
 * no other writer can come between the read and the write. On PostgreSQL `read` should lock what it reads.
 */
export type DependentStatement = { read: Compilable; build(row: Record<string, unknown> | undefined): Compilable[] };
/**
 * A statement the write is conditional on (a claim where nobody else holds the request): when it
 * changes no row, nothing of the write is kept and `write` rejects with NothingChanged.
 */
export type RequiredStatement = { required: Compilable };
export type WriteStatement = Compilable | DependentStatement | RequiredStatement;

export class NothingChanged extends Error {
  constructor() {
    super("The statement the write was conditional on changed no row");
  }
}

const isDependent = (statement: WriteStatement): statement is DependentStatement => "build" in statement;
const isRequired = (statement: WriteStatement): statement is RequiredStatement => "required" in statement;

export type DeskDatabase = {
  dialect: Dialect;
  /** For reads, and for building the statements handed to `write`. */
  db: Kysely<DeskSchema>;
  /** Runs the statements in one transaction; resolves to the rows each one changed (a dependent one: all its statements'). */
  write(statements: WriteStatement[]): Promise<number[]>;
  close(): Promise<void>;
};

const BUSY_RETRY_MS = [5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560];

export function openDeskDatabase(options: DatabaseOptions): DeskDatabase {
  return options.databaseUrl ? openPostgres(options) : openSqlite(options.dataDir);
}

function openPostgres(options: DatabaseOptions): DeskDatabase {
  const handle = openDatabase({ ...options, poolSize: Math.min(options.poolSize ?? 4, 4) });
  const db = handle.db as unknown as Kysely<DeskSchema>;
  return {
    dialect: "postgres",
    db,
    write: (statements) => db.transaction().execute((trx) => runInTransaction(trx, statements)),
    close: handle.close,
  };
}

/** PostgreSQL: runs the statements inside the caller's transaction, as `write` does in its own. */
export async function runInTransaction(trx: Kysely<DeskSchema>, statements: WriteStatement[]): Promise<number[]> {
  const run = async (statement: Compilable) => Number((await trx.executeQuery(statement.compile())).numAffectedRows ?? 0);
  const changed: number[] = [];
  for (const statement of statements) {
    if (isRequired(statement)) {
      const count = await run(statement.required);
      if (count === 0) throw new NothingChanged();
      changed.push(count);
      continue;
    }
    if (!isDependent(statement)) {
      changed.push(await run(statement));
      continue;
    }
    const [row] = (await trx.executeQuery(statement.read.compile())).rows as Record<string, unknown>[];
    let sum = 0;
    for (const dependent of statement.build(row)) sum += await run(dependent);
    changed.push(sum);
  }
  return changed;
}

function openSqlite(dataDir: string): DeskDatabase {
  const sqlite = openSqliteConnection(dataDir, { busyTimeoutMs: 0 });
  const db = new Kysely<DeskSchema>({ dialect: new SqliteDialect({ database: sqlite }) });

  const prepared = (statement: Compilable) => {
    const { sql, parameters } = statement.compile();
    return { statement: sqlite.prepare(sql), parameters: parameters as unknown[] };
  };
  const run = (statement: Compilable) => {
    const { statement: compiled, parameters } = prepared(statement);
    return compiled.run(...parameters).changes;
  };
  const runAll = sqlite.transaction((statements: WriteStatement[]) =>
    statements.map((statement) => {
      if (isRequired(statement)) {
        const count = run(statement.required);
        if (count === 0) throw new NothingChanged();
        return count;
      }
      if (!isDependent(statement)) return run(statement);
      const { statement: read, parameters } = prepared(statement.read);
      const row = read.get(...parameters) as Record<string, unknown> | undefined;
      return statement.build(row).reduce((sum, dependent) => sum + run(dependent), 0);
    }),
  );

  return {
    dialect: "sqlite",
    db,
    async write(statements) {
      for (let attempt = 0; ; attempt++) {
        try {
          return runAll.immediate(statements);
        } catch (error) {
          const busy = (error as { code?: string }).code === "SQLITE_BUSY";
          if (!busy || attempt >= BUSY_RETRY_MS.length) throw error;
          await sleep(BUSY_RETRY_MS[attempt]);
        }
      }
    },
    close: () => db.destroy(),
  };
}
