/** Staff command: `npm run submissions -- list | export --csv | purge …` (see STAFF_USAGE). */
import { ConfigError, loadConfig } from "#server/config";
import { runStaffCommand } from "#server/submissions/staff-command";

try {
  const { dataDir, databaseUrl } = loadConfig();
  process.exitCode = await runStaffCommand(process.argv.slice(2), {
    dataDir,
    databaseUrl,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
