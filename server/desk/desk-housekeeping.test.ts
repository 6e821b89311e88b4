import { afterEach, beforeEach, expect, it } from "vitest";
import { addAccount, setPasswordWithToken } from "./accounts/accounts";
import { readAuditLog, recordAudit } from "./audit";
import { tidyDesk } from "./desk-housekeeping";
import { createSession, readSession } from "./sessions";
import { openDeskTestDatabase, type DeskTestDatabase } from "../testing/desk-database";
import { describeOnEachDatabase } from "../testing/test-services";

const DAY = 24 * 60 * 60 * 1000;

describeOnEachDatabase("the desk's housekeeping", (dialect) => {
  let test: DeskTestDatabase;
  beforeEach(async () => {
    test = await openDeskTestDatabase(dialect);
  });
  afterEach(() => test.close());

  it("drops audit entries older than AUDIT_RETENTION_DAYS and sessions past their limits, and keeps the rest", async () => {
    const now = new Date("2026-06-01T06:00:00.000Z");
    const entry = (at: Date, target: string) =>
      recordAudit(test.desk, { actor: "staff command", action: "account-added", target, address: "local", at });
    await entry(new Date(now.getTime() - 366 * DAY), "last year");
    await entry(new Date(now.getTime() - 364 * DAY), "within the year");

    const { account, token } = await addAccount(test.desk, "meena@aarogya.test", "desk", {
      name: "staff command",
      address: "local",
      at: now,
    });
    await setPasswordWithToken(test.desk, token, "chai at four, ward two", { address: "local", at: now });
    const stale = await createSession(test.desk, account.id, "203.0.113.5", new Date(now.getTime() - 2 * 60 * 60 * 1000));
    const fresh = await createSession(test.desk, account.id, "203.0.113.5", now);

    expect(await tidyDesk(test.desk, test.store, 365, now)).toMatchObject({ sessions: 1, auditEntries: 1 });
    const log = await readAuditLog(test.store, { limit: 10 });
    const targets = log.map((item) => item.target);
    expect(targets).toContain("within the year");
    expect(targets).not.toContain("last year");
    // The expiry is itself in the log, and what is left still checks out.
    expect(log[0]).toMatchObject({ action: "audit-expired", actor: "server housekeeping", rowCount: 1 });
    expect((await test.store.checkAuditChain()).problems).toEqual([]);
    expect(await readSession(test.desk, fresh.id, now)).not.toBeNull();
    expect(await test.desk.db.selectFrom("desk_sessions").select("id_hash").execute()).toHaveLength(1);
    expect(stale.id).not.toBe(fresh.id);
  });
});
