/**
 * Removes what the desk no longer needs: sessions past their limits, counted sign-in failures past
 * their window, and audit entries older than AUDIT_RETENTION_DAYS. Several instances may all run it;
 * the deletes are the same whoever runs them.
 */
import type { Store } from "../store/store";
import type { DeskDatabase } from "./desk-database";
import { deleteExpiredSessions } from "./sessions";
import { FAILURE_WINDOW_MS, KNOWN_PLACE_MS } from "./sign-in";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The store expires the audit log, which the desk shares with the staff command. */
export type AuditExpiry = Pick<Store, "deleteAuditBefore">;

export async function tidyDesk(database: DeskDatabase, store: AuditExpiry, auditRetentionDays: number, at: Date) {
  const sessions = await deleteExpiredSessions(database, at);
  await database.write([
    database.db.deleteFrom("desk_sign_in_failures").where("at", "<=", new Date(at.getTime() - FAILURE_WINDOW_MS).toISOString()),
    database.db.deleteFrom("desk_sign_in_places").where("last_success_at", "<=", new Date(at.getTime() - KNOWN_PLACE_MS).toISOString()),
    // The refusals' summary is kept as long as the audit log it was taken out of.
    database.db
      .deleteFrom("desk_sign_in_refusals")
      .where("last_at", "<", new Date(at.getTime() - auditRetentionDays * DAY_MS).toISOString()),
  ]);
  const auditEntries = await store.deleteAuditBefore(new Date(at.getTime() - auditRetentionDays * DAY_MS));
  return { sessions, auditEntries };
}

export function startDeskHousekeeping(options: {
  database: DeskDatabase;
  store: AuditExpiry;
  auditRetentionDays: number;
  onError: (error: unknown) => void;
}) {
  const run = () => tidyDesk(options.database, options.store, options.auditRetentionDays, new Date()).catch(options.onError);
  let running = run();
  const timer = setInterval(() => {
    running = run();
  }, HOUR_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
