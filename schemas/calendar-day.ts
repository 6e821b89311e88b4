/**
 * A real day of the calendar written `YYYY-MM-DD`: a module of its own, so that a page that only checks a
 * day (the doctor's OPD days on the booking form) does not load what works out today's date in India.
 */
const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar written `YYYY-MM-DD` (no 31 June, no 29 February 2027). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_FORMAT.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
