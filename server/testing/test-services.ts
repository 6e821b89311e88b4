/**
 * The database servers tests run against besides SQLite: PostgreSQL (TEST_DATABASE_URL, by default the
 * one on this machine) and Redis (TEST_REDIS_URL). Each PostgreSQL test gets a schema of its own,
 * dropped afterwards; each Redis test a key prefix of its own, deleted afterwards.
 *
 * A server that does not answer fails the tests that need it in CI (CI is set), and elsewhere skips
 * them with a loud message, so a laptop without PostgreSQL or Redis can still run the rest.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Redis } from "ioredis";
import pg from "pg";
import { describe } from "vitest";
import { DATABASE_FILE, type Dialect } from "../store/dialect";
import { whenAvailable } from "./skip-rule";
import type { StoreOptions } from "../store/store";

/** The database TEST_DATABASE_URL names (by default this machine's `test`), on which each worker's is made. */
const SHARED_TEST_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * The PostgreSQL database this test file uses. The server test files run two at a time
 * (vitest.config.ts), each worker on a database of its own, `<name>_w1` and `<name>_w2`, made on first
 * use: each test has a schema of its own, but advisory locks (the publish schedule's, the migrations')
 * and LISTEN channels belong to a database, so two files' servers on one database would take each
 * other's locks and hear each other's notifications.
 */
export const POSTGRES_TEST_URL = process.env.VITEST_POOL_ID
  ? workerDatabaseUrl(SHARED_TEST_URL, process.env.VITEST_POOL_ID)
  : SHARED_TEST_URL;

function workerDatabaseUrl(url: string, worker: string): string {
  const workerUrl = new URL(url);
  workerUrl.pathname = `${workerUrl.pathname.slice(1) || "postgres"}_w${worker}`;
  return workerUrl.toString();
}

/** Makes this worker's database if it is not there yet (a database cannot be made inside a transaction, nor "if not exists"). */
async function makeWorkerDatabase(): Promise<void> {
  if (POSTGRES_TEST_URL === SHARED_TEST_URL) return;
  const name = new URL(POSTGRES_TEST_URL).pathname.slice(1);
  const client = new pg.Client({ connectionString: SHARED_TEST_URL, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } catch (error) {
    // Made meanwhile by a run of the same worker in another checkout: there now, which is what was wanted.
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await client.end();
  }
}
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const PROBE_TIMEOUT_MS = 3_000;

async function postgresProblem(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  try {
    await makeWorkerDatabase();
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return `PostgreSQL at ${redact(POSTGRES_TEST_URL)} does not answer: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisProblem(): Promise<string | null> {
  const redis = new Redis(REDIS_TEST_URL, {
    lazyConnect: true,
    connectTimeout: PROBE_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis at ${redact(REDIS_TEST_URL)} does not answer: ${(error as Error).message}`;
  } finally {
    redis.disconnect();
  }
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, "//***@");

const problems = { postgres: await postgresProblem(), redis: await redisProblem() };

/** Declares `body`'s tests when `service` answers; otherwise the skip rule of server/testing/skip-rule.ts. */
export function whenServiceAnswers(service: keyof typeof problems, body: () => void): void {
  whenAvailable(service, problems[service], body);
}

/** A database made for one test, and its removal. */
export type TestDatabase = {
  dialect: Dialect;
  /** What openStore takes; also holds a temporary data directory (SQLite file, .eml files). */
  options: StoreOptions & { dataDir: string };
  /** DATABASE_URL for a server process (PostgreSQL only). */
  databaseUrl?: string;
  /** Tables and indexes the schema holds. */
  tablesAndIndexes(): Promise<string[]>;
  drop(): Promise<void>;
};

/** `url` with every connection using `schema` (created by the caller) as its search path. */
export function withSchema(url: string, schema: string): string {
  const withOptions = new URL(url);
  withOptions.searchParams.set("options", `-c search_path=${schema}`);
  return withOptions.toString();
}

async function adminQuery(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), `hospital-${dialect}-`));
  if (dialect === "sqlite") {
    const options = { dataDir };
    return {
      dialect,
      options,
      async tablesAndIndexes() {
        const sqlite = new SqliteDatabase(join(options.dataDir, DATABASE_FILE), { readonly: true });
        try {
          return sqlite
            .prepare("select name from sqlite_master where type in ('table', 'index') and name not like 'sqlite_%' order by name")
            .pluck()
            .all() as string[];
        } finally {
          sqlite.close();
        }
      },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `hospital_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create schema ${schema}`);
  const databaseUrl = withSchema(POSTGRES_TEST_URL, schema);
  return {
    dialect,
    options: { dataDir, databaseUrl, poolSize: 5 },
    databaseUrl,
    async tablesAndIndexes() {
      const { rows } = await adminQuery(
        `select table_name as name from information_schema.tables where table_schema = $1
         union select indexname from pg_indexes where schemaname = $1 order by name`,
        [schema],
      );
      return rows.map((row: { name: string }) => row.name);
    },
    async drop() {
      await adminQuery(`drop schema if exists ${schema} cascade`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const DIALECTS: Dialect[] = ["sqlite", "postgres"];
/**
 * The databases `describeOnEachDatabase` runs on: both, unless TEST_DATABASES names fewer. CI's second
 * Node line sets `sqlite`: what differs between Node lines is the native modules (better-sqlite3,
 * argon2, sharp) and Node's own APIs, which the SQLite runs exercise; the PostgreSQL driver is the same
 * JavaScript on both, and the first line runs it in full.
 */
const TESTED_DIALECTS = process.env.TEST_DATABASES ? namedDialects(process.env.TEST_DATABASES) : DIALECTS;

/** The databases a comma-separated list names; a misspelt name fails the run rather than testing nothing. */
function namedDialects(list: string): Dialect[] {
  const names = list.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !DIALECTS.includes(name as Dialect));
  if (unknown.length > 0) throw new Error(`TEST_DATABASES names ${unknown.join(", ")}: the databases are ${DIALECTS.join(", ")}`);
  return DIALECTS.filter((dialect) => names.includes(dialect));
}

/** `describe`s `body` once per database; the PostgreSQL run only when PostgreSQL answers (see above). */
export function describeOnEachDatabase(title: string, body: (dialect: Dialect) => void): void {
  for (const dialect of TESTED_DIALECTS) {
    describe(`${title} (${dialect})`, () => {
      if (dialect === "sqlite") body(dialect);
      else whenServiceAnswers("postgres", () => body(dialect));
    });
  }
}

/** A key prefix for one test's Redis keys, and their removal. */
export async function createRedisNamespace(): Promise<{ url: string; prefix: string; clear(): Promise<void> }> {
  const prefix = `hospital-test-${randomBytes(6).toString("hex")}:`;
  return {
    url: REDIS_TEST_URL,
    prefix,
    async clear() {
      const redis = new Redis(REDIS_TEST_URL);
      try {
        let cursor = "0";
        do {
          const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== "0");
      } finally {
        redis.disconnect();
      }
    },
  };
}
