/**
 * The doctors as the desk books them: id, name in each language, OPD sittings and leave, read from the
 * content that is live on the site (the newest live release in `site_releases`, which every instance
 * shares), so a leave staff publish in the content editor is warned of at the desk's next booking,
 * on every instance, without a restart. A database with no release yet books against the
 * repository's content, as a fresh install's first release is.
 */
import { sql } from "kysely";
import { z } from "zod";
import { SEED_CONTENT, type SiteContent } from "#app/content/model/site-content";
import { LeaveSchema, OpdSessionSchema } from "#app/content/facts/doctor-records.schema";
import { factValue } from "#app/content/hospital-fact";
import { weekdayOf, type Weekday } from "#schemas/opd-days";
import { readLiveRelease } from "../../content/release-publisher";
import type { DeskDatabase } from "../desk-database";

export const DoctorScheduleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  names: z.strictObject({ en: z.string().min(1), hi: z.string().min(1) }),
  /** null: the hospital has not given this doctor's OPD days, so the desk cannot check a day against them. */
  opd: z.array(OpdSessionSchema).nullable(),
  leave: z.array(LeaveSchema),
});
export type DoctorSchedule = z.infer<typeof DoctorScheduleSchema>;

/** Every doctor the desk can book in `content`, in its order (a doctor without a page of their own included). */
export function doctorSchedulesOf(content: SiteContent): DoctorSchedule[] {
  return content.doctors.map((doctor) => ({
    id: doctor.id,
    names: doctor.name,
    opd: factValue(doctor.opd) ?? null,
    leave: doctor.leave,
  }));
}

/**
 * The live content, read when asked: the release's number is checked on each call (one small query)
 * and its content parsed again only when another release has gone live.
 */
export function liveSiteContent(database: DeskDatabase): () => Promise<SiteContent> {
  let cached: { number: number; content: SiteContent } | undefined;
  return async () => {
    const number = await liveReleaseNumber(database);
    if (cached && cached.number === number) return cached.content;
    const release = number === 0 ? null : await readLiveRelease(database);
    cached = { number: release?.number ?? 0, content: release?.content ?? SEED_CONTENT };
    return cached.content;
  };
}

/** The live release's number, or 0 where nothing has been released on this database yet. */
async function liveReleaseNumber(database: DeskDatabase): Promise<number> {
  try {
    const result = await sql<{ number: number }>`
      select number from site_releases where state = 'live' order by number desc limit 1
    `.execute(database.db);
    return Number(result.rows[0]?.number ?? 0);
  } catch (error) {
    // No releases table: a database from before releases, where the repository's content stands.
    if (/site_releases/.test((error as Error).message)) return 0;
    throw error;
  }
}

export type BookingWarning = { kind: "leave" | "not-opd-day" | "outside-opd-hours" | "unknown-doctor"; message: string };

/**
 * What the desk should say before a booking on this day and time: the doctor is on leave, has no OPD
 * that weekday, or sits at other hours. Nothing is said where the hospital has not given the days.
 */
export function bookingWarnings(schedules: readonly DoctorSchedule[], doctor: string, day: string, time: string): BookingWarning[] {
  const schedule = schedules.find((candidate) => candidate.id === doctor);
  if (!schedule) return [{ kind: "unknown-doctor", message: "This doctor is not in the list of doctors." }];
  const warnings: BookingWarning[] = [];
  const leave = schedule.leave.find((period) => period.from <= day && day <= period.to);
  if (leave) {
    const until = leave.from === leave.to ? `on ${leave.from}` : `from ${leave.from} to ${leave.to}`;
    warnings.push({ kind: "leave", message: `${schedule.names.en} is on leave ${until}.` });
  }
  if (schedule.opd) {
    const weekday = weekdayOf(day);
    const sittings = schedule.opd.filter((session) => weekday !== undefined && session.days.includes(weekday));
    if (weekday && sittings.length === 0) {
      warnings.push({
        kind: "not-opd-day",
        message: `${schedule.names.en} has no OPD on ${capitalised(weekday)}s (${opdDaysText(schedule)}).`,
      });
    } else if (time && sittings.length > 0 && !sittings.some((session) => session.from <= time && time < session.to)) {
      const hours = sittings.map((session) => `${session.from}–${session.to}`).join(", ");
      warnings.push({ kind: "outside-opd-hours", message: `${schedule.names.en}'s OPD that day is ${hours}.` });
    }
  }
  return warnings;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Monday, Thursday 10:00–13:00; Saturday 17:00–19:00", or that the days are not known. */
export function opdDaysText(schedule: DoctorSchedule): string {
  if (!schedule.opd) return "OPD days not given yet";
  return schedule.opd
    .map((session) => `${session.days.map((day: Weekday) => capitalised(day)).join(", ")} ${session.from}–${session.to}`)
    .join("; ");
}
