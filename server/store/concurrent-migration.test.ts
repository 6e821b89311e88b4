/**
 * Several instances started together on an empty PostgreSQL database (a deploy that starts them all at
 * once) each bring the schema up to date before serving; none may fail because another is doing it.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { createTestDatabase, describeOnEachDatabase, type TestDatabase } from "../testing/test-services";
import { openStore, type Store } from "./store";

const INSTANCES = 8;

describeOnEachDatabase("instances migrating an empty database at once", (dialect) => {
  let database: TestDatabase;
  const opened: Store[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    await database.drop();
  });

  // SQLite serves one instance; its file lock already serialises a second process.
  (dialect === "postgres" ? it : it.skip)("all open, and the schema is made once", async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: INSTANCES }, () => openStore(database.options)));
    for (const outcome of outcomes) if (outcome.status === "fulfilled") opened.push(outcome.value);
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    const tables = await database.tablesAndIndexes();
    expect(tables).toEqual(expect.arrayContaining(["submissions", "outbox", "site_releases"]));
    expect(new Set(tables).size).toBe(tables.length);
  });
});
