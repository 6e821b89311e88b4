/**
 * At most one acknowledgement e-mail per address per day. With APPOINTMENT_ACKNOWLEDGEMENT on, the
 * appointment form would otherwise make the hospital's mail server write to any address, as often as
 * someone submits it: a relay for harassment, and a way to get the hospital's domain listed as a spam
 * source. The check runs in the transaction that queues the e-mail, under a lock on the address, so
 * two instances cannot both send one.
 */
import { type Kysely, sql } from "kysely";
import type { DatabaseHandle } from "./dialect";
import type { Database } from "./schema";

export const ACKNOWLEDGEMENT_INTERVAL_MS = 24 * 60 * 60 * 1000;

export async function acknowledgedRecently(
  trx: Kysely<Database>,
  lockKey: DatabaseHandle["lockKey"],
  recipient: string,
  receivedAt: Date,
): Promise<boolean> {
  // Addresses differ in case only by how they were typed; they reach the same mailbox.
  const address = recipient.trim().toLowerCase();
  await lockKey(trx, `acknowledgement:${address}`);
  const since = new Date(receivedAt.getTime() - ACKNOWLEDGEMENT_INTERVAL_MS).toISOString();
  const earlier = await trx
    .selectFrom("outbox")
    .select("id")
    .where("role", "=", "acknowledgement")
    .where(sql<string>`lower(recipient)`, "=", address)
    .where("created_at", ">", since)
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}
