/**
 * The second-person rule: a draft that changes one of its kind's `needsSecondPerson` facts (the
 * emergency number, a fee, a registration number) goes live only once someone with the publish right
 * who did not change such a fact in it has approved that very version.
 */
import type { ContentKind } from "#app/content/model/content-kinds";
import type { DependentStatement } from "../../desk/desk-database";
import type { ContentDraftsTable } from "../content-tables";
import { sameJson, valuesAt, withValuesFrom } from "../content-json";
import type { ContentActor, ContentStoreContext } from "./context";
import { type Draft, type LiveEntry, ORDER_KEY } from "./documents";
import type { LiveState } from "./live-versions";
import { ContentRefusal } from "./refusals";

/** Who changed a second-person fact in a draft; a draft from before 0021 names its last saver. */
export function protectedAuthorsOf(row: ContentDraftsTable): string[] {
  if (row.protected_changed_by === null || row.protected_changed_by === undefined) return [row.saved_by];
  return JSON.parse(row.protected_changed_by) as string[];
}

/**
 * What of an unapproved draft may go live alone: its value with every second-person fact as it is live
 * (the main number without the emergency number beside it). Null when nothing else changed, or the
 * draft cannot be split (a removal, a document not yet live).
 */
export function publishableAlone<Content>(kind: ContentKind<Content>, row: ContentDraftsTable, liveValue: unknown): unknown {
  if (row.removed || row.value === null || liveValue === undefined || row.key === ORDER_KEY) return null;
  const alone = withValuesFrom(JSON.parse(row.value), liveValue, kind.needsSecondPerson);
  return alone === null || sameJson(alone, liveValue) ? null : alone;
}

/** Whether publishing the draft would change one of the facts that need a second person. */
export function needsSecondPerson<Content>(
  kind: ContentKind<Content>,
  draft: Pick<Draft, "value" | "removed">,
  liveValue: unknown,
): boolean {
  // A removal shows nothing wrong: the item's page goes, nothing on it can send a patient astray.
  if (draft.removed || kind.needsSecondPerson.length === 0) return false;
  return kind.needsSecondPerson.some((pointer) => !sameJson(valuesAt(draft.value, pointer), valuesAt(liveValue, pointer)));
}

export function createApprovals<Content>(context: ContentStoreContext<Content>) {
  const { db, database, kindOf, checkKey, draftRead, audit, liveEntries } = context;

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

  /** The documents of `content` whose second-person facts differ from what is live. */
  function needingApproval(content: Content, state: LiveState<Content>): LiveEntry[] {
    return liveEntries(content)
      .filter((entry) => entry.key !== ORDER_KEY && !sameJson(state.liveOf(entry.kind, entry.key)?.value ?? null, entry.value))
      .filter((entry) =>
        needsSecondPerson(kindOf(entry.kind), { value: entry.value, removed: false }, state.liveOf(entry.kind, entry.key)?.value),
      );
  }

  return {
    approvalsOf,
    needingApproval,

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
  };
}

export type Approvals<Content> = ReturnType<typeof createApprovals<Content>>;
