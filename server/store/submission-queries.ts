/** Submissions as staff and retention see them: listing, finding a person's, and deleting. */
import { setTimeout as sleep } from "node:timers/promises";
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import { normalisePhone } from "#schemas/phone";
import { type AuditEntry, appendAuditIn } from "./audit-queries";
import type { DatabaseHandle, Dialect } from "./dialect";
import type { EmailRole, EmailStatus, SubmissionKind } from "./schema";

export type StoredEmail = {
  role: EmailRole;
  recipient: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
};

export type StoredSubmission = {
  referenceId: string;
  kind: SubmissionKind;
  locale: string;
  receivedAt: Date;
  payload: Record<string, string>;
  /** The honeypot was filled: kept for staff to judge, never e-mailed. */
  suspectedSpam: boolean;
  emails: StoredEmail[];
};

/** A person asking what is held about them, or asking for it to be erased, by e-mail or phone. */
export type ContactQuery = { email: string } | { phone: string };

export type DeletedSubmissions = { deleted: number; keptPending: number; deletedReferences: string[] };

/**
 * Who an erasure is about and which of their submissions go: all of them, `only` those the
 * administrator was shown, or all `except` some (a family's shared phone). `audit` names the entry
 * written in the same transaction as each deletion.
 */
export type ErasureRequest = {
  contact: ContactQuery;
  only?: string[];
  except?: string[];
  audit?: (references: string[]) => AuditEntry;
};

/** A payload field's value in SQL: the JSON text read by SQLite's json_extract or PostgreSQL's ->>. */
export function payloadField(dialect: Dialect, name: string): RawBuilder<string | null> {
  const payload = sql.ref("submissions.payload");
  return dialect === "sqlite"
    ? sql`json_extract(${payload}, ${sql.lit(`$.${name}`)})`
    : sql`(cast(${payload} as json) ->> ${sql.lit(name)})`;
}

/**
 * The submissions that belong to this person, matched exactly in the database: the e-mail field in
 * any case, or the phone number (stored normalised by the forms' schemas) in the field each form keeps
 * it in. Text that merely mentions the address or number does not match, and nothing is left out
 * however many other submissions mention it.
 */
export function belongsTo(dialect: Dialect, contact: ContactQuery): Expression<SqlBool> {
  if ("email" in contact) return sql<SqlBool>`lower(trim(${payloadField(dialect, "email")})) = ${contact.email.trim().toLowerCase()}`;
  const phone = normalisePhone(contact.phone);
  return sql<SqlBool>`(${payloadField(dialect, "phone")} = ${phone} or ${payloadField(dialect, "phoneNumber")} = ${phone})`;
}

/**
 * A submission none of whose e-mails a worker holds now (claimed, its lease running). A held e-mail is
 * being handed to the mail server or written to a file, which cannot be undone; a deletion waits for
 * it, then deletes and removes the file, so nothing is written or sent after an erasure.
 */
export const noDeliveryInFlight = (at: Date) =>
  sql<SqlBool>`not exists (select 1 from outbox where outbox.submission_id = submissions.id and outbox.status = 'pending' and outbox.claimed_by is not null and outbox.locked_until > ${at.toISOString()})`;

/** Waits while a worker holds one of the e-mails: one lease (renewed while it sends) and a margin. */
const DELIVERY_WAIT_MS = 150_000;
const DELIVERY_POLL_MS = 50;

export function submissionQueries({ db, dialect, writeTransaction, forgetDeletedRows }: DatabaseHandle) {
  /**
   * Deletes the submissions `which` selects, with their e-mails and desk history, waiting for any
   * e-mail of theirs being delivered right now (see noDeliveryInFlight); then what the database keeps
   * of deleted rows goes too. Returns the references deleted.
   */
  async function eraseWhere(which: Expression<SqlBool>, audit?: (references: string[]) => AuditEntry): Promise<string[]> {
    const erased: string[] = [];
    const deadline = Date.now() + DELIVERY_WAIT_MS;
    for (;;) {
      const { references, held } = await writeTransaction(async (trx) => {
        // PostgreSQL: a worker claiming one of these e-mails now either committed first (its claim is
        // seen below) or waits for this transaction, then finds the row gone. SQLite's write lock
        // already serialises the two.
        if (dialect === "postgres") {
          await trx
            .selectFrom("outbox")
            .select("id")
            .where("submission_id", "in", trx.selectFrom("submissions").select("id").where(which))
            .forUpdate()
            .execute();
        }
        const deleted = await trx
          .deleteFrom("submissions")
          .where(which)
          .where(noDeliveryInFlight(new Date()))
          .returning("reference_id")
          .execute();
        const deletedReferences = deleted.map((row) => row.reference_id);
        if (audit && deletedReferences.length > 0) await appendAuditIn(trx, dialect, audit(deletedReferences));
        const left = await trx
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll().as("count"))
          .where(which)
          .executeTakeFirstOrThrow();
        return { references: deletedReferences, held: Number(left.count) };
      });
      erased.push(...references);
      if (held === 0 || Date.now() >= deadline) break;
      await sleep(DELIVERY_POLL_MS);
    }
    if (erased.length > 0) await forgetDeletedRows();
    return erased;
  }

  /**
   * An erasure request by e-mail or phone: deletes that person's submissions (all, or those the
   * request picks), with their e-mails, whatever their state. Returns the references erased.
   */
  async function eraseSubmissions({ contact, only, except, audit }: ErasureRequest): Promise<string[]> {
    if (only?.length === 0) return [];
    const picked = only ? sql` and submissions.reference_id in (${sql.join(only)})` : sql``;
    const leftOut = except?.length ? sql` and submissions.reference_id not in (${sql.join(except)})` : sql``;
    return eraseWhere(sql<SqlBool>`(${belongsTo(dialect, contact)}${picked}${leftOut})`, audit);
  }

  /** Newest first, with each submission's e-mails; `ids` picks some, `limit` caps how many. */
  async function loadSubmissions({ limit, ids }: { limit?: number; ids?: string[] }): Promise<StoredSubmission[]> {
    if (ids?.length === 0) return [];
    let query = db.selectFrom("submissions").orderBy("created_at", "desc");
    if (ids !== undefined) query = query.where("id", "in", ids);
    if (limit !== undefined) query = query.limit(limit);
    const submissions = await query.selectAll().execute();
    if (submissions.length === 0) return [];
    // By subquery rather than a list of ids: an export of every submission would pass the
    // databases' limits on bound parameters.
    const emails = await db
      .selectFrom("outbox")
      .select(["submission_id", "role", "recipient", "status", "attempts", "last_error", "sent_at"])
      .where("submission_id", "in", query.select("id"))
      .orderBy("role", "desc")
      .execute();
    return submissions.map((row) => ({
      referenceId: row.reference_id,
      kind: row.kind,
      locale: row.locale,
      receivedAt: new Date(row.created_at),
      payload: JSON.parse(row.payload) as Record<string, string>,
      suspectedSpam: Number(row.suspected_spam) === 1,
      emails: emails
        .filter((email) => email.submission_id === row.id)
        .map((email) => ({
          role: email.role,
          recipient: email.recipient,
          status: email.status,
          attempts: Number(email.attempts),
          lastError: email.last_error,
          sentAt: email.sent_at === null ? null : new Date(email.sent_at),
        })),
    }));
  }

  return {
    /** Newest first, with each submission's e-mails; every submission when `limit` is omitted. */
    listSubmissions: (limit?: number) => loadSubmissions({ limit }),

    /** An access request: every submission that carries this e-mail address or phone number. */
    async findSubmissionsByContact(query: ContactQuery): Promise<StoredSubmission[]> {
      const rows = await db.selectFrom("submissions").select("id").where(belongsTo(dialect, query)).execute();
      return loadSubmissions({ ids: rows.map((row) => row.id) });
    },

    /**
     * Deletes submissions received before `cutoff`, with their e-mails, except those whose e-mail is
     * still waiting to be delivered: the desk has not seen them yet. Returns the references deleted, so
     * copies kept elsewhere (written .eml files) can go too.
     */
    async deleteSubmissionsReceivedBefore(cutoff: Date): Promise<DeletedSubmissions> {
      const before = cutoff.toISOString();
      const deleted = await writeTransaction(async (trx) => {
        const deletedRows = await trx
          .deleteFrom("submissions")
          .where("created_at", "<", before)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("outbox")
                  .select("outbox.id")
                  .whereRef("outbox.submission_id", "=", "submissions.id")
                  .where("outbox.status", "=", "pending"),
              ),
            ),
          )
          .returning("reference_id")
          .execute();
        const kept = await trx
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("created_at", "<", before)
          .executeTakeFirstOrThrow();
        return {
          deleted: deletedRows.length,
          keptPending: Number(kept.count),
          deletedReferences: deletedRows.map((row) => row.reference_id),
        };
      });
      if (deleted.deleted > 0) await forgetDeletedRows();
      return deleted;
    },

    /** An erasure request: deletes the submission and its e-mails whatever their state. */
    async deleteSubmissionByReference(referenceId: string): Promise<boolean> {
      const erased = await eraseWhere(sql<SqlBool>`submissions.reference_id = ${referenceId}`);
      return erased.length > 0;
    },

    /**
     * An erasure request by e-mail or phone: deletes that person's submissions (all, or those the
     * request picks), with their e-mails, whatever their state. Returns the references erased.
     */
    eraseSubmissions,

    /** Every submission of this person, with their e-mails. Returns the references erased. */
    deleteSubmissionsByContact: (query: ContactQuery) => eraseSubmissions({ contact: query }),
  };
}
