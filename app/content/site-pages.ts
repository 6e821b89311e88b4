/**
 * The pages a release has, and when they change by themselves: what the publisher renders and when it
 * renders again. Doctor pages come from the content's doctors, not from code.
 */
import { type Locale, localizedPath } from "#common/locale";
import { SPECIALITY_FALLBACK_PATH, pagePathsWithDoctors } from "#common/paths";
import type { SiteContent } from "./site-content.schema";

/** Every page a visitor can land on, unprefixed, in sitemap order (the sitemap adds each language's prefix). */
export function contentPagePaths(content: SiteContent): string[] {
  return pagePathsWithDoctors(content.doctors.filter((doctor) => doctor.listed).map((doctor) => doctor.id));
}

/**
 * Every path to render for a language, with its prefix ("/hi/about"): the pages of the sitemap and the
 * speciality fallback the server answers unknown /speciality/{name} with.
 */
export function sitePagePaths(content: SiteContent, locale: Locale): string[] {
  return [...contentPagePaths(content), SPECIALITY_FALLBACK_PATH].map((path) => localizedPath(locale, path));
}

/** The moment a day in India ends: pages stop showing a leave that ended that day. */
export function endOfDayInIndia(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // Midnight after `day` in India (UTC+5:30, no daylight saving) is 18:30 UTC on `day`.
  return new Date(Date.UTC(year, month - 1, date, 18, 30));
}

/**
 * The next moment after `after` at which the rendered pages change by themselves, or null: a notice
 * appears or goes, or a doctor's leave ends (pages show a leave until the end of its last day in India).
 */
export function contentChangesAt(content: SiteContent, after: Date): Date | null {
  const moments = [
    ...content.notices.flatMap((notice) => [new Date(notice.start), new Date(notice.end)]),
    ...content.doctors.flatMap((doctor) => doctor.leave.map((period) => endOfDayInIndia(period.to))),
  ].filter((moment) => moment.getTime() > after.getTime());
  if (moments.length === 0) return null;
  return new Date(Math.min(...moments.map((moment) => moment.getTime())));
}

/** The notices a page shows at `now`: those whose start <= now < end, in the content's order. */
export const noticesShownAt = (content: SiteContent, now: Date) =>
  content.notices.filter((notice) => Date.parse(notice.start) <= now.getTime() && now.getTime() < Date.parse(notice.end));
