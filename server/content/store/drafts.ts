/**
 * Drafts: staff's saves of a document (a new collection item when its key is new), of an item's
 * removal and of a collection's order, each naming the live version it was started from and the draft
 * it saw. A save naming a draft version or a live version that is no longer current is refused with
 * what changed (409), never a silent overwrite. Also the documents of a kind as the editor shows them,
 * and every change waiting, as the list of what can be published shows it.
 */
import type { AuditAction } from "../../desk/audit";
import type { DependentStatement } from "../../desk/desk-database";
import type { ContentDraftsTable } from "../content-tables";
import { type FieldChange, fieldChanges, sourcesForSave, sourcesOfLive, type TranslationSources, translationStates } from "../content-json";
import { type Approvals, needsSecondPerson, protectedAuthorsOf, publishableAlone } from "./approvals";
import { schemaProblems } from "./candidate";
import type { ContentActor, ContentStoreContext } from "./context";
import { describe, type Draft, ITEM_KEY, type LiveDocument, ORDER_KEY, parseSources, toDraft } from "./documents";
import type { LiveState } from "./live-versions";
import { ContentRefusal, problemsRefusal } from "./refusals";
import { outdatedHindiOf } from "./translations";

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

/** Thrown inside a write's transaction when the draft row is not what the caller saw: the transaction rolls back. */
class StaleDraft extends Error {
  constructor(readonly row: ContentDraftsTable | undefined) {
    super("stale draft");
  }
}

export function createDrafts<Content>(context: ContentStoreContext<Content>, { approvalsOf }: Approvals<Content>) {
  const { db, database, kindById, kindOf, checkKey, liveState, openDrafts, draftRead, audit, applyDrafts, problemsOfContent } = context;

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
    state: LiveState<Content>,
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
  };
}
