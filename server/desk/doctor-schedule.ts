/**
 * The doctors as the desk books them: id, name in each language, OPD sittings and leave. The desk's one
 * reader of the doctors' records: today app/content/doctor-records.ts, later the content staff publish
 * (issue N), so only this module changes when that source does.
 *
 * DESK_DOCTOR_SCHEDULE_FILE names a JSON file to use instead (an array of these records): a hospital can
 * try the desk's bookings before its doctors' OPD days and leave are published, and the end-to-end tests
 * give a doctor leave without inventing it in the content. Refused in production (config.ts).
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { doctorRecords } from "#app/content/doctor-records";
import { LeaveSchema, OpdSessionSchema } from "#app/content/doctor-records.schema";
import { factValue } from "#app/content/hospital-fact";
import { weekdayOf, type Weekday } from "#schemas/opd-days";

export const DoctorScheduleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  names: z.strictObject({ en: z.string().min(1), hi: z.string().min(1) }),
  /** null: the hospital has not given this doctor's OPD days, so the desk cannot check a day against them. */
  opd: z.array(OpdSessionSchema).nullable(),
  leave: z.array(LeaveSchema),
});
export type DoctorSchedule = z.infer<typeof DoctorScheduleSchema>;

/** Every doctor the desk can book, in the content's order (a doctor without a page of their own included). */
export function doctorSchedules(): DoctorSchedule[] {
  return doctorRecords.map((record) => ({
    id: record.id,
    names: { en: record.words.en.name, hi: record.words.hi.name },
    opd: factValue(record.opd) ?? null,
    leave: record.leave,
  }));
}

/** The schedules in a JSON file (DESK_DOCTOR_SCHEDULE_FILE), checked once at start-up. */
export function doctorSchedulesFromFile(path: string): DoctorSchedule[] {
  return z.array(DoctorScheduleSchema).parse(JSON.parse(readFileSync(path, "utf8")));
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
