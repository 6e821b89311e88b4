/**
 * Removes what the desk no longer needs: sessions past their limits, counted sign-in failures past
 * their window, and audit entries older than AUDIT_RETENTION_DAYS. Several instances may all run it;
 * the deletes are the same whoever runs them. This is the only place the audit log expires (the staff
 * command never does), and the expiry is itself an entry in the log.
 */
import { hostname } from "node:os";
import type { Store } from "../store/store";
import type { DeskDatabase } from "./desk-database";
import { deleteExpiredSessions } from "./sessions";
import { FAILURE_WINDOW_MS, KNOWN_PLACE_MS } from "./accounts/sign-in";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The store expires the audit log, which the desk shares with the staff command. */
export type AuditExpiry = Pick<Store, "expireAudit" | "auditHead">;

/** Who the audit log names for an expiry. */
export const HOUSEKEEPING_ACTOR = "server housekeeping";

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
  const auditEntries = await store.expireAudit(new Date(at.getTime() - auditRetentionDays * DAY_MS), {
    who: HOUSEKEEPING_ACTOR,
    host: hostname(),
    at,
  });
  return { sessions, auditEntries, auditHead: await store.auditHead() };
}

export function startDeskHousekeeping(options: {
  database: DeskDatabase;
  store: AuditExpiry;
  auditRetentionDays: number;
  onError: (error: unknown) => void;
  /** Told what each run did, with the audit chain's head: logged, it is a copy of the head kept outside the database. */
  onTidied?: (outcome: Awaited<ReturnType<typeof tidyDesk>>) => void;
}) {
  const run = () =>
    tidyDesk(options.database, options.store, options.auditRetentionDays, new Date()).then(options.onTidied, options.onError);
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
