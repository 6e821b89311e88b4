/**
 * Migration 0012: what signing in keeps besides the failures it counts. Refused sign-ins move out of
 * the audit log into a summary of their own (one row per account, address and 15-minute window), so a
 * flood of them can neither push an entry about patients' data out of view nor store whatever an
 * attacker typed as the e-mail; and the places each account signed in from, so the right password
 * from a known place still gets in while others are held back. The audit log's existing refusals are
 * summarised the same way and then removed from it.
 */
import type { Kysely, Migration } from "kysely";
import { digest } from "../tokens";

const WINDOW_MS = 15 * 60 * 1000;

export const windowStartOf = (at: Date) => new Date(Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS).toISOString();

type OldRefusal = { who: string; host: string; at: string };

export const signInMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema of this moment, not today's
    await db.schema
      .createTable("desk_sign_in_refusals")
      .addColumn("window_start", "text", (column) => column.notNull())
      // The account's id when the e-mail typed has one, else "": the typed text itself is never kept.
      .addColumn("account_id", "text", (column) => column.notNull())
      .addColumn("address", "text", (column) => column.notNull())
      .addColumn("refused", "integer", (column) => column.notNull())
      .addColumn("held_back", "integer", (column) => column.notNull())
      .addColumn("first_at", "text", (column) => column.notNull())
      .addColumn("last_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("desk_sign_in_refusals_key", ["window_start", "account_id", "address"])
      .execute();
    await db.schema.createIndex("desk_sign_in_refusals_last_at").on("desk_sign_in_refusals").column("last_at").execute();
    await db.schema
      .createTable("desk_sign_in_places")
      .addColumn("account_id", "text", (column) => column.notNull().references("desk_accounts.id").onDelete("cascade"))
      .addColumn("address", "text", (column) => column.notNull())
      .addColumn("last_success_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("desk_sign_in_places_key", ["account_id", "address"])
      .execute();

    const accounts = new Map(
      ((await db.selectFrom("desk_accounts").select(["id", "email"]).execute()) as { id: string; email: string }[]).map((account) => [
        account.email,
        account.id,
      ]),
    );
    const old = (await db
      .selectFrom("audit_log")
      .select(["who", "host", "at"])
      .where("action", "=", "sign-in-refused")
      .execute()) as OldRefusal[];
    const summary = new Map<
      string,
      { window_start: string; account_id: string; address: string; refused: number; first_at: string; last_at: string }
    >();
    for (const entry of old) {
      const row = { window_start: windowStartOf(new Date(entry.at)), account_id: accounts.get(entry.who) ?? "", address: entry.host };
      const key = digest(`${row.window_start}\n${row.account_id}\n${row.address}`);
      const seen = summary.get(key);
      if (seen) {
        seen.refused += 1;
        if (entry.at < seen.first_at) seen.first_at = entry.at;
        if (entry.at > seen.last_at) seen.last_at = entry.at;
      } else summary.set(key, { ...row, refused: 1, first_at: entry.at, last_at: entry.at });
    }
    for (const row of summary.values())
      await db
        .insertInto("desk_sign_in_refusals")
        .values({ ...row, held_back: 0 })
        .execute();
    await db.deleteFrom("audit_log").where("action", "=", "sign-in-refused").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("desk_sign_in_places").execute();
    await db.schema.dropTable("desk_sign_in_refusals").execute();
  },
};
