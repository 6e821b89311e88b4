/** A test database with the store's schema (the desk's tables included) and the desk's connection to it. */
import type { Dialect } from "../store/dialect";
import { openStore, type Store } from "../store/store";
import { openDeskDatabase, type DeskDatabase } from "../desk/desk-database";
import { createTestDatabase, type TestDatabase } from "./test-services";

export type DeskTestDatabase = { database: TestDatabase; store: Store; desk: DeskDatabase; close(): Promise<void> };

export async function openDeskTestDatabase(dialect: Dialect): Promise<DeskTestDatabase> {
  const database = await createTestDatabase(dialect);
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
        await database.drop();
      }
    },
  };
}
