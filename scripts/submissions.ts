/** `npm run submissions -- list | export --csv | show | erase | purge | failed | retry | audit` (see SUBMISSIONS_USAGE). */
import { ConfigError, loadConfig } from "#server/config";
import { runSubmissionsCommand } from "#server/submissions/submissions-command";

try {
  // The staff command sends no e-mail: the server's production rule about SMTP_URL is not its concern.
  const env = process.env.SMTP_URL ? process.env : { ...process.env, MAIL_TRANSPORT: "files" };
  // loadConfig refuses an AUDIT_RETENTION_DAYS below the legal floor; the command never expires the log anyway.
  const { dataDir, databaseUrl } = loadConfig(env);
  process.exitCode = await runSubmissionsCommand(process.argv.slice(2), {
    dataDir,
    databaseUrl,
    // The name the audit log records for this person; their login name otherwise.
    staffName: process.env.STAFF_NAME,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
