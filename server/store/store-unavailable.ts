/**
 * Whether an error says the store (or the disk under it) cannot be used right now, rather than that the
 * request or the code is wrong: PostgreSQL unreachable, restarting or out of connections; SQLite busy,
 * read-only or failing to write; a full disk. Such a failure is answered 503 ("try again"), never as a
 * bug (500) nor as the caller's mistake (4xx).
 */

/** PostgreSQL's classes: 08 connection exception, 53 insufficient resources, 57P operator intervention (shutdown). */
const POSTGRES_UNAVAILABLE = /^(08|53|57P)/;
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PROTOCOL)/;
const SYSTEM_UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOSPC",
  "EDQUOT",
  "EIO",
  "EROFS",
]);
/** pg's own words when a connection ends or cannot be had in time (it gives these no code). */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

export function isStoreUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (POSTGRES_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code) || SYSTEM_UNAVAILABLE.has(code)))
      return true;
    if (current instanceof AggregateError && current.errors.some(isStoreUnavailable)) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
