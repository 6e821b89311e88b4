/**
 * Storing a submission with its e-mails, atomically, at the rate a burst of form posts arrives. On
 * SQLite a disk sync per commit (synchronous=FULL) caps commits per second, so concurrent submissions
 * share commits; on PostgreSQL each has its own transaction on a pooled connection.
 */
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { addressOf, type EmailMessage } from "../mail/email-message";
import { acknowledgedRecently } from "./acknowledgement-limit";
import { referenceTaken } from "./reference-aliases";
import { textFactsOf } from "./queue-facts";
import type { DatabaseHandle } from "./dialect";
import type { Database, EmailRole, SubmissionKind, SubmissionsTable } from "./schema";

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
  /** The honeypot was filled: stored flagged for staff to judge, and no e-mail is queued. */
  suspectedSpam?: boolean;
};

export type AcceptedSubmission = { referenceId: string; duplicate: boolean };

type Waiting = { submission: NewSubmission; resolve: (accepted: AcceptedSubmission) => void; reject: (error: unknown) => void };

// Large enough to take a burst in one commit, small enough that one commit stays short.
const GROUP_COMMIT_LIMIT = 200;
const REFERENCE_ATTEMPTS = 5;

export function submissionAcceptor({ writeTransaction, lockKey, sharesCommits }: DatabaseHandle) {
  const waiting: Waiting[] = [];
  let committing = false;

  /**
   * Group commit: submissions that arrive while a commit is under way go into the next one together.
   * Each still resolves only after the commit holding it, so nothing is acknowledged early. If a group
   * fails, each member is retried alone, so one bad submission cannot fail the others.
   */
  async function commitWaiting() {
    committing = true;
    try {
      while (waiting.length > 0) {
        const group = waiting.splice(0, GROUP_COMMIT_LIMIT);
        try {
          const results = await writeTransaction(async (trx) => {
            const accepted: AcceptedSubmission[] = [];
            for (const { submission } of group) accepted.push(await storeSubmission(trx, submission, lockKey));
            return accepted;
          });
          group.forEach((member, index) => member.resolve(results[index]!));
        } catch (error) {
          if (group.length === 1) group[0]!.reject(error);
          else for (const member of group) await storeAlone(member);
        }
      }
    } finally {
      committing = false;
    }
  }

  async function storeAlone({ submission, resolve, reject }: Waiting) {
    try {
      resolve(await writeTransaction((trx) => storeSubmission(trx, submission, lockKey)));
    } catch (error) {
      reject(error);
    }
  }

  return {
    /**
     * Stores the submission and its e-mails in one transaction, or finds the same submission stored
     * within the duplicate window and stores nothing. The check and the insert run under a lock on the
     * fingerprint, so two identical requests at once, even at two instances, still leave one row.
     */
    acceptSubmission(submission: NewSubmission): Promise<AcceptedSubmission> {
      return new Promise((resolve, reject) => {
        if (!sharesCommits) {
          void storeAlone({ submission, resolve, reject });
          return;
        }
        waiting.push({ submission, resolve, reject });
        if (!committing) void commitWaiting();
      });
    },
  };
}

async function storeSubmission(
  trx: Kysely<Database>,
  submission: NewSubmission,
  lockKey: DatabaseHandle["lockKey"],
): Promise<AcceptedSubmission> {
  await lockKey(trx, `submission:${submission.fingerprint}`);
  const windowStart = new Date(submission.receivedAt.getTime() - submission.duplicateWindowMs);
  const earlier = await trx
    .selectFrom("submissions")
    .select("id")
    .where("fingerprint", "=", submission.fingerprint)
    .where("created_at", ">=", windowStart.toISOString())
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  // Never the first sender's reference: a fresh one that names the same request (reference-aliases.ts).
  if (earlier) return { referenceId: await insertAlias(trx, submission, earlier.id), duplicate: true };

  const submissionId = randomUUID();
  const createdAt = submission.receivedAt.toISOString();
  const referenceId = await insertWithUnusedReference(trx, submission.newReferenceId, (reference_id) => ({
    id: submissionId,
    reference_id,
    kind: submission.kind,
    payload: JSON.stringify(submission.payload),
    locale: submission.locale,
    fingerprint: submission.fingerprint,
    created_at: createdAt,
    suspected_spam: submission.suspectedSpam ? 1 : 0,
    // The queue's facts, found once here rather than on every answer of the desk (server/desk/queue/queue-facts.ts).
    queue_status: submission.suspectedSpam ? "spam" : "new",
    queue_changed_at: createdAt,
    ...textFactsOf(submission.kind, submission.payload),
  }));
  // Suspected spam is kept for the staff to look at, never e-mailed.
  const emails = submission.suspectedSpam ? [] : submission.composeEmails(referenceId);
  for (const { role, message } of emails) {
    if (role === "acknowledgement" && (await acknowledgedRecently(trx, lockKey, addressOf(message.to), submission.receivedAt))) continue;
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
        claimed_by: null,
        last_error: null,
        sent_at: null,
        created_at: createdAt,
      })
      .execute();
  }
  return { referenceId, duplicate: false };
}

/** Another reference for the stored submission, drawn like a new one's and never one already taken. */
async function insertAlias(trx: Kysely<Database>, submission: NewSubmission, submissionId: string): Promise<string> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const candidate = submission.newReferenceId();
    if (await referenceTaken(trx, candidate)) continue;
    const inserted = await trx
      .insertInto("submission_aliases")
      .values({ reference_id: candidate, submission_id: submissionId, created_at: submission.receivedAt.toISOString() })
      .onConflict((conflict) => conflict.column("reference_id").doNothing())
      .returning("reference_id")
      .executeTakeFirst();
    if (inserted) return candidate;
  }
  throw new Error("Could not draw an unused reference id");
}

/**
 * Inserts the submission under a freshly drawn reference id, drawing again if another submission has
 * it. The unique index decides, so two instances drawing the same id at once cannot both keep it.
 */
async function insertWithUnusedReference(
  trx: Kysely<Database>,
  draw: () => string,
  row: (referenceId: string) => Insertable<SubmissionsTable>,
): Promise<string> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const candidate = draw();
    if (await referenceTaken(trx, candidate)) continue;
    const inserted = await trx
      .insertInto("submissions")
      .values(row(candidate))
      .onConflict((conflict) => conflict.column("reference_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return candidate;
  }
  throw new Error("Could not draw an unused reference id");
}
