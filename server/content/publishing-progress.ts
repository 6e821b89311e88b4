/**
 * How far a publish, rollback or import is, where the desk of every instance can read it: on the row of
 * the publish lease (content_publish_lease, 0023), which the instance publishing holds for as long as it
 * runs. GET /api/desk/content/publishing reads it; the desk's Changes screen asks every second while its
 * own publish is pending, and shows "Writing pages: 40 of 64".
 *
 * The render reports every page; the row is written only when the step changes, when a step's count is
 * complete, and otherwise once another 5% is done or a second has passed since the last write, so a
 * whole-site render costs a few dozen one-row writes.
 */
import type { DeskDatabase } from "../desk/desk-database";
import type { PublishProgress } from "./content-publisher";
import { PUBLISH_LEASE_ID } from "./content-tables";

/** What the route answers: the publish under way, or that there is none. */
export type PublishingState =
  { idle: true } | { releaseId: number | null; step: string; done: number | null; total: number | null; startedAt: string };

/** The longest a step's count goes unwritten while it moves. */
export const PROGRESS_WRITE_MS = 1000;
/** The share of a step's count that is written at once, whatever the time. */
export const PROGRESS_WRITE_SHARE = 0.05;

/**
 * Whether a report is worth writing, given what was written last: a new step or release, a count that is
 * complete, another 5% done, or a second since the last write. Each report it says yes to is the new "last".
 */
export function progressThrottle(now: () => number = Date.now): (progress: PublishProgress) => boolean {
  let last: { progress: PublishProgress; at: number } | undefined;
  return (progress) => {
    const at = now();
    const before = last?.progress;
    const due =
      !before ||
      before.step !== progress.step ||
      before.release !== progress.release ||
      before.total !== progress.total ||
      (progress.done !== undefined &&
        progress.done !== before.done &&
        (progress.done === progress.total ||
          progress.done - (before.done ?? 0) >= (progress.total ?? 0) * PROGRESS_WRITE_SHARE ||
          at - last!.at >= PROGRESS_WRITE_MS));
    if (due) last = { progress, at };
    return due;
  };
}

/** The lease row's progress columns for `progress` (what the statement taking the lease and each report set). */
export const progressColumns = (progress: PublishProgress) => ({
  progress_step: progress.step,
  progress_done: progress.done ?? null,
  progress_total: progress.total ?? null,
  progress_release: progress.release ?? null,
});

/** The columns that say nobody publishes (set with the lease's release). */
export const NO_PROGRESS = {
  progress_step: null,
  progress_done: null,
  progress_total: null,
  progress_release: null,
  progress_started_at: null,
} as const;

export type ProgressRecorder = {
  /** Records `progress` if the throttle says it is due; resolves once it is written (or at once if not). */
  report(progress: PublishProgress): Promise<void>;
  /** Waits for the writes under way; later reports are dropped (the lease is about to be let go). */
  finish(): Promise<void>;
};

/**
 * Writes the holder's progress onto the lease row, one write after another, and only while `holder`
 * still holds the lease. A write that fails is left unwritten: progress is for the eye, never a reason to
 * fail a publish.
 */
export function progressRecorder(
  database: DeskDatabase,
  holder: string,
  { now = Date.now, onError = () => undefined }: { now?: () => number; onError?: (error: unknown) => void } = {},
): ProgressRecorder {
  const due = progressThrottle(now);
  let writes: Promise<void> = Promise.resolve();
  let finished = false;
  return {
    report(progress) {
      if (finished || !due(progress)) return Promise.resolve();
      writes = writes.then(() =>
        database
          .write([
            database.db
              .updateTable("content_publish_lease")
              .set(progressColumns(progress))
              .where("id", "=", PUBLISH_LEASE_ID)
              .where("holder", "=", holder),
          ])
          .then(() => undefined, onError),
      );
      return writes;
    },
    async finish() {
      finished = true;
      await writes;
    },
  };
}

/**
 * The publish under way, from the lease row: idle when nobody holds the lease, when a crashed holder's
 * has lapsed, or when it is held by `crashed` (the instance asking, restarted since it took the lease and
 * publishing nothing now).
 */
export async function readPublishing(
  database: DeskDatabase,
  { crashed, now = new Date() }: { crashed?: string; now?: Date } = {},
): Promise<PublishingState> {
  const row = await database.db
    .selectFrom("content_publish_lease")
    .select(["holder", "expires_at", "progress_step", "progress_done", "progress_total", "progress_release", "progress_started_at"])
    .where("id", "=", PUBLISH_LEASE_ID)
    .executeTakeFirst();
  if (!row?.holder || row.holder === crashed || !row.progress_step || !row.progress_started_at || row.expires_at < now.toISOString())
    return { idle: true };
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    releaseId: number(row.progress_release),
    step: row.progress_step,
    done: number(row.progress_done),
    total: number(row.progress_total),
    startedAt: row.progress_started_at,
  };
}
