import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE } from "../store/dialect";
import { openDeskTestDatabase, type DeskTestDatabase } from "../testing/desk-database";
import { newRowId } from "./tokens";

describe("the desk's SQLite connection beside the store's", () => {
  let test: DeskTestDatabase;
  let other: SqliteDatabase.Database;

  beforeEach(async () => {
    test = await openDeskTestDatabase("sqlite");
    // Stands for the store holding the write lock across an await, as its transactions do.
    other = new SqliteDatabase(join(test.database.options.dataDir, DATABASE_FILE));
  });
  afterEach(async () => {
    other.close();
    await test.close();
  });

  const failureRow = () =>
    test.desk.db
      .insertInto("desk_sign_in_failures")
      .values({ id: newRowId(), account_key: "k", address: "x", at: new Date().toISOString() });

  it("waits for a write lock held elsewhere without stopping the event loop, then writes", async () => {
    other.prepare("begin immediate").run();
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 5);
    const written = test.desk.write([failureRow()]);
    await sleep(60);
    other.prepare("commit").run();
    expect(await written).toEqual([1]);
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(0);
  });

  it("overwrites deleted rows on its own connection too, as the store's does (secure_delete is per connection)", async () => {
    const { rows } = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(test.desk.db);
    expect(rows).toEqual([{ secure_delete: 1 }]);
  });

  it("writes a batch all together or not at all", async () => {
    const duplicate = newRowId();
    const row = (id: string) =>
      test.desk.db.insertInto("desk_sign_in_failures").values({ id, account_key: "k", address: "x", at: "2026-01-01T00:00:00.000Z" });
    await expect(test.desk.write([row(duplicate), row(duplicate)])).rejects.toThrow();
    expect(await test.desk.db.selectFrom("desk_sign_in_failures").selectAll().execute()).toEqual([]);
  });
});
