/**
 * Rollback: an earlier release's content live again, as a release of its own, under the publish lease;
 * or, where one person may not do it alone, drafted for a second person's approval (transfer.ts).
 */
import type { Approvals } from "./approvals";
import type { ContentActor, ContentStoreContext } from "./context";
import type { PublishLease } from "./publish-lease";
import { ContentRefusal, publishRefusal } from "./refusals";
import type { Transfer } from "./transfer";

export function createRollback<Content>(
  context: ContentStoreContext<Content>,
  { needingApproval }: Approvals<Content>,
  { underPublishLease }: PublishLease,
  { importContent }: Pick<Transfer<Content>, "importContent">,
) {
  const { publisher, liveState, recordRelease, audit } = context;

  return {
    /**
     * Puts release `number`'s content live again. If that changes a second-person fact (an old emergency
     * number, a fee), one person may not do it alone: refused (409 needs_approval) unless `asDrafts`, which
     * drafts the release's content document by document, for a second person to approve and then publish.
     */
    async rollback(number: number, actor: ContentActor, { asDrafts = false }: { asDrafts?: boolean } = {}) {
      const target = await publisher.contentOf(number);
      if (target !== undefined) {
        if (asDrafts) return { drafted: await importContent(target, { publish: false, rollingBack: true }, actor) };
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
  };
}
