/**
 * A consistent copy of the live SQLite database, taken while the server runs: SQLite's online backup,
 * page by page, through a connection of its own, which sees one committed state and leaves the live
 * file, its WAL and the server's locks as they are. (A plain copy of the file misses what is still in
 * the WAL, or catches a write half done.) PostgreSQL is backed up with its own tools (docs/deploy.md).
 */
import { chmodSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { DATABASE_FILE, makePrivateDirectory } from "./dialect";

export class BackupRefusal extends Error {}

/** Copies DATA_DIR's database to `destination` (a new file, 0600: it holds patients' data) and answers its size in pages. */
export async function backupSqlite(dataDir: string, destination: string): Promise<{ file: string; pages: number }> {
  const source = join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new BackupRefusal(`There is no database at ${source}: check DATA_DIR.`);
  const file = resolve(destination);
  if (existsSync(file)) throw new BackupRefusal(`${file} exists already: name a new file, so that no backup is overwritten.`);
  if (file === resolve(source) || file.startsWith(`${resolve(source)}-`))
    throw new BackupRefusal("The backup must be another file than the database.");
  makePrivateDirectory(dirname(file));
  // Read-only and never the first to create anything: the server's connections stay what they were.
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await database.backup(file);
    chmodSync(file, 0o600);
    return { file, pages: totalPages };
  } finally {
    database.close();
  }
}
