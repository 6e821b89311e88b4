/** `npm run content:todo`: the facts still to supply in the published content (see scripts/lib/content-todo.ts). */
import { CONTENT_KINDS } from "#app/content/model/editable-kinds";
import { contentChecklist } from "#server/content/content-checklist";
import { ConfigError, loadConfig } from "#server/config";
import { formatChecklist, publishedContent } from "./lib/content-todo";

try {
  const env = process.env.SMTP_URL ? process.env : { ...process.env, MAIL_TRANSPORT: "files" };
  const { dataDir, databaseUrl } = loadConfig(env);
  const source = await publishedContent({ dataDir, databaseUrl });
  console.log(formatChecklist(contentChecklist(CONTENT_KINDS, source.content), source));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
