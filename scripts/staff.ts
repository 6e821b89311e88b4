/** Staff accounts for the front desk: `npm run staff -- add EMAIL --role desk|admin | list | rights EMAIL … | disable EMAIL | reset EMAIL`. */
import { ConfigError, loadConfig } from "#server/config";
import { runStaffAccountsCommand } from "#server/desk/accounts/staff-accounts-command";

try {
  const { dataDir, databaseUrl, deskOrigin } = loadConfig();
  process.exitCode = await runStaffAccountsCommand(process.argv.slice(2), {
    dataDir,
    databaseUrl,
    // The address staff open the desk at (DESK_ORIGIN, else VITE_SITE_URL): the link must open there.
    baseUrl: deskOrigin,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
