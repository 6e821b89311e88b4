/**
 * The schema's history, compiled into the server so nothing is read from disk at run time. Only the
 * schema builder is used, so the same migrations run on PostgreSQL. Never edit a shipped migration:
 * add the next one.
 */
import { type Kysely, type Migration, Migrator, sql } from "kysely";
import type { Database } from "./schema";
import { frontDeskMigration } from "../desk/desk-tables";
import { signInMigration } from "../desk/accounts/sign-in-migration";
import { auditChainMigration } from "./audit-chain";
import { secondFactorMigration } from "../desk/accounts/second-factor-migration";
import { referenceAliasesMigration } from "./reference-aliases";
import { releaseWriterMigration, siteReleasesMigration } from "../publish/release-tables";
import {
  contentEditingMigration,
  draftProtectedAuthorsMigration,
  draftRevertsMigration,
  publishProgressMigration,
} from "../content/content-tables";
import { mediaMigration } from "../media/media-tables";
import { callBackQueueMigration } from "../desk/queue/call-back-queue-migration";
import { queueCountsMigration } from "./queue-counts";
import { queueFactsMigration } from "./queue-facts";

const migrations: Record<string, Migration> = {
  "0001-submissions-and-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("submissions")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("reference_id", "text", (column) => column.notNull().unique())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("payload", "text", (column) => column.notNull())
        .addColumn("locale", "text", (column) => column.notNull())
        .addColumn("fingerprint", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("submissions_fingerprint_created_at").on("submissions").columns(["fingerprint", "created_at"]).execute();
      await db.schema.createIndex("submissions_created_at").on("submissions").column("created_at").execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("submission_id", "text", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("role", "text", (column) => column.notNull())
        .addColumn("message_id", "text", (column) => column.notNull())
        .addColumn("recipient", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (column) => column.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("outbox_status_next_attempt_at").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_submission_id").on("outbox").column("submission_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("outbox").execute();
      await db.schema.dropTable("submissions").execute();
    },
  },
  "0002-outbox-claimed-by": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("claimed_by", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").dropColumn("claimed_by").execute();
    },
  },
  "0003-suspected-spam-and-audit-log": {
    async up(db: Kysely<unknown>) {
      // 0 or 1: SQLite has no booleans. A filled honeypot keeps the submission, flagged and never e-mailed.
      await db.schema
        .alterTable("submissions")
        .addColumn("suspected_spam", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      // No foreign key to submissions: the record of an erasure must outlive what it erased.
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("at", "text", (column) => column.notNull())
        .addColumn("who", "text", (column) => column.notNull())
        .addColumn("host", "text", (column) => column.notNull())
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("subject", "text", (column) => column.notNull())
        .addColumn("row_count", "integer", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("audit_log").execute();
      await db.schema.alterTable("submissions").dropColumn("suspected_spam").execute();
    },
  },
  // The front desk's own tables (server/desk). Numbered well after the others so migrations added
  // alongside it land before it; the next one after it is 0011.
  "0010-front-desk": frontDeskMigration,
  "0012-sign-in": signInMigration,
  "0013-audit-chain": auditChainMigration,
  "0014-second-factor": secondFactorMigration,
  "0015-reference-aliases": referenceAliasesMigration,
  // The published site's content, release by release (server/publish).
  "0016-site-releases": siteReleasesMigration,
  // Drafts, versions and approvals of the site's content, and who may edit and publish it (server/content).
  "0017-content-editing": contentEditingMigration,
  // Uploaded pictures and documents (server/media).
  "0018-media": mediaMigration,
  "0019-call-back-queue": callBackQueueMigration,
  // Which process renders a release: one interrupted by a crash is recognised at the next start (server/publish).
  "0020-release-writer": releaseWriterMigration,
  // Who changed a fact that needs a second person in a draft: none of them may approve it (server/content).
  "0021-draft-protected-authors": draftProtectedAuthorsMigration,
  // What an imported draft would undo of what is live: not chosen by default, confirmed apart (server/content).
  "0022-draft-reverts": draftRevertsMigration,
  // How far a publish is, where the desk of every instance reads it (server/content).
  "0023-publish-progress": publishProgressMigration,
  // What the desk's queue sorts and filters by, on each submission's row, with the open views' index (server/desk).
  "0024-queue-facts": queueFactsMigration,
  // How many requests each status holds, kept by triggers so the desk's tabs do not count the table (server/desk).
  "0025-queue-counts": queueCountsMigration,
};

/**
 * Any number, the same in every instance: the PostgreSQL advisory lock migrations are run under.
 * Kysely's own migration lock lives in a table it first creates; two instances starting together on an
 * empty database race to create it, and one fails. The advisory lock needs no table.
 */
const MIGRATION_LOCK_KEY = 4_832_117;

/** `migrationTableSchema`: where Kysely keeps its record of applied migrations (see dialect.ts). */
export async function migrateToLatest(db: Kysely<Database>, migrationTableSchema?: string, dialect?: "sqlite" | "postgres"): Promise<void> {
  if (dialect !== "postgres") return migrateOn(db, migrationTableSchema);
  // A session lock, so the same connection takes it, migrates and lets it go.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await migrateOn(connection, migrationTableSchema);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

/** The schema as it was after the named migration, and no further: for a test of the next one on rows stored before it. */
export async function migrateUpTo(db: Kysely<Database>, name: string, migrationTableSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Database migration to ${name} failed`, { cause: error });
}

async function migrateOn(db: Kysely<Database>, migrationTableSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`Database migration ${failed ?? ""} failed`, { cause: error });
  }
}
