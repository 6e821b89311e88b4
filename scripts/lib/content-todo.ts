/**
 * `npm run content:todo`: every fact only the hospital can give (app/content/hospital-fact.ts) that is
 * still missing or a working value to confirm, so the hospital can hand them all over in one sitting.
 * It reads the published content (the live release) when the server's database has one, else the
 * repository's content, and lists the facts by kind and document as the desk's checklist does
 * (server/content/content-checklist.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_KINDS } from "#app/content/model/editable-kinds";
import { SEED_CONTENT, type SiteContent } from "#app/content/model/site-content";
import { type Checklist, contentChecklist } from "#server/content/content-checklist";
import { readLiveRelease } from "#server/content/release-publisher";
import { openDeskDatabase } from "#server/desk/desk-database";
import { DATABASE_FILE } from "#server/store/dialect";

const STATE_WORDS = { working: "working value to confirm", missing: "missing" } as const;
const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** Where the content came from: the live release, or the repository's (nothing published, or no database). */
export type ContentSource = { content: SiteContent; release: number | null };

/**
 * The published content, read without changing the database (no migration, nothing created): a
 * machine without a database, or one where nothing has been published yet, has the repository's.
 */
export async function publishedContent(options: { dataDir: string; databaseUrl?: string }): Promise<ContentSource> {
  if (!options.databaseUrl && !existsSync(join(options.dataDir, DATABASE_FILE))) return { content: SEED_CONTENT, release: null };
  const database = openDeskDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, poolSize: 1 });
  try {
    const live = await readLiveRelease(database);
    return live ? { content: live.content, release: live.number } : { content: SEED_CONTENT, release: null };
  } finally {
    await database.close();
  }
}

/** A phone number as the site shows it, anything else as text. */
const showFact = (value: unknown) => {
  const display = (value as { display?: unknown } | null)?.display;
  return typeof display === "string" ? display : show(value);
};

const titleOf = (kindId: string) => CONTENT_KINDS.find((kind) => kind.id === kindId)?.title ?? kindId;

/** The one count of facts still to supply: how `npm run content:todo` ends, and `npm run build` (of the repository's content). */
export function checklistSummary(checklist: Pick<Checklist, "total" | "missing" | "working">): string {
  return `${checklist.total} hospital facts still to supply: ${checklist.missing} missing, ${checklist.working} working values to confirm.`;
}

/** The repository's content (a fresh install's first release), counted as content:todo counts the published one. */
export const seedChecklistSummary = (): string => checklistSummary(contentChecklist(CONTENT_KINDS, SEED_CONTENT));

/** The checklist as the command prints it: by kind, then document, then field, ending with the count. */
export function formatChecklist(checklist: Checklist, source: Pick<ContentSource, "release">): string {
  const from =
    source.release === null
      ? "From the repository's content (nothing has been published from the desk on this machine's database)."
      : `From the published content, release ${source.release}.`;
  const kinds = [...new Set(checklist.items.map((item) => item.kind))];
  const groups = kinds.map((kind) => {
    const items = checklist.items.filter((item) => item.kind === kind);
    const documents = [...new Set(items.map((item) => `${item.key}\u0000${item.about}`))];
    const lines = documents.flatMap((document) => {
      const [key, about] = document.split("\u0000") as [string, string];
      const ofDocument = items.filter((item) => item.key === key);
      const heading = about === titleOf(kind) ? [] : [`  ${about} (${key})`];
      const indent = heading.length > 0 ? "    " : "  ";
      return [
        ...heading,
        ...ofDocument.map(
          (item) => `${indent}${item.path}  [${STATE_WORDS[item.state]}]${item.state === "working" ? `: ${showFact(item.value)}` : ""}`,
        ),
      ];
    });
    return [titleOf(kind), ...lines].join("\n");
  });
  return [from, ...groups, checklistSummary(checklist)].join("\n\n");
}
