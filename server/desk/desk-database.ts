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

export type DeskDatabase = {
  dialect: Dialect;
  /** For reads, and for building the statements handed to `write`. */
  db: Kysely<DeskSchema>;
  /** Runs the statements in one transaction; resolves to the rows each one changed. */
  write(statements: Compilable[]): Promise<number[]>;
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
    write: (statements) =>
      db.transaction().execute(async (trx) => {
        const changed: number[] = [];
        for (const statement of statements) {
          const result = await trx.executeQuery(statement.compile());
          changed.push(Number(result.numAffectedRows ?? 0));
        }
        return changed;
      }),
    close: handle.close,
  };
}

function openSqlite(dataDir: string): DeskDatabase {
  const sqlite = openSqliteConnection(dataDir, { busyTimeoutMs: 0 });
  const db = new Kysely<DeskSchema>({ dialect: new SqliteDialect({ database: sqlite }) });

  const runAll = sqlite.transaction((statements: Compilable[]) =>
    statements.map((statement) => {
      const { sql, parameters } = statement.compile();
      return sqlite.prepare(sql).run(...(parameters as unknown[])).changes;
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
