/**
 * The site's content as staff edit it: drafts of documents (one per kind, or one per item of a
 * collection), approvals, publishing, rollback, import and export. Generic over the kinds
 * (app/content/model/content-kinds.ts): it never looks inside a value except through JSON pointers.
 *
 * What is live is the publisher's live release (a whole snapshot of the content); each document's live
 * version number is kept here (content_versions), raised whenever its live value changes, so a draft
 * records the version it was started from. A save naming a draft version or a live version that is no
 * longer current is refused with what changed (409), never a silent overwrite. A draft that changes one
 * of its kind's `needsSecondPerson` facts goes live only once someone with the publish right other than
 * its last editor has approved that very version. Every change is written with its audit entry in one
 * transaction.
 */
import type { z } from "zod";
import type { Locale } from "#common/locale";
import { type ContentDocument, type ContentKind, SINGLE_DOCUMENT_KEY } from "#app/content/model/content-kinds";
import { auditEntry, type AuditAction } from "../desk/audit";
import type { DeskDatabase, DependentStatement, WriteStatement } from "../desk/desk-database";
import type { ContentDraftsTable } from "./content-tables";
import { PUBLISH_LEASE_ID } from "./content-tables";
import type { ContentProblem, ContentPublisher, PublishProgressListener, ReleaseSummary } from "./content-publisher";
import { NO_PROGRESS, progressColumns, progressRecorder, readPublishing } from "./publishing-progress";
import { PUBLISH_STEPS } from "../publish/publish-progress";
import {
  englishHash,
  type FieldChange,
  fieldChanges,
  hashOf,
  sameJson,
  sourcesForSave,
  sourcesOfLive,
  type TranslationSources,
  type TranslationState,
  translationStates,
  valuesAt,
  withValuesFrom,
  wordsPairs,
} from "./content-json";
import { newRowId } from "../desk/tokens";
import { type Checklist, contentChecklist } from "./content-checklist";

/** The key of a collection's order, a document of its own (keys of items never start with "@"). */
export const ORDER_KEY = "@order";
/** A collection item's key: it becomes part of a page's address. */
export const ITEM_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;
/**
 * How long a publish holds the lease without renewing it: renewed every third of it while the publish
 * runs, so a crashed holder's lease lapses within this long, and a restarted instance takes back its own at once.
 */
const PUBLISH_LEASE_MS = 90 * 1000;

/** Who is doing it, from where, when: for the audit log. */
export type ContentActor = { name: string; address: string; at: Date };

export type Draft = {
  value: unknown;
  version: number;
  baseVersion: number | null;
  savedBy: string;
  savedAt: string;
  translationSources: TranslationSources;
  translationStates: Record<string, TranslationState>;
  removed: boolean;
};

export type LiveDocument = {
  value: unknown;
  version: number;
  translationSources: TranslationSources;
  translationStates: Record<string, TranslationState>;
};

export type DocumentState = {
  kind: string;
  key: string;
  title: string;
  live: LiveDocument | null;
  draft: Draft | null;
  needsApproval: boolean;
  approvedBy: string | null;
};

export type OrderDraft = { order: string[]; version: number; baseVersion: number | null; savedBy: string; savedAt: string };

export type WaitingChange = {
  kind: string;
  key: string;
  title: string;
  removed: boolean;
  savedBy: string;
  savedAt: string;
  version: number;
  baseVersion: number | null;
  /** What is live changed since the draft was started: it must be saved again before it can go live. */
  stale: boolean;
  changes: FieldChange[];
  needsApproval: boolean;
  approvedBy: string | null;
  /**
   * Where its Hindi is older than its English (the English changed since the Hindi was written): not
   * publishable until someone updates the Hindi or says it is still right (confirmHindi).
   */
  outdatedHindi: string[];
  /** From an import: what it would undo or remove of what is live, in words. Not chosen by default; its publish is confirmed apart. */
  reverts: string | null;
  /**
   * Waiting for approval, but it changes more than its second-person facts: a publish puts the rest live
   * now and keeps the draft, with those facts alone, waiting for the approval.
   */
  publishableAlone: boolean;
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

/** A refusal with its HTTP status and answer: the routes send it as it is; the command line prints it. */
export class ContentRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422 | 503,
    readonly body: { error: string; message?: string; problems?: ContentProblem[] } & Record<string, unknown>,
  ) {
    super(body.message ?? body.problems?.map((problem) => `${problem.path}: ${problem.message}`).join("; ") ?? body.error);
  }
}

const busyRefusal = () =>
  new ContentRefusal(409, { error: "busy", message: "Someone else is publishing right now. Try again in a minute." });

/**
 * A publish the publisher refused: for the content's problems (422), or because the server could not
 * write the site (503: a full disk is not the content's fault, and staff can do nothing about it but wait).
 */
const publishRefusal = (outcome: { problems: ContentProblem[]; fault?: string }) =>
  outcome.fault
    ? new ContentRefusal(503, {
        error: "server_fault",
        message:
          "The server could not write the site; nothing was changed. Tell whoever runs the server (the disk may be full), then publish again.",
        // No `problems`: the desk lists those as the content's; the release's history keeps the machine's reason.
      })
    : problemsRefusal(outcome.problems);

/** A publish of what would undo or remove live content, unconfirmed: nothing changed, each named. */
const revertingRefusal = (reverting: { kind: string; key: string; reverts: string }[]) =>
  new ContentRefusal(409, {
    error: "needs_confirmation",
    message:
      "This would undo or remove what is live on the site. Nothing was changed. Look at each below, and confirm that you mean it to publish it.",
    reasons: reverting.map((entry) => ({ kind: entry.kind, key: entry.key, message: entry.reverts })),
  });

const problemsRefusal = (problems: ContentProblem[]) =>
  new ContentRefusal(422, { error: "invalid", message: "The content has problems; nothing was changed.", problems });

/** Thrown inside a write's transaction when the draft row is not what the caller saw: the transaction rolls back. */
class StaleDraft extends Error {
  constructor(readonly row: ContentDraftsTable | undefined) {
    super("stale draft");
  }
}

export type ContentStoreOptions<Content> = {
  database: DeskDatabase;
  kinds: readonly ContentKind<Content>[];
  publisher: ContentPublisher<Content>;
  /** The whole candidate's checks (siteContentProblems): the same as the build's. */
  problemsOf(content: Content): ContentProblem[];
  /**
   * Names this instance's hold on the publish lease, the same across its restarts (config.instanceId): a
   * lease it held when it was killed is its own, and is taken back at once rather than waited out.
   */
  instanceId?: string;
};

export type ContentExport = {
  format: "hospital-site-content";
  formatVersion: 1;
  release: number;
  exportedAt: string;
  content: unknown;
};

export type ContentStore<Content> = ReturnType<typeof createContentStore<Content>>;

type VersionRow = {
  kind: string;
  key: string;
  version: number;
  value_hash: string | null;
  translation_sources: string;
  changed_by: string;
};
type LiveEntry = { kind: string; key: string; value: unknown };

const parseSources = (text: string): TranslationSources => {
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === "object" ? (parsed as TranslationSources) : {};
};

/** Zod's issues as the desk's problems: a JSON pointer and a message per problem. */
export function schemaProblems(schema: z.ZodType, value: unknown, where: { kind: string; key: string }) {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data as unknown, problems: [] as ContentProblem[] };
  const problems = result.error.issues.map((issue) => ({
    ...where,
    path: issue.path.map((segment) => `/${String(segment).replaceAll("~", "~0").replaceAll("/", "~1")}`).join(""),
    message: issue.message,
  }));
  return { value: undefined, problems };
}

export function createContentStore<Content>(options: ContentStoreOptions<Content>) {
  const { database, kinds, publisher } = options;
  const { db } = database;
  const instanceId = options.instanceId ?? `content-${newRowId()}`;
  const kindById = new Map(kinds.map((kind) => [kind.id, kind]));

  const kindOf = (id: string): ContentKind<Content> => {
    const kind = kindById.get(id);
    if (!kind) throw new ContentRefusal(404, { error: "not_found", message: `There is no kind of content called ${id}.` });
    return kind;
  };

  function checkKey(kind: ContentKind<Content>, key: string, { order = false } = {}) {
    if (order) {
      if (!kind.collection) throw new ContentRefusal(400, { error: "bad_request", message: `${kind.title} is one document, not a list.` });
      return;
    }
    const fine = kind.collection ? ITEM_KEY.test(key) : key === SINGLE_DOCUMENT_KEY;
    if (!fine)
      throw new ContentRefusal(404, {
        error: "not_found",
        message: kind.collection
          ? `An item's key is lower-case letters, digits and hyphens: ${key} is not one.`
          : `${kind.title} is one document, called ${SINGLE_DOCUMENT_KEY}.`,
      });
  }

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
  type LiveState = Awaited<ReturnType<typeof liveState>>;

  const openDrafts = (kind?: string) => {
    let query = db.selectFrom("content_drafts").selectAll().where("open", "=", 1);
    if (kind !== undefined) query = query.where("kind", "=", kind);
    return query.orderBy("saved_at").execute();
  };

  const draftRead = (kind: string, key: string) => {
    const read = db.selectFrom("content_drafts").selectAll().where("kind", "=", kind).where("key", "=", key);
    return database.dialect === "postgres" ? read.forUpdate() : read;
  };

  const audit = (actor: ContentActor, action: AuditAction, target: string, rowCount = 1) =>
    auditEntry(database, { actor: actor.name, action, target, address: actor.address, rowCount, at: actor.at });

  /** The documents of `content` whose second-person facts differ from what is live. */
  function needingApproval(content: Content, state: LiveState): LiveEntry[] {
    return liveEntries(content)
      .filter((entry) => entry.key !== ORDER_KEY && !sameJson(state.liveOf(entry.kind, entry.key)?.value ?? null, entry.value))
      .filter((entry) =>
        needsSecondPerson(kindOf(entry.kind), { value: entry.value, removed: false }, state.liveOf(entry.kind, entry.key)?.value),
      );
  }

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
  async function planImport(content: Content, meta: ImportMeta, state: LiveState): Promise<ImportPlan> {
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

  /** The Hindi fields of a draft whose English changed since they were written. */
  function outdatedHindiOf(draft: Draft): string[] {
    return Object.entries(draft.translationStates)
      .filter(([, state]) => state === "outdated")
      .map(([path]) => path);
  }

  /** Who changed a second-person fact in a draft; a draft from before 0021 names its last saver. */
  function protectedAuthorsOf(row: ContentDraftsTable): string[] {
    if (row.protected_changed_by === null || row.protected_changed_by === undefined) return [row.saved_by];
    return JSON.parse(row.protected_changed_by) as string[];
  }

  function toDraft(row: ContentDraftsTable): Draft {
    const value: unknown = row.value === null ? null : JSON.parse(row.value);
    const sources = parseSources(row.translation_sources);
    return {
      value,
      version: row.version,
      baseVersion: row.base_version,
      savedBy: row.saved_by,
      savedAt: row.saved_at,
      translationSources: sources,
      translationStates: row.removed ? {} : translationStates(value, sources),
      removed: row.removed === 1,
    };
  }

  /**
   * What of an unapproved draft may go live alone: its value with every second-person fact as it is live
   * (the main number without the emergency number beside it). Null when nothing else changed, or the
   * draft cannot be split (a removal, a document not yet live).
   */
  function publishableAlone(kind: ContentKind<Content>, row: ContentDraftsTable, liveValue: unknown): unknown {
    if (row.removed || row.value === null || liveValue === undefined || row.key === ORDER_KEY) return null;
    const alone = withValuesFrom(JSON.parse(row.value), liveValue, kind.needsSecondPerson);
    return alone === null || sameJson(alone, liveValue) ? null : alone;
  }

  /** Whether publishing the draft would change one of the facts that need a second person. */
  function needsSecondPerson(kind: ContentKind<Content>, draft: Pick<Draft, "value" | "removed">, liveValue: unknown): boolean {
    // A removal shows nothing wrong: the item's page goes, nothing on it can send a patient astray.
    if (draft.removed || kind.needsSecondPerson.length === 0) return false;
    return kind.needsSecondPerson.some((pointer) => !sameJson(valuesAt(draft.value, pointer), valuesAt(liveValue, pointer)));
  }

  async function approvalsOf(drafts: { kind: string; key: string; version: number }[]) {
    if (drafts.length === 0) return new Map<string, string>();
    const rows = await db
      .selectFrom("content_approvals")
      .selectAll()
      .where("kind", "in", [...new Set(drafts.map((draft) => draft.kind))])
      .execute();
    const current = new Set(drafts.map((draft) => `${draft.kind}\u0000${draft.key}\u0000${draft.version}`));
    return new Map(
      rows
        .filter((row) => current.has(`${row.kind}\u0000${row.key}\u0000${row.draft_version}`))
        .map((row) => [`${row.kind}\u0000${row.key}`, row.approved_by]),
    );
  }

  function describe(kind: ContentKind<Content>, value: unknown, key: string): string {
    try {
      return kind.describe(value) || key;
    } catch {
      return key;
    }
  }

  /** The live content with the given drafts applied (each kind's documents replaced, added, removed, reordered). */
  function applyDrafts(content: Content, drafts: ContentDraftsTable[]): Content {
    let candidate = content;
    for (const kind of kinds) {
      const ofKind = drafts.filter((draft) => draft.kind === kind.id);
      if (ofKind.length === 0) continue;
      const documents = new Map(kind.documents(candidate).map((document) => [document.key, document]));
      for (const draft of ofKind) {
        if (draft.key === ORDER_KEY) continue;
        if (draft.removed) documents.delete(draft.key);
        else documents.set(draft.key, { kind: kind.id, key: draft.key, value: JSON.parse(draft.value!) as unknown });
      }
      let keys = [...documents.keys()];
      const order = ofKind.find((draft) => draft.key === ORDER_KEY);
      if (order) {
        const wanted = (JSON.parse(order.value!) as string[]).filter((key) => documents.has(key));
        keys = [...wanted, ...keys.filter((key) => !wanted.includes(key))];
      }
      candidate = kind.withDocuments(
        candidate,
        keys.map((key) => documents.get(key)!),
      );
    }
    return candidate;
  }

  /** Each document checked against its kind's schema, then the whole content with the build's checks. */
  function problemsOfContent(content: Content): ContentProblem[] {
    const perDocument = kinds.flatMap((kind) => {
      let documents: ContentDocument[];
      try {
        documents = kind.documents(content);
      } catch {
        return [{ kind: kind.id, key: "", path: "", message: `The ${kind.title} could not be read.` }];
      }
      const keyProblems = kind.collection
        ? documents
            .filter((document, index) => documents.findIndex((other) => other.key === document.key) !== index)
            .map((document) => ({ kind: kind.id, key: document.key, path: "", message: `Two items are called ${document.key}.` }))
        : [];
      return [...keyProblems, ...documents.flatMap((document) => schemaProblems(kind.schema, document.value, document).problems)];
    });
    let whole: ContentProblem[];
    try {
      whole = options.problemsOf(content);
    } catch (error) {
      // Content too malformed for the whole content's checks: the documents' own problems say why.
      if (perDocument.length === 0) throw error;
      whole = [];
    }
    // Every problem once: the whole content's checks repeat the schema's.
    const seen = new Set<string>();
    return [...perDocument, ...whole].filter((problem) => {
      const id = JSON.stringify([problem.kind ?? "", problem.key ?? "", problem.path, problem.message]);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  /** Whether a publish of this process holds the lease now (a lease held in the instance's name otherwise is a crashed run's). */
  let publishingHere = false;

  /**
   * Runs `work` holding the publish lease: one publish, rollback or import at a time, across instances.
   * `work` is handed the listener its publisher reports to: how far it is goes onto the lease's row, where
   * every instance's desk reads it (publishing-progress.ts), and is cleared with the lease.
   */
  async function underPublishLease<T>(work: (onProgress: PublishProgressListener) => Promise<T>): Promise<T> {
    if (publishingHere) throw busyRefusal();
    publishingHere = true;
    try {
      const leaseUntil = () => new Date(Date.now() + PUBLISH_LEASE_MS).toISOString();
      const [taken] = await database.write([
        db
          .updateTable("content_publish_lease")
          .set({
            holder: instanceId,
            expires_at: leaseUntil(),
            ...progressColumns({ step: PUBLISH_STEPS.checking }),
            progress_started_at: new Date().toISOString(),
          })
          .where("id", "=", PUBLISH_LEASE_ID)
          .where((eb) => eb.or([eb("expires_at", "<", new Date().toISOString()), eb("holder", "=", instanceId)])),
      ]);
      if (taken !== 1) throw busyRefusal();
      const renewing = setInterval(() => {
        void database
          .write([
            db
              .updateTable("content_publish_lease")
              .set({ expires_at: leaseUntil() })
              .where("id", "=", PUBLISH_LEASE_ID)
              .where("holder", "=", instanceId),
          ])
          .catch(() => undefined);
      }, PUBLISH_LEASE_MS / 3);
      renewing.unref();
      const progress = progressRecorder(database, instanceId);
      try {
        return await work((report) => progress.report(report));
      } finally {
        clearInterval(renewing);
        await progress.finish();
        await database.write([
          db
            .updateTable("content_publish_lease")
            .set({ holder: null, expires_at: "", ...NO_PROGRESS })
            .where("id", "=", PUBLISH_LEASE_ID)
            .where("holder", "=", instanceId),
        ]);
      }
    } finally {
      publishingHere = false;
    }
  }

  /** content_versions after a release we made, with the published drafts' translation sources. */
  async function recordRelease(
    number: number,
    actor: ContentActor,
    extra: WriteStatement[],
    sources?: Map<string, TranslationSources>,
  ): Promise<void> {
    const live = await publisher.live();
    const statements = versionStatements(liveEntries(live.content), await versionRows(), { by: actor.name, at: actor.at, sources });
    await database.write([...extra, ...statements]);
    syncedRelease = live.number === number ? number : 0;
  }

  /** The 409 answer: who saved or published what the caller had not seen, field by field against what they sent. */
  function conflict(yours: unknown, theirs: unknown, savedBy: string, savedAt: string) {
    const changes = fieldChanges(theirs, yours).map(({ path, before, after }) => ({ path, yours: after, theirs: before }));
    return new ContentRefusal(409, {
      error: "conflict",
      message: `${savedBy} changed this since you opened it. Nothing was overwritten: look at what changed, then save again.`,
      savedBy,
      savedAt,
      changes,
    });
  }

  /**
   * Writes a draft (a value, a removal or an order) when the caller saw the current draft (draftVersion)
   * and the current live version (baseVersion); otherwise a 409 with what changed.
   */
  async function writeDraft(
    state: LiveState,
    target: { kind: string; key: string },
    draft: { value: unknown; removed: boolean; sources: TranslationSources },
    expected: { baseVersion: number | null; draftVersion: number | null },
    actor: ContentActor,
    action: AuditAction,
  ): Promise<ContentDraftsTable> {
    const live = state.liveOf(target.kind, target.key);
    if ((live?.version ?? null) !== expected.baseVersion) {
      throw conflict(draft.removed ? null : draft.value, live?.value ?? null, live?.row.changed_by ?? "Someone", state.live.at ?? "");
    }
    let written: ContentDraftsTable | undefined;
    const save: DependentStatement = {
      read: draftRead(target.kind, target.key),
      build(found) {
        const row = found as ContentDraftsTable | undefined;
        const openVersion = row?.open === 1 ? row.version : null;
        if (openVersion !== expected.draftVersion) throw new StaleDraft(row);
        // Who has changed a second-person fact in this draft so far: the draft before this save (or what is live).
        const before = row?.open === 1 ? (row.value === null ? null : JSON.parse(row.value)) : (live?.value ?? null);
        const authors = new Set(row?.open === 1 ? protectedAuthorsOf(row) : []);
        if (needsSecondPerson(kindOf(target.kind), draft, before)) authors.add(actor.name);
        written = {
          kind: target.kind,
          key: target.key,
          value: draft.removed ? null : JSON.stringify(draft.value),
          removed: draft.removed ? 1 : 0,
          version: (row?.version ?? 0) + 1,
          base_version: expected.baseVersion,
          open: 1,
          translation_sources: JSON.stringify(draft.sources),
          saved_by: actor.name,
          saved_at: actor.at.toISOString(),
          protected_changed_by: JSON.stringify([...authors]),
          // A person saved it: what an import's note said it would undo is theirs now, seen in its diff.
          reverts: null,
        };
        const { kind, key, ...rest } = written;
        return [
          row
            ? db.updateTable("content_drafts").set(rest).where("kind", "=", kind).where("key", "=", key).where("version", "=", row.version)
            : db.insertInto("content_drafts").values(written),
        ];
      },
    };
    try {
      await database.write([save, audit(actor, action, `${target.kind}/${target.key}`)]);
    } catch (error) {
      const row =
        error instanceof StaleDraft
          ? error.row
          : // Two first drafts at once on PostgreSQL: the primary key refuses the second.
            (error as { code?: string }).code === "23505"
            ? await db
                .selectFrom("content_drafts")
                .selectAll()
                .where("kind", "=", target.kind)
                .where("key", "=", target.key)
                .executeTakeFirst()
            : undefined;
      if (!(error instanceof StaleDraft) && row === undefined) throw error;
      if (row?.open === 1) {
        throw conflict(draft.removed ? null : draft.value, row.value === null ? null : JSON.parse(row.value), row.saved_by, row.saved_at);
      }
      // The draft the caller was editing has been published or discarded since.
      throw conflict(draft.removed ? null : draft.value, live?.value ?? null, row?.saved_by ?? "Someone", row?.saved_at ?? "");
    }
    return written!;
  }

  return {
    kinds: kinds as readonly ContentKind<Content>[],

    /** The live release's content. */
    async liveContent(): Promise<{ number: number; content: Content }> {
      const { live } = await liveState();
      return { number: live.number, content: live.content };
    },

    /** Every document of a kind with its live value and draft, in the live order, then the new ones. */
    async documents(kindId: string) {
      const kind = kindOf(kindId);
      const state = await liveState();
      const drafts = await openDrafts(kind.id);
      const approvals = await approvalsOf(drafts);
      const liveKeys = kind.documents(state.live.content).map((document) => document.key);
      const keys = [...liveKeys, ...drafts.map((draft) => draft.key).filter((key) => key !== ORDER_KEY && !liveKeys.includes(key))];
      const documents: DocumentState[] = keys.map((key) => {
        const live = state.liveOf(kind.id, key);
        const row = drafts.find((draft) => draft.key === key);
        const draft = row ? toDraft(row) : null;
        const liveSources = live ? sourcesOfLive(live.value, parseSources(live.row.translation_sources)) : {};
        return {
          kind: kind.id,
          key,
          title: describe(kind, draft && !draft.removed ? draft.value : live?.value, key),
          live: live && {
            value: live.value,
            version: live.version,
            translationSources: liveSources,
            translationStates: translationStates(live.value, liveSources),
          },
          draft,
          needsApproval: draft ? needsSecondPerson(kind, draft, live?.value) : false,
          approvedBy: approvals.get(`${kind.id}\u0000${key}`) ?? null,
        };
      });
      const orderRow = drafts.find((draft) => draft.key === ORDER_KEY);
      const orderDraft: OrderDraft | null = orderRow
        ? {
            order: JSON.parse(orderRow.value!) as string[],
            version: orderRow.version,
            baseVersion: orderRow.base_version,
            savedBy: orderRow.saved_by,
            savedAt: orderRow.saved_at,
          }
        : null;
      return {
        documents,
        order: liveKeys,
        orderVersion: kind.collection ? state.liveVersionOf(kind.id, ORDER_KEY) : null,
        orderDraft: orderDraft && orderDraft.order,
        orderDraftState: orderDraft,
      };
    },

    /** Saves a draft of one document (a new collection item when the key is new). */
    async saveDraft(
      kindId: string,
      key: string,
      body: { value: unknown; baseVersion: number | null; draftVersion: number | null; translationSources?: TranslationSources },
      actor: ContentActor,
    ): Promise<Draft> {
      const kind = kindOf(kindId);
      checkKey(kind, key);
      const { value, problems } = schemaProblems(kind.schema, body.value, { kind: kind.id, key });
      if (problems.length > 0) throw problemsRefusal(problems);
      if (kind.collection && kind.keyOf) {
        const own = kind.keyOf(value);
        if (own !== key) {
          throw problemsRefusal([
            {
              kind: kind.id,
              key,
              path: "",
              message: `This item's key is ${key}, but its value makes it ${own}: an item keeps the key it was added with.`,
            },
          ]);
        }
      }
      const state = await liveState();
      const live = state.liveOf(kind.id, key);
      const current = await db
        .selectFrom("content_drafts")
        .selectAll()
        .where("kind", "=", kind.id)
        .where("key", "=", key)
        .where("open", "=", 1)
        .executeTakeFirst();
      const previous =
        current && !current.removed
          ? { value: JSON.parse(current.value!) as unknown, sources: parseSources(current.translation_sources) }
          : live
            ? { value: live.value, sources: parseSources(live.row.translation_sources) }
            : null;
      const sources = sourcesForSave(value, previous, body.translationSources ?? {});
      const row = await writeDraft(
        state,
        { kind: kind.id, key },
        { value, removed: false, sources },
        { baseVersion: body.baseVersion, draftVersion: body.draftVersion },
        actor,
        "content-save",
      );
      return toDraft(row);
    },

    /** Drafts the removal of a collection item. */
    async draftRemoval(
      kindId: string,
      key: string,
      body: { baseVersion: number | null; draftVersion: number | null },
      actor: ContentActor,
    ) {
      const kind = kindOf(kindId);
      checkKey(kind, key);
      if (!kind.collection)
        throw new ContentRefusal(400, { error: "bad_request", message: `${kind.title} cannot be removed, only changed.` });
      const state = await liveState();
      if (!state.liveOf(kind.id, key)) {
        throw new ContentRefusal(404, { error: "not_found", message: "This item is not on the site: discard its draft instead." });
      }
      return toDraft(
        await writeDraft(state, { kind: kind.id, key }, { value: null, removed: true, sources: {} }, body, actor, "content-remove"),
      );
    },

    /** Drafts a new order of a collection's items. */
    async saveOrder(
      kindId: string,
      body: { order: string[]; baseVersion: number | null; draftVersion?: number | null },
      actor: ContentActor,
    ) {
      const kind = kindOf(kindId);
      checkKey(kind, ORDER_KEY, { order: true });
      if (new Set(body.order).size !== body.order.length || !body.order.every((key) => ITEM_KEY.test(key))) {
        throw problemsRefusal([{ kind: kind.id, key: ORDER_KEY, path: "", message: "The order names each item once, by its key." }]);
      }
      const state = await liveState();
      const current = await db
        .selectFrom("content_drafts")
        .select("version")
        .where("kind", "=", kind.id)
        .where("key", "=", ORDER_KEY)
        .where("open", "=", 1)
        .executeTakeFirst();
      // The order is one list: a caller that has not said which draft it saw is taken to have seen the current one only when there is none.
      const draftVersion = body.draftVersion === undefined ? (current ? -1 : null) : body.draftVersion;
      const row = await writeDraft(
        state,
        { kind: kind.id, key: ORDER_KEY },
        { value: body.order, removed: false, sources: {} },
        { baseVersion: body.baseVersion, draftVersion },
        actor,
        "content-order",
      );
      return {
        order: JSON.parse(row.value!) as string[],
        version: row.version,
        baseVersion: row.base_version,
        savedBy: row.saved_by,
        savedAt: row.saved_at,
      };
    },

    /** Throws a draft away; the live document is untouched. */
    async discard(kindId: string, key: string, actor: ContentActor): Promise<boolean> {
      const kind = kindOf(kindId);
      if (key !== ORDER_KEY) checkKey(kind, key);
      const [closed] = await database.write([
        db.updateTable("content_drafts").set({ open: 0 }).where("kind", "=", kind.id).where("key", "=", key).where("open", "=", 1),
        audit(actor, "content-discard", `${kind.id}/${key}`),
      ]);
      return closed === 1;
    },

    /** Every draft waiting, with its changes against live, its approval, and the problems the whole candidate would have. */
    async changes() {
      const state = await liveState();
      const drafts = (await openDrafts()).filter((row) => kindById.has(row.kind));
      const approvals = await approvalsOf(drafts);
      const changes: WaitingChange[] = drafts.map((row) => {
        const kind = kindOf(row.kind);
        const draft = toDraft(row);
        const live = state.liveOf(row.kind, row.key);
        const after = draft.removed ? null : draft.value;
        const needsApproval = row.key === ORDER_KEY ? false : needsSecondPerson(kind, draft, live?.value);
        const approvedBy = approvals.get(`${row.kind}\u0000${row.key}`) ?? null;
        return {
          kind: row.kind,
          key: row.key,
          title: row.key === ORDER_KEY ? `Order of ${kind.title}` : describe(kind, after ?? live?.value, row.key),
          removed: draft.removed,
          savedBy: row.saved_by,
          savedAt: row.saved_at,
          version: row.version,
          baseVersion: row.base_version,
          stale: row.base_version !== (live?.version ?? null),
          changes: fieldChanges(live?.value ?? null, after),
          needsApproval,
          approvedBy,
          outdatedHindi: outdatedHindiOf(draft),
          reverts: row.reverts ?? null,
          publishableAlone: needsApproval && !approvedBy && publishableAlone(kind, row, live?.value) !== null,
        };
      });
      const problems = drafts.length === 0 ? [] : problemsOfContent(applyDrafts(state.live.content, drafts));
      return { changes, problems };
    },

    /** A second person's approval of the draft's current version: publish right (checked by the route), not its last editor. */
    async approve(kindId: string, key: string, body: { draftVersion?: number }, actor: ContentActor) {
      const kind = kindOf(kindId);
      if (key !== ORDER_KEY) checkKey(kind, key);
      let approvedVersion = 0;
      const approval: DependentStatement = {
        read: draftRead(kind.id, key),
        build(found) {
          const row = found as ContentDraftsTable | undefined;
          if (!row || row.open !== 1) throw new ContentRefusal(404, { error: "not_found", message: "There is no draft of this waiting." });
          if (body.draftVersion !== undefined && row.version !== body.draftVersion) {
            throw new ContentRefusal(409, {
              error: "conflict",
              message: `${row.saved_by} saved this draft again since you looked at it: look at it again before approving.`,
              savedBy: row.saved_by,
              savedAt: row.saved_at,
            });
          }
          // Whoever saved it last: none of those who changed a second-person fact in it may approve it.
          if (protectedAuthorsOf(row).includes(actor.name)) {
            throw new ContentRefusal(403, {
              error: "same_person",
              message:
                "You changed a fact in this draft that needs a second person (the emergency number, a fee or a registration number): someone else with the right to publish, who did not change it, must approve it.",
            });
          }
          approvedVersion = row.version;
          return [
            db
              .insertInto("content_approvals")
              .values({ kind: kind.id, key, draft_version: row.version, approved_by: actor.name, approved_at: actor.at.toISOString() })
              .onConflict((conflict) => conflict.columns(["kind", "key", "draft_version"]).doNothing()),
          ];
        },
      };
      await database.write([approval, audit(actor, "content-approve", `${kind.id}/${key} draft ${body.draftVersion ?? "current"}`)]);
      return { approvedBy: actor.name, draftVersion: approvedVersion };
    },

    /**
     * Someone with the right to edit says the Hindi at `paths` is still right for the English beside it
     * now (an audited act): the draft's translation sources then name that English, and the field is done.
     * The draft's version stays, so an approval already given still counts: no word changes.
     */
    async confirmHindi(kindId: string, key: string, body: { draftVersion: number; paths: string[] }, actor: ContentActor) {
      const kind = kindOf(kindId);
      checkKey(kind, key);
      const confirm: DependentStatement = {
        read: draftRead(kind.id, key),
        build(found) {
          const row = found as ContentDraftsTable | undefined;
          if (!row || row.open !== 1 || row.value === null)
            throw new ContentRefusal(404, { error: "not_found", message: "There is no draft of this waiting." });
          if (row.version !== body.draftVersion) {
            throw new ContentRefusal(409, {
              error: "conflict",
              message: `${row.saved_by} saved this draft again since you looked at it: look at it again.`,
              savedBy: row.saved_by,
              savedAt: row.saved_at,
            });
          }
          const pairs = new Map(wordsPairs(JSON.parse(row.value)).map((pair) => [pair.hiPath, pair]));
          const unknown = body.paths.filter((path) => !pairs.has(path) || !pairs.get(path)!.hi.trim());
          if (unknown.length > 0)
            throw new ContentRefusal(400, {
              error: "bad_request",
              message: `There is no Hindi text at ${unknown.join(", ")} in this draft.`,
            });
          const sources = { ...parseSources(row.translation_sources) };
          for (const path of body.paths) sources[path] = englishHash(pairs.get(path)!.en);
          return [
            db
              .updateTable("content_drafts")
              .set({ translation_sources: JSON.stringify(sources) })
              .where("kind", "=", kind.id)
              .where("key", "=", key)
              .where("version", "=", row.version),
          ];
        },
      };
      await database.write([
        confirm,
        audit(actor, "content-hindi-confirmed", `${kind.id}/${key}: ${body.paths.join(", ")}`, body.paths.length),
      ]);
      return { confirmed: body.paths };
    },

    /**
     * Puts the chosen drafts live as one release: each must be current (started from the live version),
     * approved by a second person where it needs to be, and the whole candidate must pass the build's
     * checks; otherwise nothing changes. A draft an import marked as undoing what is live is published
     * only with `confirmReverting`: the person publishing has been asked about it on its own. A draft
     * chosen `alone` that waits for approval puts live what it changes besides its second-person facts,
     * which stay in the draft, waiting.
     */
    async publish(selection: { kind: string; key: string; alone?: boolean }[], actor: ContentActor, { confirmReverting = false } = {}) {
      if (selection.length === 0)
        throw new ContentRefusal(400, { error: "bad_request", message: "Choose at least one change to publish." });
      return underPublishLease(async (onProgress) => {
        const state = await liveState();
        const drafts = await openDrafts();
        const chosen: ContentDraftsTable[] = [];
        /** Unapproved drafts whose other changes go live now, their second-person facts kept waiting in the draft. */
        const heldBack: ContentDraftsTable[] = [];
        const reasons: { kind: string; key: string; message: string }[] = [];
        const approvals = await approvalsOf(drafts);
        for (const choice of selection) {
          const wanted = { kind: choice.kind, key: choice.key };
          const kind = kindOf(wanted.kind);
          const row = drafts.find((draft) => draft.kind === wanted.kind && draft.key === wanted.key);
          if (!row) {
            reasons.push({ ...wanted, message: "There is no draft of this waiting: it was published or discarded." });
            continue;
          }
          if (chosen.some((each) => each.kind === row.kind && each.key === row.key)) continue;
          const live = state.liveOf(row.kind, row.key);
          let publishing = row;
          let refusal: string | null = null;
          if (row.base_version !== (live?.version ?? null)) {
            refusal = "What is live changed since this draft was started: open it, check it and save it again.";
          } else if (
            row.key !== ORDER_KEY &&
            needsSecondPerson(kind, toDraft(row), live?.value) &&
            !approvals.has(`${row.kind}\u0000${row.key}`)
          ) {
            // Only when asked: a publish of the whole draft is refused, as the person may not have meant half of it.
            const alone = choice.alone ? publishableAlone(kind, row, live?.value) : null;
            if (alone === null) refusal = "This change needs a second person's approval before it goes live.";
            else {
              publishing = { ...row, value: JSON.stringify(alone) };
              heldBack.push(row);
            }
          }
          if (refusal === null && row.key !== ORDER_KEY && outdatedHindiOf(toDraft(publishing)).length > 0) {
            refusal =
              "Its Hindi is older than its English: update the Hindi, or say it is still right, so the Hindi page does not contradict the English one.";
          }
          if (refusal !== null) reasons.push({ ...wanted, message: refusal });
          chosen.push(publishing);
        }
        if (reasons.length > 0)
          throw new ContentRefusal(409, { error: "not_ready", message: reasons.map((reason) => reason.message).join(" "), reasons });
        const reverting = chosen.filter((row) => row.reverts);
        if (reverting.length > 0 && !confirmReverting) throw revertingRefusal(reverting.map((row) => ({ ...row, reverts: row.reverts! })));
        const candidate = applyDrafts(state.live.content, chosen);
        const problems = problemsOfContent(candidate);
        if (problems.length > 0) throw problemsRefusal(problems);
        const outcome = await publisher.publish(candidate, { by: actor.name, reason: "publish", onProgress });
        if ("problems" in outcome) throw publishRefusal(outcome);
        const target = `release ${outcome.number}: ${chosen.map((row) => `${row.kind}/${row.key}`).join(", ")}`;
        const sources = new Map(
          chosen
            .filter((row) => !row.removed && row.key !== ORDER_KEY)
            .map((row) => [`${row.kind}\u0000${row.key}`, parseSources(row.translation_sources)]),
        );
        await recordRelease(
          outcome.number,
          actor,
          [
            ...chosen
              .filter((row) => !heldBack.some((held) => held.kind === row.kind && held.key === row.key))
              .map((row) =>
                db
                  .updateTable("content_drafts")
                  .set({ open: 0 })
                  .where("kind", "=", row.kind)
                  .where("key", "=", row.key)
                  .where("version", "=", row.version),
              ),
            audit(actor, "content-publish", target, chosen.length),
          ],
          sources,
        );
        if (heldBack.length > 0) {
          // What stays of these drafts is their second-person facts: started now from what is live, awaiting approval.
          const versions = await versionRows();
          await database.write(
            heldBack.map((row) =>
              db
                .updateTable("content_drafts")
                .set({ base_version: versions.get(`${row.kind}\u0000${row.key}`)?.version ?? row.base_version })
                .where("kind", "=", row.kind)
                .where("key", "=", row.key)
                .where("version", "=", row.version)
                .where("open", "=", 1),
            ),
          );
        }
        return {
          release: {
            number: outcome.number,
            documents: chosen.map((row) => ({ kind: row.kind, key: row.key })),
            waitingForApproval: heldBack.map((row) => ({ kind: row.kind, key: row.key })),
          },
          warnings: outcome.warnings ?? [],
        };
      });
    },

    releases: (): Promise<ReleaseSummary[]> => publisher.releases(),

    /**
     * The publish, rollback or import under way on any instance, and how far it is; idle when there is
     * none. A lease in this instance's name while it publishes nothing is a crashed run's (as underPublishLease
     * takes it back), not a publish under way.
     */
    publishing: () => readPublishing(database, { crashed: publishingHere ? undefined : instanceId }),

    /**
     * Puts release `number`'s content live again. If that changes a second-person fact (an old emergency
     * number, a fee), one person may not do it alone: refused (409 needs_approval) unless `asDrafts`, which
     * drafts the release's content document by document, for a second person to approve and then publish.
     */
    async rollback(number: number, actor: ContentActor, { asDrafts = false }: { asDrafts?: boolean } = {}) {
      const target = await publisher.contentOf(number);
      if (target !== undefined) {
        if (asDrafts) return { drafted: await this.importContent(target, { publish: false, rollingBack: true }, actor) };
        const needing = needingApproval(target, await liveState());
        if (needing.length > 0) {
          throw new ContentRefusal(409, {
            error: "needs_approval",
            message: `Rolling back to release ${number} changes facts that need a second person's approval (the emergency number, a fee or a registration number). Nothing was changed. Roll it back as drafts instead: someone else with the right to publish approves them, then they are published.`,
            reasons: needing.map((entry) => ({ kind: entry.kind, key: entry.key, message: "Needs a second person's approval." })),
          });
        }
      }
      return underPublishLease(async (onProgress) => {
        const outcome = await publisher.rollback(number, actor.name, { onProgress });
        if ("problems" in outcome) throw publishRefusal(outcome);
        await recordRelease(outcome.number, actor, [
          audit(actor, "content-rollback", `release ${number} live again as release ${outcome.number}`),
        ]);
        return { release: { number: outcome.number, restored: number }, warnings: outcome.warnings ?? [] };
      });
    },

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

    /** The facts still to supply in the live content. */
    async checklist(): Promise<Checklist> {
      const { live } = await liveState();
      return contentChecklist(kinds, live.content);
    },

    /** The live content with every draft waiting applied. */
    async draftContent(): Promise<Content> {
      const state = await liveState();
      const drafts = (await openDrafts()).filter((row) => kindById.has(row.kind));
      return applyDrafts(state.live.content, drafts);
    },

    /** A page rendered from the live content with every draft waiting applied (null: no such page). */
    async preview(path: string, locale: Locale, actor: ContentActor): Promise<string | null> {
      if (!publisher.preview)
        throw new ContentRefusal(503, { error: "unavailable", message: "Previews are not available on this server." });
      const state = await liveState();
      const drafts = (await openDrafts()).filter((row) => kindById.has(row.kind));
      await database.write([audit(actor, "content-preview", `${locale} ${path}`, drafts.length)]);
      return publisher.preview(applyDrafts(state.live.content, drafts), path, locale);
    },
  };
}
