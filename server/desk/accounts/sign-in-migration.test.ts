import { afterEach, beforeEach, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { openDeskTestDatabase, type DeskTestDatabase } from "../../testing/desk-database";
import { describeOnEachDatabase } from "../../testing/test-services";
import { addAccount } from "./accounts";
import { signInMigration } from "./sign-in-migration";

describeOnEachDatabase("migration 0012 on a database that has refused sign-ins in its audit log", (dialect) => {
  let test: DeskTestDatabase;
  beforeEach(async () => {
    test = await openDeskTestDatabase(dialect);
  });
  afterEach(() => test.close());

  it("summarises them by account, address and window, keeps no typed e-mail, and leaves the rest of the log alone", async () => {
    const { db } = test.desk;
    const actor = { name: "staff command", address: "local", at: new Date("2026-11-26T09:00:00.000Z") };
    await addAccount(test.desk, "meena@aarogya.test", "desk", actor);
    const meena = await db.selectFrom("desk_accounts").select("id").where("email", "=", "meena@aarogya.test").executeTakeFirstOrThrow();
    // Back to the database as it was before 0012.
    await signInMigration.down!(db as unknown as Kysely<unknown>);
    // Written as 0013 finds them after 0012 has run: the chain's fields are not checked here.
    let seq = 0;
    const entry = (who: string, host: string, at: string, action = "sign-in-refused") => ({
      id: `${who}-${at}-${action}`,
      seq: ++seq,
      prev_hash: "",
      hash: "",
      at,
      who,
      host,
      action: action as never,
      subject: who,
      row_count: 1,
    });
    await db.deleteFrom("audit_log").execute();
    await db
      .insertInto("audit_log")
      .values([
        entry("meena@aarogya.test", "198.51.100.1", "2026-11-26T09:16:00.000Z"),
        entry("meena@aarogya.test", "198.51.100.1", "2026-11-26T09:20:00.000Z"),
        entry("front-strong-pass-7q", "198.51.100.2", "2026-11-26T09:17:00.000Z"),
        entry("asha.admin@aarogya.test", "192.0.2.20", "2026-11-26T09:18:00.000Z", "export"),
      ])
      .execute();

    await signInMigration.up(db as unknown as Kysely<unknown>);

    const log = await db.selectFrom("audit_log").select(["action", "who"]).execute();
    expect(log).toEqual([{ action: "export", who: "asha.admin@aarogya.test" }]);
    const summary = await db
      .selectFrom("desk_sign_in_refusals")
      .select(["window_start", "account_id", "address", "refused", "held_back", "first_at", "last_at"])
      .orderBy("address")
      .execute();
    expect(summary.map((row) => ({ ...row, refused: Number(row.refused), held_back: Number(row.held_back) }))).toEqual([
      {
        window_start: "2026-11-26T09:15:00.000Z",
        account_id: meena.id,
        address: "198.51.100.1",
        refused: 2,
        held_back: 0,
        first_at: "2026-11-26T09:16:00.000Z",
        last_at: "2026-11-26T09:20:00.000Z",
      },
      {
        window_start: "2026-11-26T09:15:00.000Z",
        account_id: "",
        address: "198.51.100.2",
        refused: 1,
        held_back: 0,
        first_at: "2026-11-26T09:17:00.000Z",
        last_at: "2026-11-26T09:17:00.000Z",
      },
    ]);
  });
});
