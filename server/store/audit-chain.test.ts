import { afterEach, beforeEach, expect, it } from "vitest";
import { recordAudit } from "../desk/audit";
import { openDeskTestDatabase, type DeskTestDatabase } from "../testing/desk-database";
import { describeOnEachDatabase } from "../testing/test-services";
import { openStore, type Store } from "./store";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-01-10T04:30:00.000Z");

describeOnEachDatabase("the audit log's hash chain", (dialect) => {
  let test: DeskTestDatabase;
  let second: Store;

  beforeEach(async () => {
    test = await openDeskTestDatabase(dialect);
    // PostgreSQL: a second server instance. (A second SQLite writer is another process, the staff
    // command: two store connections in one process would wait for each other's lock synchronously.)
    second = dialect === "postgres" ? await openStore(test.database.options) : test.store;
  });
  afterEach(async () => {
    if (second !== test.store) await second.close();
    await test.close();
  });

  const storeEntry = (at: Date, subject: string) => ({
    at,
    who: "Ms Auditor (login meena)",
    host: "desk-pc",
    action: "access" as const,
    subject,
    rowCount: 1,
  });
  const deskEntry = (at: Date, target: string) =>
    recordAudit(test.desk, { actor: "asha@aarogya.test", action: "list", target, address: "203.0.113.9", rowCount: 3, at });

  it("stays one unbroken chain while the desk, the store and another instance write at once", async () => {
    await Promise.all(
      Array.from({ length: 60 }, (_, index) => {
        const at = new Date(start.getTime() + index * 1000);
        if (index % 3 === 0) return deskEntry(at, `desk ${index}`);
        return (index % 3 === 1 ? test.store : second).appendAudit(storeEntry(at, `store ${index}`));
      }),
    );
    const check = await test.store.checkAuditChain();
    expect(check).toMatchObject({ entries: 60, problems: [], head: { seq: 60 } });
    const seqs = (await test.store.pageAudit({})).map((entry) => entry.seq);
    expect(seqs).toEqual(Array.from({ length: 60 }, (_, index) => 60 - index));
  });

  it("finds an entry changed or deleted in the middle, and entries cut off the end", async () => {
    for (let index = 0; index < 6; index++)
      await test.store.appendAudit(storeEntry(new Date(start.getTime() + index * 1000), `entry ${index + 1}`));
    const { db } = test.desk;

    await db.updateTable("audit_log").set({ subject: "nothing to see" }).where("seq", "=", 3).execute();
    expect((await test.store.checkAuditChain()).problems).toEqual([{ seq: 3, problem: "was changed after it was written" }]);

    await db.deleteFrom("audit_log").where("seq", "=", 3).execute();
    expect((await test.store.checkAuditChain()).problems).toEqual([
      { seq: 4, problem: "entries 3-3 are missing" },
      { seq: 4, problem: "does not follow the entry before it" },
    ]);

    await db.deleteFrom("audit_log").where("seq", ">=", 4).execute();
    expect((await test.store.checkAuditChain()).problems).toEqual([
      { seq: 6, problem: "the log ends at entry 2, but the chain's head is entry 6" },
    ]);
  });

  it("expires only the oldest run of entries, moves the anchor past them, and records the expiry in the chain", async () => {
    await test.store.appendAudit(storeEntry(new Date(start.getTime() - 400 * DAY), "old"));
    await deskEntry(new Date(start.getTime() - 380 * DAY), "old too");
    // Written later but stamped earlier (a slow transaction): kept until everything before it can go.
    await test.store.appendAudit(storeEntry(new Date(start.getTime() - 10 * DAY), "recent"));
    await test.store.appendAudit(storeEntry(new Date(start.getTime() - 390 * DAY), "late and old"));

    const cutoff = new Date(start.getTime() - 365 * DAY);
    expect(await test.store.expireAudit(cutoff, { who: "server housekeeping", host: "web-1", at: start })).toBe(2);
    expect(await second.expireAudit(cutoff, { who: "server housekeeping", host: "web-2", at: start })).toBe(0);

    const kept = await test.store.pageAudit({});
    expect(kept.map((entry) => [entry.seq, entry.action, entry.subject.split(" (")[0], entry.rowCount])).toEqual([
      [5, "audit-expired", `entries written before ${cutoff.toISOString()}`, 2],
      [4, "access", "late and old", 1],
      [3, "access", "recent", 1],
    ]);
    expect(await test.store.checkAuditChain()).toMatchObject({ entries: 3, anchor: { seq: 2 }, head: { seq: 5 }, problems: [] });
  });
});
