/**
 * Times and days as the hospital reads them: in India (Asia/Kolkata, UTC+5:30 all year), whatever the
 * zone of the server or of the computer at the desk. The one formatter for both sides.
 */
const INDIAN_TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** `17 Mar 2026, 2:05 pm IST`, from a date or an ISO timestamp. */
export const formatIndianTime = (at: Date | string) => `${INDIAN_TIME.format(new Date(at))} IST`;

// en-CA writes a date as YYYY-MM-DD.
const INDIAN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in India at that moment (today by default), as `YYYY-MM-DD`, which sorts like the days. */
export const indianDay = (at: Date = new Date()) => INDIAN_DAY.format(at);
