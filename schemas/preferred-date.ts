/**
 * The appointment's preferred day: a calendar day in India (Asia/Kolkata, whatever the clock of the
 * browser or the server says), from today to PREFERRED_DATE_DAYS_AHEAD days ahead. Days are compared as
 * `YYYY-MM-DD` text, which sorts like the days themselves.
 */
import { indianDay } from "#common/indian-time";
import { isCalendarDay } from "./calendar-day";

export { isCalendarDay };

export const PREFERRED_DATE_DAYS_AHEAD = 60;

/** Today's date in India, as `YYYY-MM-DD`. */
export const indianToday = (now: Date = new Date()): string => indianDay(now);

/** `day` plus `count` days, both `YYYY-MM-DD`. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** The first and last day a visitor may choose now. */
export function preferredDateRange(now: Date = new Date()): { first: string; last: string } {
  const first = indianToday(now);
  return { first, last: addDays(first, PREFERRED_DATE_DAYS_AHEAD) };
}
