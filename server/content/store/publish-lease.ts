/**
 * The publish lease: one publish, rollback or import at a time across every instance, each instance's
 * hold named so that a restarted one takes back its own at once; how far the holder is goes onto the
 * lease's row, where every instance's desk reads it (publishing-progress.ts).
 */
import { PUBLISH_STEPS } from "../../publish/publish-progress";
import { PUBLISH_LEASE_ID } from "../content-tables";
import type { PublishProgressListener } from "../content-publisher";
import { NO_PROGRESS, progressColumns, progressRecorder, readPublishing } from "../publishing-progress";
import type { ContentStoreContext } from "./context";
import { ContentRefusal } from "./refusals";

/**
 * How long a publish holds the lease without renewing it: renewed every third of it while the publish
 * runs, so a crashed holder's lease lapses within this long, and a restarted instance takes back its own at once.
 */
const PUBLISH_LEASE_MS = 90 * 1000;

const busyRefusal = () =>
  new ContentRefusal(409, { error: "busy", message: "Someone else is publishing right now. Try again in a minute." });

export function createPublishLease<Content>(context: ContentStoreContext<Content>) {
  const { db, database, instanceId } = context;

  /** Whether a publish of this process holds the lease now (a lease held in the instance's name otherwise is a crashed run's). */
  let publishingHere = false;

  /**
   * Runs `work` holding the publish lease: one publish, rollback or import at a time, across instances.
   * `work` is handed the listener its publisher reports to: how far it is goes onto the lease's row, where
   * every instance's desk reads it (publishing-progress.ts), and is cleared with the lease.
   */
  async function underPublishLease<T>(work: (onProgress: PublishProgressListener) => Promise<T>): Promise<T> {
    if (publishingHere) throw busyRefusal();
    publishingHere = true;
    try {
      const leaseUntil = () => new Date(Date.now() + PUBLISH_LEASE_MS).toISOString();
      const [taken] = await database.write([
        db
          .updateTable("content_publish_lease")
          .set({
            holder: instanceId,
            expires_at: leaseUntil(),
            ...progressColumns({ step: PUBLISH_STEPS.checking }),
            progress_started_at: new Date().toISOString(),
          })
          .where("id", "=", PUBLISH_LEASE_ID)
          .where((eb) => eb.or([eb("expires_at", "<", new Date().toISOString()), eb("holder", "=", instanceId)])),
      ]);
      if (taken !== 1) throw busyRefusal();
      const renewing = setInterval(() => {
        void database
          .write([
            db
              .updateTable("content_publish_lease")
              .set({ expires_at: leaseUntil() })
              .where("id", "=", PUBLISH_LEASE_ID)
              .where("holder", "=", instanceId),
          ])
          .catch(() => undefined);
      }, PUBLISH_LEASE_MS / 3);
      renewing.unref();
      const progress = progressRecorder(database, instanceId);
      try {
        return await work((report) => progress.report(report));
      } finally {
        clearInterval(renewing);
        await progress.finish();
        await database.write([
          db
            .updateTable("content_publish_lease")
            .set({ holder: null, expires_at: "", ...NO_PROGRESS })
            .where("id", "=", PUBLISH_LEASE_ID)
            .where("holder", "=", instanceId),
        ]);
      }
    } finally {
      publishingHere = false;
    }
  }

  return {
    underPublishLease,

    /**
     * The publish, rollback or import under way on any instance, and how far it is; idle when there is
     * none. A lease in this instance's name while it publishes nothing is a crashed run's (as underPublishLease
     * takes it back), not a publish under way.
     */
    publishing: () => readPublishing(database, { crashed: publishingHere ? undefined : instanceId }),
  };
}

export type PublishLease = ReturnType<typeof createPublishLease>;
