/**
 * The days of the week a doctor sits in OPD, and whether a chosen day is one of them. The appointment
 * form points out a preferred day on which the chosen doctor has no OPD (issue 21), but only where the
 * hospital has given that doctor's days (app/content/doctor-facts.ts): it never guesses.
 */
import { isCalendarDay } from "./calendar-day";

/** In calendar order from Sunday, as `Date.getUTCDay()` counts them. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The day of the week of a `YYYY-MM-DD` day, or undefined for anything that is not a real calendar day. */
export function weekdayOf(day: string): Weekday | undefined {
  if (!isCalendarDay(day)) return undefined;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
}

/**
 * Whether the form should point out that the doctor has no OPD on `day`: only when the doctor's OPD
 * days are known and `day` is a real day that is not among them.
 */
export function isOffOpdDay(day: string, opdDays: readonly Weekday[] | undefined): boolean {
  if (!opdDays) return false;
  const weekday = weekdayOf(day);
  return weekday !== undefined && !opdDays.includes(weekday);
}
