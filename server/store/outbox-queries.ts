/** The outbox's rows as the delivery worker sees them: claim what is due, record what happened. */
import type { Kysely } from "kysely";
import type { EmailMessage } from "../mail/email-message";
import type { DatabaseHandle } from "./dialect";
import type { Database, EmailRole } from "./schema";

export type ClaimedEmail = {
  id: string;
  role: EmailRole;
  recipient: string;
  message: EmailMessage;
  /** Attempts made before this one. */
  attempts: number;
  createdAt: Date;
};

export type DeliveryOutcome =
  | { id: string; attempts: number; status: "sent"; at: Date }
  | { id: string; attempts: number; status: "pending"; nextAttemptAt: Date; error: string }
  | { id: string; attempts: number; status: "failed"; error: string };

/** An e-mail that could not be delivered for a whole retry window and is no longer tried. */
export type FailedEmail = {
  referenceId: string;
  role: EmailRole;
  recipient: string;
  attempts: number;
  lastError: string | null;
  queuedAt: Date;
};

/** `claimant` is the claiming instance's id (INSTANCE_ID); the claim lasts `leaseMs` unless renewed. */
export type ClaimRequest = { now: Date; limit: number; leaseMs: number; claimant: string };

/**
 * Claims are leases: a row claimed by one worker is skipped by the others until `locked_until` has
 * passed, so an instance that died mid-send strands nothing for longer than a lease. The worker renews
 * its leases while it sends, and an instance that restarts under the same id frees its old ones at once.
 */
export function outboxQueries({ db, writeTransaction, skipLockedRows }: DatabaseHandle) {
  return {
    /** Takes up to `limit` due e-mails, oldest due first, and leases them to `claimant`. */
    async claimDueEmails({ now, limit, leaseMs, claimant }: ClaimRequest): Promise<ClaimedEmail[]> {
      const at = now.toISOString();
      const rows = await db
        .updateTable("outbox")
        .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), claimed_by: claimant })
        .where("id", "in", (eb) =>
          eb
            .selectFrom("outbox")
            .select("id")
            .where("status", "=", "pending")
            .where("next_attempt_at", "<=", at)
            .where((inner) => inner.or([inner("locked_until", "is", null), inner("locked_until", "<=", at)]))
            .orderBy("next_attempt_at")
            .limit(limit)
            .$call(skipLockedRows),
        )
        .returning(["id", "role", "recipient", "message", "attempts", "created_at", "next_attempt_at"])
        .execute();
      return rows
        .sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at))
        .map((row) => ({
          id: row.id,
          role: row.role,
          recipient: row.recipient,
          message: JSON.parse(row.message) as EmailMessage,
          attempts: Number(row.attempts),
          createdAt: new Date(row.created_at),
        }));
    },

    /** Extends `claimant`'s leases on these e-mails while they are still being sent. */
    async renewClaims({ ids, claimant, until }: { ids: string[]; claimant: string; until: Date }): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable("outbox")
        .set({ locked_until: until.toISOString() })
        .where("id", "in", ids)
        .where("claimed_by", "=", claimant)
        .where("status", "=", "pending")
        .execute();
    },

    /**
     * Records a batch of attempts in one commit (one disk sync instead of one per e-mail). A success
     * is always recorded, so nobody sends that e-mail again. A failure is recorded only while the
     * claim is still `claimant`'s: if its lease ran out and another worker took the e-mail over, that
     * worker's attempt decides. `sentButErased`: e-mails sent whose row was gone, erased meanwhile,
     * which an erasure waits for unless the worker's lease ran out first (a stalled process).
     */
    async recordDeliveries(outcomes: DeliveryOutcome[], claimant: string): Promise<{ sentButErased: string[] }> {
      if (outcomes.length === 0) return { sentButErased: [] };
      return writeTransaction(async (trx) => {
        const sentButErased: string[] = [];
        for (const outcome of outcomes) {
          const [result] = await recordDelivery(trx, outcome, claimant);
          if (outcome.status === "sent" && Number(result?.numUpdatedRows ?? 0) === 0) sentButErased.push(outcome.id);
        }
        return { sentButErased };
      });
    },

    /** Every e-mail marked failed for good, oldest first, with the submission it belongs to. */
    async listFailedEmails(): Promise<FailedEmail[]> {
      const rows = await db
        .selectFrom("outbox")
        .innerJoin("submissions", "submissions.id", "outbox.submission_id")
        .select([
          "submissions.reference_id",
          "outbox.role",
          "outbox.recipient",
          "outbox.attempts",
          "outbox.last_error",
          "outbox.created_at",
        ])
        .where("outbox.status", "=", "failed")
        .orderBy("outbox.created_at")
        .execute();
      return rows.map((row) => ({
        referenceId: row.reference_id,
        role: row.role,
        recipient: row.recipient,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        queuedAt: new Date(row.created_at),
      }));
    },

    /** How many e-mails are marked failed for good: the server alerts while there are any. */
    async countFailedEmails(): Promise<number> {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("status", "=", "failed")
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Puts failed e-mails back in the queue, due at once: all of them, or those of one submission.
     * Their retry window starts again from `now` (created_at), or the first new failure would end it.
     */
    async requeueFailedEmails({ now, referenceId }: { now: Date; referenceId?: string }): Promise<number> {
      let update = db
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: now.toISOString(), created_at: now.toISOString(), locked_until: null, claimed_by: null })
        .where("status", "=", "failed");
      if (referenceId !== undefined) {
        update = update.where("submission_id", "in", (eb) =>
          eb.selectFrom("submissions").select("id").where("reference_id", "=", referenceId),
        );
      }
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Frees the claims `claimant` holds. At start-up these are leftovers of the same instance's previous
     * process, which died mid-send: nothing else uses its id, so they need not wait for their leases.
     */
    async releaseClaimsOf(claimant: string): Promise<number> {
      const result = await db
        .updateTable("outbox")
        .set({ locked_until: null, claimed_by: null })
        .where("claimed_by", "=", claimant)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

function recordDelivery(trx: Kysely<Database>, outcome: DeliveryOutcome, claimant: string) {
  const common = { attempts: outcome.attempts, locked_until: null, claimed_by: null };
  const update = trx.updateTable("outbox").where("id", "=", outcome.id);
  const stillClaimed = update.where("claimed_by", "=", claimant).where("status", "=", "pending");
  switch (outcome.status) {
    case "sent":
      return update.set({ ...common, status: "sent", sent_at: outcome.at.toISOString(), last_error: null }).execute();
    case "pending":
      return stillClaimed.set({ ...common, next_attempt_at: outcome.nextAttemptAt.toISOString(), last_error: outcome.error }).execute();
    case "failed":
      return stillClaimed.set({ ...common, status: "failed", last_error: outcome.error }).execute();
  }
}
