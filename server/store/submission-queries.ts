/** Submissions as staff and retention see them: listing and deleting. */
import type { DatabaseHandle } from "./dialect";
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
  emails: StoredEmail[];
};

export function submissionQueries({ db, writeTransaction }: DatabaseHandle) {
  return {
    /** Newest first, with each submission's e-mails; every submission when `limit` is omitted. */
    async listSubmissions(limit?: number): Promise<StoredSubmission[]> {
      let query = db.selectFrom("submissions").orderBy("created_at", "desc");
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
    },

    /**
     * Deletes submissions received before `cutoff`, with their e-mails, except those whose e-mail is
     * still waiting to be delivered: the desk has not seen them yet.
     */
    async deleteSubmissionsReceivedBefore(cutoff: Date): Promise<{ deleted: number; keptPending: number }> {
      const before = cutoff.toISOString();
      return writeTransaction(async (trx) => {
        const result = await trx
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
          .executeTakeFirst();
        const kept = await trx
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("created_at", "<", before)
          .executeTakeFirstOrThrow();
        return { deleted: Number(result.numDeletedRows), keptPending: Number(kept.count) };
      });
    },

    /** An erasure request: deletes the submission and its e-mails whatever their state. */
    async deleteSubmissionByReference(referenceId: string): Promise<boolean> {
      const result = await db.deleteFrom("submissions").where("reference_id", "=", referenceId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
