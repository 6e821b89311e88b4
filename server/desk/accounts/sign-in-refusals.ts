/**
 * Refused sign-ins, summarised: per account (its id, or "" when the e-mail typed has none), client
 * address and 15-minute window, how many were refused for a wrong password and how many were held back
 * for too many attempts, with the first and the last. Counted in memory and written in one batch every
 * few seconds, so a flood of refusals costs no database write (nor fsync) per attempt; the summary is
 * written before an administrator reads it and when the server stops. Kept apart from the audit log,
 * which records who did what with patients' data, so that noise cannot push that out of view.
 */
import type { DeskDatabase } from "../desk-database";
import type { DeskSignInRefusalsTable } from "../desk-tables";
import { windowStartOf } from "./sign-in-migration";
import type { RefusalSummaryRow } from "#schemas/sign-in-refusals";

export const REFUSAL_FLUSH_MS = 5_000;
/** Keys counted between writes; past this the batch is written at once (a flood of new addresses). */
const MAX_PENDING = 5_000;

export type RefusalKind = "refused" | "held_back";
export type Refusal = { accountId: string | null; address: string; kind: RefusalKind; at: Date };

export type RefusalSummary = {
  note(refusal: Refusal): void;
  /** Writes what has been counted since the last write. */
  flush(): Promise<void>;
  read(limit: number): Promise<RefusalSummaryRow[]>;
  close(): Promise<void>;
};

export function createRefusalSummary(database: DeskDatabase, options: { flushEveryMs?: number; onError?: (error: unknown) => void } = {}) {
  let pending = new Map<string, DeskSignInRefusalsTable>();
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      const { db } = database;
      await database.write(
        batch.map((row) =>
          db
            .insertInto("desk_sign_in_refusals")
            .values(row)
            .onConflict((conflict) =>
              conflict.columns(["window_start", "account_id", "address"]).doUpdateSet((update) => ({
                refused: update("desk_sign_in_refusals.refused", "+", update.ref("excluded.refused")),
                held_back: update("desk_sign_in_refusals.held_back", "+", update.ref("excluded.held_back")),
                last_at: update.ref("excluded.last_at"),
              })),
            ),
        ),
      );
    });
    return writing;
  };
  const flushInBackground = () => void flush().catch((error) => options.onError?.(error));

  const timer = setInterval(flushInBackground, options.flushEveryMs ?? REFUSAL_FLUSH_MS);
  timer.unref();

  const summary: RefusalSummary = {
    note({ accountId, address, kind, at }) {
      const window_start = windowStartOf(at);
      const account_id = accountId ?? "";
      const key = `${window_start}\n${account_id}\n${address}`;
      const row = pending.get(key) ?? {
        window_start,
        account_id,
        address,
        refused: 0,
        held_back: 0,
        first_at: at.toISOString(),
        last_at: "",
      };
      if (kind === "refused") row.refused += 1;
      else row.held_back += 1;
      row.last_at = at.toISOString();
      pending.set(key, row);
      if (pending.size >= MAX_PENDING) flushInBackground();
    },
    flush,
    async read(limit) {
      await flush();
      const rows = await database.db
        .selectFrom("desk_sign_in_refusals as refusal")
        .leftJoin("desk_accounts as account", "account.id", "refusal.account_id")
        .select([
          "refusal.window_start",
          "account.email",
          "refusal.address",
          "refusal.refused",
          "refusal.held_back",
          "refusal.first_at",
          "refusal.last_at",
        ])
        .orderBy("refusal.last_at", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        windowStart: row.window_start,
        account: row.email ?? null,
        address: row.address,
        refused: Number(row.refused),
        heldBack: Number(row.held_back),
        firstAt: row.first_at,
        lastAt: row.last_at,
      }));
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
  return summary;
}
