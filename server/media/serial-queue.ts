/**
 * One picture processed at a time, in the order they came: decoding a phone photo takes a core and
 * ~150 MB for a second or more, and a gallery dropped in at once must not take the whole server. A
 * few uploads may wait their turn; beyond that the next is refused (busy) rather than held in memory.
 */
import { REFUSALS, UploadRefused } from "./refusals";

export type SerialQueue = {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running or waiting. */
  readonly pending: number;
};

export function createSerialQueue(maxPending: number): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    run(job) {
      if (pending >= maxPending) return Promise.reject(new UploadRefused(REFUSALS.busy()));
      pending += 1;
      const result = tail.then(job).finally(() => {
        pending -= 1;
      });
      // The next job waits for this one to end, however it ends.
      tail = result.catch(() => undefined);
      return result;
    },
    get pending() {
      return pending;
    },
  };
}
