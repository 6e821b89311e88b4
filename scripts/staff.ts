/** Staff accounts for the front desk: `npm run staff -- add EMAIL --role desk|admin | list | disable EMAIL | reset EMAIL`. */
import { ConfigError, loadConfig } from "#server/config";
import { runStaffAccountsCommand } from "#server/desk/staff-accounts-command";

try {
  const { dataDir, databaseUrl, siteOrigin } = loadConfig();
  process.exitCode = await runStaffAccountsCommand(process.argv.slice(2), {
    dataDir,
    databaseUrl,
    baseUrl: siteOrigin,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
