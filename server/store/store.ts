/** The server's durable state: submissions and the e-mails waiting to be delivered. */
import { type DatabaseOptions, type Dialect, type Durability, openDatabase } from "./dialect";
import { submissionAcceptor } from "./accept-submission";
import { auditQueries } from "./audit-queries";
import { migrateToLatest } from "./migrations";
import { refreshTextFacts } from "./queue-facts";
import { outboxQueries } from "./outbox-queries";
import { submissionQueries } from "./submission-queries";
import { ownReference } from "./reference-aliases";

export type { ClaimedEmail, ClaimRequest, DeliveryOutcome, FailedEmail } from "./outbox-queries";
export type { AuditEntry, AuditQuery, StoredAuditEntry } from "./audit-queries";
export type { ChainCheck } from "./audit-chain";
export type { AcceptedSubmission, NewSubmission, QueuedEmail } from "./accept-submission";
export type { ContactQuery, DeletedSubmissions, StoredEmail, StoredSubmission } from "./submission-queries";
export type { AuditAction, EmailRole, EmailStatus, SubmissionKind } from "./schema";
export type { Dialect, Durability } from "./dialect";

/** SQLite in `dataDir` unless `databaseUrl` names a PostgreSQL database. */
export type StoreOptions = DatabaseOptions;

export type Readiness = {
  /** The database answered. */
  ok: boolean;
  dialect: Dialect;
  pendingEmails: number;
  failedEmails: number;
  oldestPendingAgeSeconds: number | null;
};

export type Store = ReturnType<typeof submissionAcceptor> &
  ReturnType<typeof submissionQueries> &
  ReturnType<typeof outboxQueries> &
  ReturnType<typeof auditQueries> & {
    /** The stored request's own reference for one its sender was given, which may be an alias of it. */
    ownReference(reference: string): Promise<string>;
    /** For GET /readyz: the store answers a query; the outbox backlog. Never throws. */
    readiness(): Promise<Readiness>;
    /** The journal mode and sync level in effect, read back from the database. */
    durability(): Promise<Durability>;
    close(): Promise<void>;
  };

/** Opens the database (creating SQLite's directory and file if needed) and brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const handle = openDatabase(options);
  try {
    await migrateToLatest(handle.db, await handle.migrationSchema(), handle.dialect);
    // Word lists changed since the stored requests' facts were found: found again, once.
    await refreshTextFacts(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const { db, dialect } = handle;

  return {
    ...submissionAcceptor(handle),
    ...submissionQueries(handle),
    ...outboxQueries(handle),
    ...auditQueries(handle),
    ownReference: (reference: string) => ownReference(db, reference),
    async readiness() {
      try {
        const rows = await db
          .selectFrom("outbox")
          .select((eb) => ["status", eb.fn.countAll().as("count"), eb.fn.min("created_at").as("oldest")])
          .where("status", "in", ["pending", "failed"])
          .groupBy("status")
          .execute();
        const pending = rows.find((row) => row.status === "pending");
        const failed = rows.find((row) => row.status === "failed");
        const oldest = pending?.oldest ? new Date(String(pending.oldest)).getTime() : null;
        return {
          ok: true,
          dialect,
          pendingEmails: Number(pending?.count ?? 0),
          failedEmails: Number(failed?.count ?? 0),
          oldestPendingAgeSeconds: oldest === null ? null : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
        };
      } catch {
        return { ok: false, dialect, pendingEmails: 0, failedEmails: 0, oldestPendingAgeSeconds: null };
      }
    },
    durability: handle.durability,
    close: handle.close,
  };
}
