/**
 * The appointment's optional choices (issue 21) as the desk reads them, in English: the doctor by name,
 * the day written for a person, the part of the day; and any field's value as staff read it.
 */
import { CONTENT } from "#app/content/words/all-locales";
import type { FieldShown } from "#schemas/submission-fields";

const doctorNames = new Map(CONTENT.en.doctors.cards.map((doctor) => [doctor.id, doctor.name]));

/**
 * Learns the names of the doctors of a release this instance serves (server/publish/releases.ts), so a
 * doctor added in the desk is named in the desk's e-mail, screens and exports, not shown by their id.
 * A doctor a later release removes keeps the name last known, for the requests that still name them.
 */
export function learnDoctorNames(doctors: readonly { id: string; name: { en: string } }[]): void {
  for (const doctor of doctors) doctorNames.set(doctor.id, doctor.name.en);
}

/** The doctor's name, or the id itself for a doctor no release this instance served has named. */
export const doctorName = (id: string) => doctorNames.get(id) ?? id;

// The day is a calendar day, not an instant: formatted as midnight UTC so no time zone can move it.
const dayParts = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** `2026-12-01` as `Tue, 1 Dec 2026`. */
export function formatPreferredDate(day: string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

const timeLabels: Record<string, string> = CONTENT.en.forms.appointmentForm.preferredTimeOptions;

export const preferredTimeLabel = (time: string) => timeLabels[time] ?? time;

/** A stored value as staff read it (the desk's e-mail): a doctor by name, a day and a part of the day in words. */
export function shownValue(shown: FieldShown, value: string): string {
  switch (shown) {
    case "doctor":
      return doctorName(value);
    case "day":
      return formatPreferredDate(value);
    case "partOfDay":
      return preferredTimeLabel(value);
    default:
      return value;
  }
}
