/**
 * The content editor's tables, as Kysely sees them, and the migration that creates them (0017). The
 * published content itself is not here: it is the live release (server/publish, `site_releases`), a
 * whole snapshot. These tables keep what sits around it: each document's live version number (so a
 * draft knows what it was started from), the drafts, the approvals of drafts, and who may edit and
 * publish. Timestamps are ISO-8601 UTC text and values JSON text, as everywhere in the store.
 */
import type { Kysely, Migration } from "kysely";

/**
 * One row per document (kind, key) that has ever been live: the number of its live value, raised by one
 * each time the live value changes (a publish, a rollback, an import), whoever made the release. A
 * collection's order is a document of its own, key ORDER_KEY.
 */
export interface ContentVersionsTable {
  kind: string;
  key: string;
  version: number;
  /** SHA-256 of the live value's canonical JSON; null while the document is not live (removed). */
  value_hash: string | null;
  /** Per Hindi field (a JSON pointer ending /hi), the SHA-256 of the English it translates (JSON object). */
  translation_sources: string;
  changed_by: string;
  changed_at: string;
}

/**
 * One row per document that has ever had a draft. `open` 1: a draft waiting; 0: published or
 * discarded, the row kept so the next draft's version number carries on from it (a save naming an old
 * draft's number can never match a new draft's).
 */
export interface ContentDraftsTable {
  kind: string;
  key: string;
  /** The draft's value as JSON; null for a drafted removal. */
  value: string | null;
  removed: number;
  version: number;
  /** The live version the draft was started from (or last brought up to); null: not live then. */
  base_version: number | null;
  open: number;
  /** As ContentVersionsTable.translation_sources, for the draft's value. */
  translation_sources: string;
  saved_by: string;
  saved_at: string;
  /**
   * Everyone who changed one of the kind's second-person facts (the emergency number, a fee, a
   * registration number) in this draft, as a JSON list of names (0021): none of them may approve it,
   * whoever saved it last. Null for drafts from before 0021: their last saver stands for it.
   */
  protected_changed_by?: string | null;
  /**
   * Set by an import (0022): what the draft would undo or remove of what is live, in words ("Puts back
   * what release 4 had, undoing what was published since"). Such a draft is not chosen for publishing
   * by default, and its publish needs its own confirmation. A person's save clears it: they have looked.
   */
  reverts?: string | null;
}

/** A second person's approval of one version of a draft: a later save needs approving again. */
export interface ContentApprovalsTable {
  kind: string;
  key: string;
  draft_version: number;
  approved_by: string;
  approved_at: string;
}

/** One row: which instance is publishing, until when (a lease, so a crashed instance's lapses). */
export interface ContentPublishLeaseTable {
  id: string;
  holder: string | null;
  expires_at: string;
  /**
   * How far the holder's publish, rollback or import is (0023), for the desk of any instance: its step
   * ("Writing pages"), `done` of `total` where the step counts, the release once it has its number, and
   * when the publish began. Null while nobody publishes.
   */
  progress_step?: string | null;
  progress_done?: number | null;
  progress_total?: number | null;
  progress_release?: number | null;
  progress_started_at?: string | null;
}

export interface ContentTables {
  content_versions: ContentVersionsTable;
  content_drafts: ContentDraftsTable;
  content_approvals: ContentApprovalsTable;
  content_publish_lease: ContentPublishLeaseTable;
}

export const PUBLISH_LEASE_ID = "publish";

/** 0023: how far a publish is, on the lease of the instance publishing, where every instance's desk reads it. */
export const publishProgressMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const lease = () => db.schema.alterTable("content_publish_lease");
    // One column at a time: SQLite adds one per statement.
    await lease().addColumn("progress_step", "text").execute();
    await lease().addColumn("progress_done", "integer").execute();
    await lease().addColumn("progress_total", "integer").execute();
    await lease().addColumn("progress_release", "integer").execute();
    await lease().addColumn("progress_started_at", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["progress_started_at", "progress_release", "progress_total", "progress_done", "progress_step"])
      await db.schema.alterTable("content_publish_lease").dropColumn(column).execute();
  },
};

/** 0021: who changed a second-person fact in a draft, so that none of them approves it. */
export const draftProtectedAuthorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("content_drafts").addColumn("protected_changed_by", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("content_drafts").dropColumn("protected_changed_by").execute();
  },
};

/** 0022: what an imported draft would undo of what is live. */
export const draftRevertsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("content_drafts").addColumn("reverts", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("content_drafts").dropColumn("reverts").execute();
  },
};

/** Appended to the store's migrations (server/store/migrations.ts); uses only the schema builder. */
export const contentEditingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("content_versions")
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("version", "integer", (column) => column.notNull())
      .addColumn("value_hash", "text")
      .addColumn("translation_sources", "text", (column) => column.notNull())
      .addColumn("changed_by", "text", (column) => column.notNull())
      .addColumn("changed_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("content_versions_pk", ["kind", "key"])
      .execute();
    await db.schema
      .createTable("content_drafts")
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("value", "text")
      .addColumn("removed", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("version", "integer", (column) => column.notNull())
      .addColumn("base_version", "integer")
      .addColumn("open", "integer", (column) => column.notNull())
      .addColumn("translation_sources", "text", (column) => column.notNull())
      .addColumn("saved_by", "text", (column) => column.notNull())
      .addColumn("saved_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("content_drafts_pk", ["kind", "key"])
      .execute();
    await db.schema.createIndex("content_drafts_open").on("content_drafts").column("open").execute();
    await db.schema
      .createTable("content_approvals")
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("draft_version", "integer", (column) => column.notNull())
      .addColumn("approved_by", "text", (column) => column.notNull())
      .addColumn("approved_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("content_approvals_pk", ["kind", "key", "draft_version"])
      .execute();
    await db.schema
      .createTable("content_publish_lease")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("holder", "text")
      .addColumn("expires_at", "text", (column) => column.notNull())
      .execute();
    await db
      .insertInto("content_publish_lease" as never)
      .values({ id: PUBLISH_LEASE_ID, holder: null, expires_at: "" } as never)
      .execute();
    // Who may edit and who may publish the site's content (administrators may always do both).
    await db.schema
      .alterTable("desk_accounts")
      .addColumn("content_edit", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("desk_accounts")
      .addColumn("content_publish", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("desk_accounts").dropColumn("content_publish").execute();
    await db.schema.alterTable("desk_accounts").dropColumn("content_edit").execute();
    for (const table of ["content_publish_lease", "content_approvals", "content_drafts", "content_versions"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
