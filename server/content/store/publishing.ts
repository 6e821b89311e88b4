/**
 * Publishing the drafts chosen as one release, under the publish lease, and the releases made so far.
 * Every change is written with its audit entry in one transaction, and each document's live version
 * follows the release (live-versions.ts).
 */
import type { ReleaseSummary } from "../content-publisher";
import type { ContentDraftsTable } from "../content-tables";
import { type Approvals, needsSecondPerson, publishableAlone } from "./approvals";
import type { ContentActor, ContentStoreContext } from "./context";
import { ORDER_KEY, parseSources, toDraft } from "./documents";
import type { PublishLease } from "./publish-lease";
import { ContentRefusal, problemsRefusal, publishRefusal, revertingRefusal } from "./refusals";
import { outdatedHindiOf } from "./translations";

export function createPublishing<Content>(
  context: ContentStoreContext<Content>,
  { approvalsOf }: Approvals<Content>,
  { underPublishLease }: PublishLease,
) {
  const { db, database, publisher, kindOf, liveState, versionRows, recordRelease, openDrafts, audit, applyDrafts, problemsOfContent } =
    context;

  return {
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
  };
}
