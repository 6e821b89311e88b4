/**
 * Each document's live version. What is live is the publisher's live release (a whole snapshot of the
 * content); each document's live version number is kept in content_versions, raised whenever its live
 * value changes, so a draft records the version it was started from and a save that has not seen the
 * current one is refused.
 */
import type { ContentKind } from "#app/content/model/content-kinds";
import type { DeskDatabase, WriteStatement } from "../../desk/desk-database";
import type { ContentPublisher } from "../content-publisher";
import { hashOf, type TranslationSources } from "../content-json";
import { type LiveEntry, ORDER_KEY, parseSources } from "./documents";

type VersionRow = {
  kind: string;
  key: string;
  version: number;
  value_hash: string | null;
  translation_sources: string;
  changed_by: string;
};

export function liveVersions<Content>({
  database,
  kinds,
  publisher,
}: {
  database: DeskDatabase;
  kinds: readonly ContentKind<Content>[];
  publisher: ContentPublisher<Content>;
}) {
  const { db } = database;

  /** Every live document, and each collection's order as a document of its own. */
  function liveEntries(content: Content): LiveEntry[] {
    return kinds.flatMap((kind) => {
      const documents = kind.documents(content);
      const entries: LiveEntry[] = documents.map(({ key, value }) => ({ kind: kind.id, key, value }));
      if (kind.collection) entries.push({ kind: kind.id, key: ORDER_KEY, value: documents.map((document) => document.key) });
      return entries;
    });
  }

  async function versionRows(): Promise<Map<string, VersionRow>> {
    const rows = await db.selectFrom("content_versions").selectAll().execute();
    return new Map(rows.map((row) => [`${row.kind}\u0000${row.key}`, row]));
  }

  /**
   * The statements that bring content_versions up to a live release: a version more for each document
   * whose live value changed (or went), a first version for a new one. Guarded by the version read, so
   * two instances doing it at once count one change once.
   */
  function versionStatements(
    entries: LiveEntry[],
    rows: Map<string, VersionRow>,
    change: { by: string; at: Date; sources?: Map<string, TranslationSources> },
  ): WriteStatement[] {
    const statements: WriteStatement[] = [];
    const seen = new Set<string>();
    const at = change.at.toISOString();
    for (const entry of entries) {
      const id = `${entry.kind}\u0000${entry.key}`;
      seen.add(id);
      const hash = hashOf(entry.value);
      const row = rows.get(id);
      const sources = change.sources?.get(id);
      if (!row) {
        statements.push(
          db
            .insertInto("content_versions")
            .values({
              kind: entry.kind,
              key: entry.key,
              version: 1,
              value_hash: hash,
              translation_sources: JSON.stringify(sources ?? {}),
              changed_by: change.by,
              changed_at: at,
            })
            .onConflict((conflict) => conflict.columns(["kind", "key"]).doNothing()),
        );
      } else if (row.value_hash !== hash || (sources && JSON.stringify(sources) !== row.translation_sources)) {
        statements.push(
          db
            .updateTable("content_versions")
            .set({
              version: row.value_hash === hash ? row.version : row.version + 1,
              value_hash: hash,
              // A value that changed without a draft of ours (a rollback, an import) keeps no sources: its Hindi is taken as written from its English.
              translation_sources: JSON.stringify(sources ?? (row.value_hash === hash ? parseSources(row.translation_sources) : {})),
              changed_by: change.by,
              changed_at: at,
            })
            .where("kind", "=", entry.kind)
            .where("key", "=", entry.key)
            .where("version", "=", row.version),
        );
      }
    }
    for (const [id, row] of rows) {
      if (seen.has(id) || row.value_hash === null) continue;
      statements.push(
        db
          .updateTable("content_versions")
          .set({ version: row.version + 1, value_hash: null, translation_sources: "{}", changed_by: change.by, changed_at: at })
          .where("kind", "=", row.kind)
          .where("key", "=", row.key)
          .where("version", "=", row.version),
      );
    }
    return statements;
  }

  let syncedRelease = 0;

  /** The live release, with content_versions brought up to it (once per release per process). */
  async function liveState() {
    const live = await publisher.live();
    const entries = liveEntries(live.content);
    let rows = await versionRows();
    if (syncedRelease !== live.number) {
      const statements = versionStatements(entries, rows, { by: live.by ?? `release ${live.number}`, at: new Date() });
      if (statements.length > 0) {
        await database.write(statements);
        rows = await versionRows();
      }
      syncedRelease = live.number;
    }
    const byId = new Map(entries.map((entry) => [`${entry.kind}\u0000${entry.key}`, entry]));
    /** A document's live value and version; null when it is not live. */
    const liveOf = (kind: string, key: string): { value: unknown; version: number; row: VersionRow } | null => {
      const entry = byId.get(`${kind}\u0000${key}`);
      const row = rows.get(`${kind}\u0000${key}`);
      return entry && row && row.value_hash !== null ? { value: entry.value, version: row.version, row } : null;
    };
    /** The version a draft must name as its base: the live one, or null for what is not live. */
    const liveVersionOf = (kind: string, key: string) => liveOf(kind, key)?.version ?? null;
    return { live, entries, rows, liveOf, liveVersionOf };
  }

  /** content_versions after a release we made, with the published drafts' translation sources. */
  async function recordRelease(
    number: number,
    actor: { name: string; at: Date },
    extra: WriteStatement[],
    sources?: Map<string, TranslationSources>,
  ): Promise<void> {
    const live = await publisher.live();
    const statements = versionStatements(liveEntries(live.content), await versionRows(), { by: actor.name, at: actor.at, sources });
    await database.write([...extra, ...statements]);
    syncedRelease = live.number === number ? number : 0;
  }

  return { liveEntries, versionRows, liveState, recordRelease };
}

export type LiveState<Content> = Awaited<ReturnType<ReturnType<typeof liveVersions<Content>>["liveState"]>>;
