/** A test database with the store's schema (the desk's tables included) and the desk's connection to it. */
import type { Dialect } from "../store/dialect";
import { openStore, type Store } from "../store/store";
import { openDeskDatabase, type DeskDatabase } from "../desk/desk-database";
import { createTestDatabase, type TestDatabase } from "./test-services";

export type DeskTestDatabase = { database: TestDatabase; store: Store; desk: DeskDatabase; close(): Promise<void> };

/** `shared`: another instance's database, which this one opens too and leaves for its owner to drop. */
export async function openDeskTestDatabase(dialect: Dialect, shared?: TestDatabase): Promise<DeskTestDatabase> {
  const database = shared ?? (await createTestDatabase(dialect));
  const store = await openStore(database.options);
  const desk = openDeskDatabase(database.options);
  return {
    database,
    store,
    desk,
    async close() {
      try {
        await desk.close();
        await store.close();
      } finally {
        if (!shared) await database.drop();
      }
    },
  };
}
