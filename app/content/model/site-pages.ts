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
 * Every moment at which the rendered pages change by themselves: a notice appears or goes, or a doctor's
 * leave ends (pages show a leave, from the day it is given, until the end of its last day in India).
 */
function contentMoments(content: SiteContent): number[] {
  return [
    ...content.notices.flatMap((notice) => [Date.parse(notice.start), Date.parse(notice.end)]),
    ...content.doctors.flatMap((doctor) => doctor.leave.map((period) => endOfDayInIndia(period.to).getTime())),
  ];
}

/** The next moment after `after` at which the rendered pages change by themselves, or null. */
export function contentChangesAt(content: SiteContent, after: Date): Date | null {
  const moments = contentMoments(content).filter((moment) => moment > after.getTime());
  if (moments.length === 0) return null;
  return new Date(Math.min(...moments));
}

/**
 * Which of the content's moments pages rendered at `at` have passed: the last one at or before `at`, as
 * ISO text, or "" before the first. Two renderings of the same content for the same moment show the same
 * notices and leave; a rendering whose moment is no longer the one in force is out of date.
 */
export function contentMomentAt(content: SiteContent, at: Date): string {
  const passed = contentMoments(content).filter((moment) => moment <= at.getTime());
  return passed.length === 0 ? "" : new Date(Math.max(...passed)).toISOString();
}

/** Whether pages of `content` ever change by themselves (a notice or a leave, passed or to come). */
export const contentHasMoments = (content: SiteContent): boolean => contentMoments(content).length > 0;

/** The notices a page shows at `now`: those whose start <= now < end, in the content's order. */
export const noticesShownAt = (content: SiteContent, now: Date) =>
  content.notices.filter((notice) => Date.parse(notice.start) <= now.getTime() && now.getTime() < Date.parse(notice.end));
