/** `npm run content -- export > site.json`, `npm run content -- import site.json [--publish]` (see CONTENT_USAGE). */
// First, before anything loads React: --publish renders with React's production build, as the server does,
// while the configuration reads the operator's NODE_ENV (server/react-production.ts).
import { operatorEnv } from "#server/react-production";
import { dirname, join } from "node:path";
import { ConfigError, loadConfig } from "#server/config";
import { runContentCommand } from "#server/content/content-command";
import { createReleases } from "#server/publish/releases";
import { createServedSite, readSiteSnapshot } from "#server/site/site-snapshot";

try {
  // The command sends no e-mail: the server's production rule about SMTP_URL is not its concern.
  const env = process.env.SMTP_URL ? operatorEnv() : { ...operatorEnv(), MAIL_TRANSPORT: "files" };
  const { dataDir, databaseUrl, siteDir } = loadConfig(env);
  process.exitCode = await runContentCommand(process.argv.slice(2), {
    dataDir,
    databaseUrl,
    staffName: process.env.STAFF_NAME,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // --publish renders the release here with the build's publisher (npm run build) into DATA_DIR/releases,
    // as the server would; a running server on this database serves it at its next poll (within 10 s),
    // at once on PostgreSQL (NOTIFY).
    openReleases: async () =>
      createReleases({
        database: { dataDir, databaseUrl, poolSize: 2 },
        // This process serves nothing: the snapshot only receives the swap a publish makes.
        served: createServedSite(await readSiteSnapshot(siteDir)),
        siteDir,
        publisherDir: join(dirname(siteDir), "publisher"),
      }),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
