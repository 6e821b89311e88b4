/** Submissions as staff and retention see them: listing, finding a person's, and deleting. */
import type { Kysely } from "kysely";
import { normalisePhone } from "#schemas/phone";
import type { DatabaseHandle } from "./dialect";
import type { Database, EmailRole, EmailStatus, SubmissionKind } from "./schema";

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

/** The payload field each form keeps the phone number in. */
const PHONE_FIELDS = ["phone", "phoneNumber"] as const;

function matchesContact(payload: Record<string, string>, query: ContactQuery): boolean {
  if ("email" in query) return (payload.email ?? "").trim().toLowerCase() === query.email.trim().toLowerCase();
  const wanted = normalisePhone(query.phone);
  return PHONE_FIELDS.some((name) => payload[name] !== undefined && normalisePhone(payload[name]) === wanted);
}

/** Ids of the submissions that belong to this person. */
async function idsForContact(db: Kysely<Database>, query: ContactQuery): Promise<string[]> {
  // Contact details live inside the JSON payload, stored exactly as validated; comparing in code rather
  // than in SQL reads the same on SQLite and PostgreSQL. Retention bounds the table to 180 days of
  // submissions, so a scan is a fraction of a second even for a busy hospital.
  const rows = await db.selectFrom("submissions").select(["id", "payload"]).execute();
  return rows.filter((row) => matchesContact(JSON.parse(row.payload) as Record<string, string>, query)).map((row) => row.id);
}

export function submissionQueries({ db, writeTransaction }: DatabaseHandle) {
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
      return loadSubmissions({ ids: await idsForContact(db, query) });
    },

    /**
     * Deletes submissions received before `cutoff`, with their e-mails, except those whose e-mail is
     * still waiting to be delivered: the desk has not seen them yet. Returns the references deleted, so
     * copies kept elsewhere (written .eml files) can go too.
     */
    async deleteSubmissionsReceivedBefore(cutoff: Date): Promise<DeletedSubmissions> {
      const before = cutoff.toISOString();
      return writeTransaction(async (trx) => {
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
    },

    /** An erasure request: deletes the submission and its e-mails whatever their state. */
    async deleteSubmissionByReference(referenceId: string): Promise<boolean> {
      const result = await db.deleteFrom("submissions").where("reference_id", "=", referenceId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * An erasure request by e-mail or phone: deletes every submission of that person, with their
     * e-mails, whatever their state. Returns the references erased.
     */
    async deleteSubmissionsByContact(query: ContactQuery): Promise<string[]> {
      return writeTransaction(async (trx) => {
        const ids = await idsForContact(trx, query);
        if (ids.length === 0) return [];
        const deleted = await trx.deleteFrom("submissions").where("id", "in", ids).returning("reference_id").execute();
        return deleted.map((row) => row.reference_id);
      });
    },
  };
}
