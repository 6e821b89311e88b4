/**
 * The published site's history: one row per release, each a whole snapshot of the site's editable
 * content (JSON), never changed once live except to say it was superseded. Text timestamps (ISO-8601
 * UTC) and JSON as text, as every table of the store.
 */
import type { Kysely, Migration } from "kysely";

export type ReleaseState = "rendering" | "live" | "failed" | "superseded";
export type ReleaseReason = "seed" | "publish" | "rollback" | "schedule" | "import";

export interface SiteReleasesTable {
  /** 1, 2, 3…: what staff and the desk call a release. */
  number: number;
  /** The whole editable content of the site (SiteContent) as JSON. */
  content: string;
  state: ReleaseState;
  /** Why it did not go live: [{ path, message }] as JSON; "[]" otherwise. */
  problems: string;
  reason: ReleaseReason;
  /** The release it restores, for a rollback. */
  restores: number | null;
  /** The id of the builds that rendered it first. */
  build_id: string;
  /** A desk account's e-mail, or "seed" / "schedule" for the server itself. */
  created_by: string;
  created_at: string;
  live_at: string | null;
  /**
   * Which process rendered it, "<instance>#<pid>" (0020): a release left `rendering` by a process that is
   * gone is marked failed when its instance starts again. Null for releases from before 0020.
   */
  written_by: string | null;
}

/** 0020: who is rendering a release, so a restarted instance recognises its own interrupted publish. */
export const releaseWriterMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("site_releases").addColumn("written_by", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("site_releases").dropColumn("written_by").execute();
  },
};

export type ReleaseSchema = { site_releases: SiteReleasesTable };

export const siteReleasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("site_releases")
      .addColumn("number", "integer", (column) => column.primaryKey())
      .addColumn("content", "text", (column) => column.notNull())
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("problems", "text", (column) => column.notNull())
      .addColumn("reason", "text", (column) => column.notNull())
      .addColumn("restores", "integer")
      .addColumn("build_id", "text", (column) => column.notNull())
      .addColumn("created_by", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("live_at", "text")
      .execute();
    await db.schema.createIndex("site_releases_state").on("site_releases").columns(["state", "number"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("site_releases").execute();
  },
};
