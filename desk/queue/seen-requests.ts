/**
 * Which requests each person has not opened yet, kept in this browser per account (review m14: bold
 * "unseen by you" rows). A request counts as unseen when it arrived after the person first used the
 * desk in this browser and they have not opened it since; everything before that first visit counts as
 * seen, so a new colleague's queue does not start all bold. Another person signing in on the same
 * reception PC keeps their own. Only references are kept, never a patient's details.
 */

/** Opened references remembered per person: far more than a day's requests. */
export const MAX_REMEMBERED = 1000;

type Seen = { since: string; opened: string[] };

const keyOf = (email: string) => `desk.seen.${email}`;

function read(email: string): Seen | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(keyOf(email)) ?? "null") as Partial<Seen> | null;
    return value && typeof value.since === "string" && Array.isArray(value.opened) ? { since: value.since, opened: value.opened } : null;
  } catch {
    return null;
  }
}

function write(email: string, seen: Seen) {
  try {
    window.localStorage.setItem(keyOf(email), JSON.stringify(seen));
  } catch {
    // A browser that keeps nothing (private window): rows are simply not marked.
  }
}

/** What the inbox asks of a row: not opened by this person since their first visit here. */
export function unseenBy(email: string, now: Date = new Date()): (request: { reference: string; receivedAt: string }) => boolean {
  let seen = read(email);
  if (!seen) {
    seen = { since: now.toISOString(), opened: [] };
    write(email, seen);
  }
  const { since } = seen;
  const opened = new Set(seen.opened);
  return (request) => request.receivedAt > since && !opened.has(request.reference);
}

/** The person opened this request: it is no longer unseen for them. */
export function markOpened(email: string, reference: string, now: Date = new Date()) {
  const seen = read(email) ?? { since: now.toISOString(), opened: [] };
  const opened = [...seen.opened.filter((each) => each !== reference), reference].slice(-MAX_REMEMBERED);
  write(email, { since: seen.since, opened });
}
