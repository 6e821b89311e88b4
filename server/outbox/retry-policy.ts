/** When a failed e-mail is tried again, and when the outbox gives up on it. */

/** Failed e-mails are retried for at least this long after they were queued, then marked failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 60 * 60 * 1000;

/**
 * 30 s after the first failure, doubling up to an hour, each delay shifted by up to ±20% so e-mails
 * that failed together do not all hit a recovering server at the same moment.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponential = FIRST_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1);
  const capped = Math.min(exponential, LONGEST_DELAY_MS);
  return Math.round(capped * (0.8 + 0.4 * random()));
}

export const retryWindowHasEnded = (queuedAt: Date, now: Date) => now.getTime() - queuedAt.getTime() >= RETRY_WINDOW_MS;

export type SendFailure = { code?: string; responseCode?: number; description: string; permanent: boolean };

/**
 * What went wrong, in words fit for logs and the staff command. A 5xx reply is called permanent in the
 * logs only: the outbox keeps retrying, since a misconfigured server is often fixed within the day.
 */
export function describeSendFailure(error: unknown, mask: (text: string) => string): SendFailure {
  const details = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const code = typeof details.code === "string" ? details.code : undefined;
  const responseCode = typeof details.responseCode === "number" ? details.responseCode : undefined;
  const message = typeof details.message === "string" ? details.message : String(error);
  const description = mask([code, message].filter(Boolean).join(": ")).slice(0, 500);
  return { code, responseCode, description, permanent: responseCode !== undefined && responseCode >= 500 };
}
