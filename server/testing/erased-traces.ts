/**
 * Where an erased person's data could still be read after an erasure, for tests to look: the bytes of
 * the SQLite database file, its WAL and the written e-mails; PostgreSQL's dead tuples, which stay in a
 * table's heap (and its TOAST table) until it is vacuumed.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { DATABASE_FILE } from "../store/dialect";
import { MAIL_FOLDER } from "../mail/mail-files";
import { POSTGRES_TEST_URL, type TestDatabase } from "./test-services";

/** Each of `strings` found in the database file, its WAL or a file under mail/, as "file: string". */
export async function stringsLeftInFiles(dataDir: string, strings: string[]): Promise<string[]> {
  const files = [join(dataDir, DATABASE_FILE), join(dataDir, `${DATABASE_FILE}-wal`)];
  const mail = await readdir(join(dataDir, MAIL_FOLDER), { recursive: true }).catch(() => [] as string[]);
  files.push(...mail.map((name) => join(dataDir, MAIL_FOLDER, name)));
  const found: string[] = [];
  for (const file of files) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    for (const text of strings) if (bytes.includes(Buffer.from(text, "utf8"))) found.push(`${file}: ${text}`);
  }
  return found;
}

const TABLES = ["submissions", "outbox", "desk_request_states", "desk_request_events"];

/**
 * A PostgreSQL database of its own, not a schema of the shared one: VACUUM cannot remove a tuple that a
 * transaction still running in the same database might see, and other tests' transactions run in the
 * shared one. Give it to startDeskStack as `shared`; `drop` removes it.
 */
export async function createOwnPostgresDatabase(): Promise<TestDatabase> {
  const name = `hospital_erasure_${randomBytes(6).toString("hex")}`;
  await adminQuery(POSTGRES_TEST_URL, `create database ${name}`);
  const url = new URL(POSTGRES_TEST_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await adminQuery(databaseUrl, "create extension pgstattuple");
  const dataDir = await mkdtemp(join(tmpdir(), "hospital-erasure-"));
  return {
    dialect: "postgres",
    options: { dataDir, databaseUrl, poolSize: 5 },
    databaseUrl,
    tablesAndIndexes: async () => [],
    async drop() {
      await adminQuery(POSTGRES_TEST_URL, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Dead tuples left in the heap of each table that holds patients' data, and of its TOAST table, counted
 * by pgstattuple, which reads every page (the statistics collector's figure is an estimate, reported
 * late). `databaseUrl`: one made by createOwnPostgresDatabase.
 */
export async function deadTuplesLeft(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await client.query<{ heap: string; toast: string | null }>(
        `select (select dead_tuple_count from pgstattuple($1::regclass)) as heap,
                (select dead_tuple_count from pgstattuple(reltoastrelid) where reltoastrelid <> 0) as toast
           from pg_class where oid = $1::regclass`,
        [table],
      );
      counts[table] = Number(rows[0]!.heap);
      counts[`${table} (TOAST)`] = Number(rows[0]!.toast ?? 0);
    }
    return counts;
  } finally {
    await client.end();
  }
}
