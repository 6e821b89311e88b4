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

export type ClaimRequest = { now: Date; limit: number; leaseMs: number };

export function outboxQueries({ db, writeTransaction }: DatabaseHandle) {
  return {
    /**
     * Takes up to `limit` due e-mails, oldest due first, and leases them so another worker skips them.
     * Several instances on PostgreSQL would add `for update skip locked` to the inner select.
     */
    async claimDueEmails({ now, limit, leaseMs }: ClaimRequest): Promise<ClaimedEmail[]> {
      const at = now.toISOString();
      const rows = await db
        .updateTable("outbox")
        .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where("id", "in", (eb) =>
          eb
            .selectFrom("outbox")
            .select("id")
            .where("status", "=", "pending")
            .where("next_attempt_at", "<=", at)
            .where((inner) => inner.or([inner("locked_until", "is", null), inner("locked_until", "<=", at)]))
            .orderBy("next_attempt_at")
            .limit(limit),
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

    /** Records a batch of attempts in one commit (one disk sync instead of one per e-mail). */
    async recordDeliveries(outcomes: DeliveryOutcome[]): Promise<void> {
      if (outcomes.length === 0) return;
      await writeTransaction(async (trx) => {
        for (const outcome of outcomes) await recordDelivery(trx, outcome);
      });
    },

    /**
     * Frees every lease. One worker runs per database today, so at start-up any lease is a leftover of
     * a process that died mid-send; with several instances, leases would carry their owner instead.
     */
    async releaseClaims(): Promise<void> {
      await db.updateTable("outbox").set({ locked_until: null }).where("status", "=", "pending").execute();
    },
  };
}

function recordDelivery(trx: Kysely<Database>, outcome: DeliveryOutcome) {
  const common = { attempts: outcome.attempts, locked_until: null };
  const update = trx.updateTable("outbox").where("id", "=", outcome.id);
  switch (outcome.status) {
    case "sent":
      return update.set({ ...common, status: "sent", sent_at: outcome.at.toISOString(), last_error: null }).execute();
    case "pending":
      return update
        .set({ ...common, next_attempt_at: outcome.nextAttemptAt.toISOString(), last_error: outcome.error })
        .execute();
    case "failed":
      return update.set({ ...common, status: "failed", last_error: outcome.error }).execute();
  }
}
