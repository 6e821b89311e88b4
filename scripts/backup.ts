/**
 * `npm run backup -- FILE`: a consistent copy of the live SQLite database in FILE, safe while the server
 * runs (server/store/backup.ts). On PostgreSQL it says which command to use instead.
 */
import { ConfigError, loadConfig } from "#server/config";
import { BackupRefusal, backupSqlite } from "#server/store/backup";

const USAGE = "Usage: npm run backup -- FILE    (a new file, e.g. /backups/hospital-2026-11-28.sqlite)";

try {
  const env = process.env.SMTP_URL ? process.env : { ...process.env, MAIL_TRANSPORT: "files" };
  const { dataDir, databaseUrl } = loadConfig(env);
  const [destination, ...rest] = process.argv.slice(2);
  if (databaseUrl) {
    console.error('The store is PostgreSQL: back it up with pg_dump --format=custom --file=FILE "$DATABASE_URL" (docs/deploy.md).');
    process.exitCode = 2;
  } else if (!destination || rest.length > 0 || destination.startsWith("-")) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    const { file, pages } = await backupSqlite(dataDir, destination);
    console.log(
      `Backed up ${pages} pages to ${file}. It holds patients' data: keep it encrypted, and delete it within the erasure period.`,
    );
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupRefusal ? error.message : error);
  process.exitCode = 1;
}
