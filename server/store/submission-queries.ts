/** Submissions: storing one with its e-mails atomically, listing them for staff, and deleting them. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { addressOf, type EmailMessage } from "../mail/email-message";
import type { DatabaseHandle } from "./dialect";
import type { Database, EmailRole, EmailStatus, SubmissionKind } from "./schema";

export type QueuedEmail = { role: EmailRole; message: EmailMessage };

export type NewSubmission = {
  kind: SubmissionKind;
  payload: Record<string, string>;
  locale: string;
  fingerprint: string;
  receivedAt: Date;
  /** A stored submission with the same fingerprint received this recently makes this one a duplicate. */
  duplicateWindowMs: number;
  /** Draws a fresh reference id; asked again in the unlikely case it is already taken. */
  newReferenceId: () => string;
  /** The e-mails to queue, composed once the reference id is settled. */
  composeEmails: (referenceId: string) => QueuedEmail[];
};

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

const REFERENCE_ATTEMPTS = 5;

export function submissionQueries({ db, writeTransaction }: DatabaseHandle) {
  return {
    /**
     * Stores the submission and its e-mails in one transaction, or finds the same submission stored
     * within the duplicate window and stores nothing. The check and the insert share the write lock,
     * so two identical requests at once still leave one row.
     */
    acceptSubmission(submission: NewSubmission): Promise<{ referenceId: string; duplicate: boolean }> {
      return writeTransaction(async (trx) => {
        const windowStart = new Date(submission.receivedAt.getTime() - submission.duplicateWindowMs);
        const earlier = await trx
          .selectFrom("submissions")
          .select("reference_id")
          .where("fingerprint", "=", submission.fingerprint)
          .where("created_at", ">=", windowStart.toISOString())
          .orderBy("created_at")
          .limit(1)
          .executeTakeFirst();
        if (earlier) return { referenceId: earlier.reference_id, duplicate: true };

        const referenceId = await unusedReferenceId(trx, submission.newReferenceId);
        const submissionId = randomUUID();
        const createdAt = submission.receivedAt.toISOString();
        await trx
          .insertInto("submissions")
          .values({
            id: submissionId,
            reference_id: referenceId,
            kind: submission.kind,
            payload: JSON.stringify(submission.payload),
            locale: submission.locale,
            fingerprint: submission.fingerprint,
            created_at: createdAt,
          })
          .execute();
        for (const { role, message } of submission.composeEmails(referenceId)) {
          await trx
            .insertInto("outbox")
            .values({
              id: randomUUID(),
              submission_id: submissionId,
              role,
              message_id: message.messageId,
              recipient: addressOf(message.to),
              message: JSON.stringify(message),
              status: "pending",
              attempts: 0,
              next_attempt_at: createdAt,
              locked_until: null,
              last_error: null,
              sent_at: null,
              created_at: createdAt,
            })
            .execute();
        }
        return { referenceId, duplicate: false };
      });
    },

    /** Newest first, with each submission's e-mails; every submission when `limit` is omitted. */
    async listSubmissions(limit?: number): Promise<StoredSubmission[]> {
      let query = db.selectFrom("submissions").selectAll().orderBy("created_at", "desc");
      if (limit !== undefined) query = query.limit(limit);
      const submissions = await query.execute();
      if (submissions.length === 0) return [];
      const emails = await db
        .selectFrom("outbox")
        .select(["submission_id", "role", "recipient", "status", "attempts", "last_error", "sent_at"])
        .where(
          "submission_id",
          "in",
          submissions.map((row) => row.id),
        )
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

async function unusedReferenceId(trx: Kysely<Database>, draw: () => string): Promise<string> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const candidate = draw();
    const taken = await trx
      .selectFrom("submissions")
      .select("id")
      .where("reference_id", "=", candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error("Could not draw an unused reference id");
}
