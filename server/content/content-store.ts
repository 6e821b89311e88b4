/**
 * The site's content as staff edit it: drafts of documents (one per kind, or one per item of a
 * collection), approvals, publishing, rollback, import and export. Generic over the kinds
 * (app/content/model/content-kinds.ts): it never looks inside a value except through JSON pointers.
 *
 * What is live is the publisher's live release (a whole snapshot of the content); each document's live
 * version number is kept in content_versions (store/live-versions.ts), raised whenever its live value
 * changes, so a draft records the version it was started from. A save naming a draft version or a live
 * version that is no longer current is refused with what changed (409), never a silent overwrite. A draft
 * that changes one of its kind's `needsSecondPerson` facts goes live only once someone with the publish
 * right other than its last editor has approved that very version. Every change is written with its
 * audit entry in one transaction.
 *
 * Composed here of one module per seam (store/), each made from the context they share (store/context.ts:
 * the database, the kinds, the publisher, the live release with each document's version): reading what is
 * live, drafts, approvals, the Hindi's translation state, publishing under the lease, rollback, and the
 * content's export and import. The seams import the context and one another, never this module.
 */
import { createApprovals } from "./store/approvals";
import { type ContentStoreOptions, storeContext } from "./store/context";
import { createDrafts } from "./store/drafts";
import { createPublishLease } from "./store/publish-lease";
import { createPublishing } from "./store/publishing";
import { createReading } from "./store/reading";
import { createRollback } from "./store/rollback";
import { createTransfer } from "./store/transfer";
import { createTranslations } from "./store/translations";

export { schemaProblems } from "./store/candidate";
export type { ContentActor, ContentStoreOptions } from "./store/context";
export { type Draft, ITEM_KEY, type LiveDocument, ORDER_KEY } from "./store/documents";
export type { DocumentState, OrderDraft, WaitingChange } from "./store/drafts";
export { ContentRefusal } from "./store/refusals";
export type { ContentExport, ImportItem, ImportPlan } from "./store/transfer";

export type ContentStore<Content> = ReturnType<typeof createContentStore<Content>>;

/**
 * What the desk plugin takes for the content (DeskOptions.content, made by release-publisher.ts). Named
 * here rather than beside the routes: the desk's options name it, and the routes import the desk's HTTP
 * helpers, so there it would make an import circle.
 */
export type ContentDeskOptions = { store: ContentStore<unknown> };

export function createContentStore<Content>(options: ContentStoreOptions<Content>) {
  const context = storeContext(options);
  const reading = createReading(context);
  const approvals = createApprovals(context);
  const drafts = createDrafts(context, approvals);
  const translations = createTranslations(context);
  const lease = createPublishLease(context);
  const publishing = createPublishing(context, approvals, lease);
  const transfer = createTransfer(context, approvals, lease);
  const { rollback } = createRollback(context, approvals, lease, transfer);
  return {
    kinds: context.kinds,
    liveContent: reading.liveContent,
    documents: drafts.documents,
    saveDraft: drafts.saveDraft,
    draftRemoval: drafts.draftRemoval,
    saveOrder: drafts.saveOrder,
    discard: drafts.discard,
    changes: drafts.changes,
    approve: approvals.approve,
    confirmHindi: translations.confirmHindi,
    publish: publishing.publish,
    releases: publishing.releases,
    publishing: lease.publishing,
    rollback,
    exportContent: transfer.exportContent,
    checkImport: transfer.checkImport,
    importContent: transfer.importContent,
    checklist: reading.checklist,
    draftContent: reading.draftContent,
    preview: reading.preview,
  };
}
