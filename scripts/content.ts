/** `npm run content -- export > site.json`, `npm run content -- import site.json [--publish]` (see CONTENT_USAGE). */
import { ConfigError, loadConfig } from "#server/config";
import { runContentCommand } from "#server/content/content-command";

try {
  // The command sends no e-mail: the server's production rule about SMTP_URL is not its concern.
  const env = process.env.SMTP_URL ? process.env : { ...process.env, MAIL_TRANSPORT: "files" };
  const { dataDir, databaseUrl } = loadConfig(env);
  process.exitCode = await runContentCommand(process.argv.slice(2), {
    dataDir,
    databaseUrl,
    staffName: process.env.STAFF_NAME,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
