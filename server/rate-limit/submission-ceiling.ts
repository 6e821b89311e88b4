/**
 * A ceiling on the submissions one instance accepts per minute, whoever sends them. The per-address
 * limit stops one client; it does not stop a botnet, or one IPv6 /48 (65,536 /64s, each counted apart).
 * Above the ceiling new submissions get 429 until the minute is over, so neither the outbox nor the
 * desk's inbox can be flooded.
 */
const MINUTE_MS = 60_000;

export type CeilingSlot = { taken: true; release(): void } | { taken: false; retryAfterSeconds: number; firstRefusalThisMinute: boolean };

export type CeilingStatus = {
  limitPerMinute: number;
  /** Whether a submission was refused for the ceiling within the last minute. */
  reached: boolean;
};

export type SubmissionCeiling = {
  /** Takes a slot for one submission about to be stored; release() gives it back if none was. */
  take(): CeilingSlot;
  status(): CeilingStatus;
};

export function createSubmissionCeiling(limitPerMinute: number, now: () => number = Date.now): SubmissionCeiling {
  let minute = -1;
  let taken = 0;
  let lastRefusedAt = Number.NEGATIVE_INFINITY;
  let refusedThisMinute = false;

  const enterCurrentMinute = () => {
    const current = Math.floor(now() / MINUTE_MS);
    if (current !== minute) {
      minute = current;
      taken = 0;
      refusedThisMinute = false;
    }
  };

  return {
    take() {
      enterCurrentMinute();
      if (taken >= limitPerMinute) {
        lastRefusedAt = now();
        const firstRefusalThisMinute = !refusedThisMinute;
        refusedThisMinute = true;
        const retryAfterSeconds = Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - now()) / 1000));
        return { taken: false, retryAfterSeconds, firstRefusalThisMinute };
      }
      taken += 1;
      const takenIn = minute;
      let released = false;
      return {
        taken: true,
        release() {
          if (released || takenIn !== minute) return;
          released = true;
          taken -= 1;
        },
      };
    },
    status() {
      return { limitPerMinute, reached: now() - lastRefusedAt < MINUTE_MS };
    },
  };
}
