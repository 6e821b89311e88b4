/**
 * The whole content in and out as a file (npm run content, the desk's export and import): an export
 * names the release it came from, so an import can say what it would undo of what was published since.
 */
import type { ContentProblem } from "../content-publisher";
import type { ContentDraftsTable } from "../content-tables";
import { type FieldChange, fieldChanges, sameJson, sourcesForSave } from "../content-json";
import type { Approvals } from "./approvals";
import type { ContentActor, ContentStoreContext } from "./context";
import { describe, type LiveEntry, ORDER_KEY } from "./documents";
import type { LiveState } from "./live-versions";
import type { PublishLease } from "./publish-lease";
import { ContentRefusal, problemsRefusal, publishRefusal, revertingRefusal } from "./refusals";

export type ContentExport = {
  format: "hospital-site-content";
  formatVersion: 1;
  release: number;
  exportedAt: string;
  content: unknown;
};

/** What an import would do to one document, against what is live. */
export type ImportItem = {
  kind: string;
  key: string;
  title: string;
  action: "add" | "change" | "remove";
  /** What it would undo or remove of what is live, in words; null for an addition or a change made in the file. */
  reverts: string | null;
  changes: FieldChange[];
};

/** What an import would do: the release the file came from, the live release, each document it adds, changes, removes. */
export type ImportPlan = { fileRelease: number | null; exportedAt: string | null; liveRelease: number; items: ImportItem[] };

export function createTransfer<Content>(
  context: ContentStoreContext<Content>,
  { needingApproval }: Approvals<Content>,
  { underPublishLease }: PublishLease,
) {
  const { db, database, publisher, kindOf, liveEntries, liveState, recordRelease, openDrafts, audit, problemsOfContent } = context;

  type ImportMeta = { release: number | null; exportedAt: string | null };

  /** The content of an import file (an export, or its bare `content`) and what the export says of itself; refused naming each problem. */
  function readImportFile(file: unknown): { content: Content; meta: ImportMeta } {
    const exported = file && typeof file === "object" && (file as { format?: unknown }).format === "hospital-site-content";
    const content = (exported ? (file as ContentExport).content : file) as Content;
    const { release, exportedAt } = (exported ? file : {}) as Partial<ContentExport>;
    if (!content || typeof content !== "object")
      throw problemsRefusal([{ path: "", message: "The file holds no content: it is not an export of this site." }]);
    let problems: ContentProblem[];
    try {
      problems = problemsOfContent(content);
    } catch (error) {
      problems = [{ path: "", message: `The file could not be read as the site's content: ${(error as Error).message}` }];
    }
    if (problems.length > 0) throw problemsRefusal(problems);
    return {
      content,
      meta: {
        release: Number.isSafeInteger(release) && release! > 0 ? release! : null,
        exportedAt: typeof exportedAt === "string" ? exportedAt : null,
      },
    };
  }

  /**
   * Each document an import would add, change or remove against what is live. A change undoes what is
   * live when the document changed after the release the file came from (compared with that release's
   * own content), or when the file does not say which release it is, or that release is no longer kept;
   * a removal always takes something live away.
   */
  async function planImport(content: Content, meta: ImportMeta, state: LiveState<Content>): Promise<ImportPlan> {
    const idOf = (entry: { kind: string; key: string }) => `${entry.kind}\u0000${entry.key}`;
    const liveRelease = state.live.number;
    const older = meta.release !== null && meta.release < liveRelease;
    const then = older ? await publisher.contentOf(meta.release!) : undefined;
    const thenValues = then === undefined ? null : new Map(liveEntries(then).map((entry) => [idOf(entry), entry.value]));
    const titleOf = (entry: LiveEntry) => {
      const kind = kindOf(entry.kind);
      return entry.key === ORDER_KEY ? `Order of ${kind.title}` : describe(kind, entry.value, entry.key);
    };
    const items: ImportItem[] = [];
    const incoming = liveEntries(content);
    for (const entry of incoming) {
      const live = state.liveOf(entry.kind, entry.key);
      if (live !== null && sameJson(live.value, entry.value)) continue;
      const base = { kind: entry.kind, key: entry.key, title: titleOf(entry), changes: fieldChanges(live?.value ?? null, entry.value) };
      if (live === null) {
        items.push({ ...base, action: "add", reverts: null });
        continue;
      }
      let reverts: string | null = null;
      if (meta.release === null)
        reverts = "The file does not say which release it came from: this change may undo what was published since the file was made.";
      else if (older && thenValues === null)
        reverts = `Release ${meta.release} is no longer kept here: this change may undo what was published since.`;
      else if (older && !sameJson(thenValues!.get(idOf(entry)) ?? null, live.value))
        reverts = `Changed on the site since release ${meta.release}, which the file came from: this puts back the file's version and undoes what was published since.`;
      items.push({ ...base, action: "change", reverts });
    }
    const incomingIds = new Set(incoming.map(idOf));
    for (const entry of state.entries) {
      if (incomingIds.has(idOf(entry)) || entry.key === ORDER_KEY || state.liveOf(entry.kind, entry.key) === null) continue;
      items.push({
        kind: entry.kind,
        key: entry.key,
        title: titleOf(entry),
        action: "remove",
        reverts: `Live on the site now and not in the file: this takes ${titleOf(entry)} off the site.`,
        changes: [],
      });
    }
    return { fileRelease: meta.release, exportedAt: meta.exportedAt, liveRelease, items };
  }

  return {
    /** The whole live content, both languages, pictures as their references. */
    async exportContent(actor: ContentActor): Promise<ContentExport> {
      const { live } = await liveState();
      await database.write([audit(actor, "content-export", `release ${live.number}`)]);
      return {
        format: "hospital-site-content",
        formatVersion: 1,
        release: live.number,
        exportedAt: actor.at.toISOString(),
        content: live.content,
      };
    },

    /**
     * What importing a content file would do, changing nothing: the release it came from, the live
     * release, and each document it would add, change or remove, with what that undoes of what is live.
     * Refused naming each problem when the file could not be published.
     */
    async checkImport(file: unknown): Promise<ImportPlan> {
      const { content, meta } = readImportFile(file);
      return planImport(content, meta, await liveState());
    },

    /**
     * A whole content file (an export, or its `content`), checked as the desk checks: refused naming
     * each problem, changing nothing. Published at once with `publish` (the second-person rule applies
     * unless `bypassSecondPerson`: the server's own command line; what it undoes of live content only
     * with `confirmReverting`), else drafted document by document, those that undo live content marked
     * so and not chosen for publishing by default (unless `rollingBack`: undoing is what was asked for).
     */
    async importContent(
      file: unknown,
      {
        publish,
        bypassSecondPerson = false,
        confirmReverting = false,
        rollingBack = false,
      }: { publish: boolean; bypassSecondPerson?: boolean; confirmReverting?: boolean; rollingBack?: boolean },
      actor: ContentActor,
    ) {
      const { content, meta } = readImportFile(file);
      const state = await liveState();
      const plan = await planImport(content, meta, state);
      const changed = plan.items.filter((item) => item.action !== "remove");
      const removed = plan.items.filter((item) => item.action === "remove");
      const reverting = plan.items.filter((item): item is ImportItem & { reverts: string } => item.reverts !== null);
      const from = rollingBack ? "an earlier release's content" : meta.release === null ? "a file" : `release ${meta.release}'s file`;
      const summary = `${from}: ${changed.length} changed, ${removed.length} removed, ${reverting.length} undoing live content`;
      if (publish) {
        if (!bypassSecondPerson) {
          const needing = needingApproval(content, state);
          if (needing.length > 0) {
            throw new ContentRefusal(409, {
              error: "needs_approval",
              message:
                "The file changes facts that need a second person's approval: import it as drafts, have them approved, then publish.",
              reasons: needing.map((entry) => ({ kind: entry.kind, key: entry.key, message: "Needs a second person's approval." })),
            });
          }
        }
        if (reverting.length > 0 && !confirmReverting) throw revertingRefusal(reverting);
        return underPublishLease(async (onProgress) => {
          const outcome = await publisher.publish(content, { by: actor.name, reason: "import", onProgress });
          if ("problems" in outcome) throw publishRefusal(outcome);
          await recordRelease(outcome.number, actor, [
            audit(actor, "content-import", `published as release ${outcome.number}, ${summary}`),
          ]);
          return {
            published: true as const,
            release: { number: outcome.number },
            changed: changed.length,
            removed: removed.length,
            warnings: outcome.warnings ?? [],
          };
        });
      }
      // As drafts: refused if a document it changes has someone's draft waiting (it would be overwritten).
      const waiting = await openDrafts();
      const touched = new Set(plan.items.map((item) => `${item.kind}\u0000${item.key}`));
      const clashes = waiting.filter((row) => touched.has(`${row.kind}\u0000${row.key}`));
      if (clashes.length > 0) {
        throw new ContentRefusal(409, {
          error: "drafts_waiting",
          message: "Some of what the file changes already has a draft waiting: publish or discard those first. Nothing was imported.",
          reasons: clashes.map((row) => ({ kind: row.kind, key: row.key, message: `${row.saved_by} has a draft of this waiting.` })),
        });
      }
      const previous = new Map(
        (await db.selectFrom("content_drafts").select(["kind", "key", "version"]).execute()).map((row) => [
          `${row.kind}\u0000${row.key}`,
          row.version,
        ]),
      );
      const incoming = new Map(liveEntries(content).map((entry) => [`${entry.kind}\u0000${entry.key}`, entry.value]));
      const at = actor.at.toISOString();
      const rowOf = (item: ImportItem): ContentDraftsTable => {
        const isRemoval = item.action === "remove";
        const value = incoming.get(`${item.kind}\u0000${item.key}`);
        return {
          kind: item.kind,
          key: item.key,
          value: isRemoval ? null : JSON.stringify(value),
          removed: isRemoval ? 1 : 0,
          version: (previous.get(`${item.kind}\u0000${item.key}`) ?? 0) + 1,
          base_version: state.liveVersionOf(item.kind, item.key),
          open: 1,
          translation_sources: JSON.stringify(isRemoval ? {} : sourcesForSave(value, null, {})),
          saved_by: actor.name,
          saved_at: at,
          // The importer wrote every fact of these drafts: theirs is not the approval that counts.
          protected_changed_by: JSON.stringify([actor.name]),
          reverts: rollingBack ? null : item.reverts,
        };
      };
      const statements = plan.items
        .filter((item) => !(item.action === "remove" && item.key === ORDER_KEY))
        .map(rowOf)
        .map((row) => {
          const { kind, key, ...rest } = row;
          return previous.has(`${kind}\u0000${key}`)
            ? db.updateTable("content_drafts").set(rest).where("kind", "=", kind).where("key", "=", key).where("open", "=", 0)
            : db.insertInto("content_drafts").values(row);
        });
      await database.write([...statements, audit(actor, "content-import", `as drafts, ${summary}`, statements.length)]);
      return {
        published: false as const,
        drafts: statements.length,
        changed: changed.length,
        removed: removed.length,
        reverting: reverting.length,
      };
    },
  };
}

export type Transfer<Content> = ReturnType<typeof createTransfer<Content>>;
