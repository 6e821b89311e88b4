/**
 * The appointment's optional choices (issue 21) as the desk reads them, in English: the doctor by name,
 * the day written for a person, the part of the day.
 */
import { CONTENT } from "#app/content/all-locales";

const doctorNames = new Map(CONTENT.en.doctors.cards.map((doctor) => [doctor.id, doctor.name]));

/** The doctor's name, or the id itself should the content ever drop a doctor a request still names. */
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

/** The choices a request carries, as label and value, in the form's order; those left empty are left out. */
export function appointmentChoices(fields: { doctor?: string; preferredDate?: string; preferredTime?: string }) {
  const choices: { label: string; value: string }[] = [];
  if (fields.doctor) choices.push({ label: "Doctor", value: doctorName(fields.doctor) });
  if (fields.preferredDate) choices.push({ label: "Preferred date", value: formatPreferredDate(fields.preferredDate) });
  if (fields.preferredTime) choices.push({ label: "Preferred time", value: preferredTimeLabel(fields.preferredTime) });
  return choices;
}
