/** The appointment form: one schema for the browser and the server (the server's check is the one that counts). */
import { z } from "zod/mini";
import "./zod-setup";
import { APPOINTMENT_DOCTOR_IDS, APPOINTMENT_SPECIALITIES, PREFERRED_TIMES } from "./appointment-options";
import { emailField, freeTextField, nameField, phoneField } from "./fields";
import { APPOINTMENT_CODE } from "./form-fields";
import { FIELD_LIMITS } from "./limits";
import { PREFERRED_DATE_DAYS_AHEAD, isCalendarDay, preferredDateRange } from "./preferred-date";

export { APPOINTMENT_CODE, APPOINTMENT_FIELDS, type AppointmentField } from "./form-fields";

export type AppointmentMessages = {
  nameRequired: string;
  nameTooLong: string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  phoneRequired: string;
  phoneDigits: string;
  specialityRequired: string;
  specialityUnknown: string;
  queryRequired: string;
  queryTooLong: string;
  codeInvalid: string;
  doctorUnknown: string;
  preferredDateInvalid: string;
  preferredDatePast: string;
  preferredDateTooFar: string;
  preferredTimeUnknown: string;
  /** Optional: falls back to English (textRuleMessagesEn); only robots and broken clients see them. */
  controlCharacters?: string;
  singleLine?: string;
};

export const appointmentMessagesEn: AppointmentMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Must be at most ${FIELD_LIMITS.name} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  emailTooLong: `Must be at most ${FIELD_LIMITS.email} characters`,
  phoneRequired: "Phone Number is required",
  phoneDigits: "Phone Number must be 10 digits",
  specialityRequired: "Speciality is required",
  specialityUnknown: "Choose a speciality from the list",
  queryRequired: "Query is required",
  queryTooLong: `Must be at most ${FIELD_LIMITS.text} characters`,
  codeInvalid: `code must be "${APPOINTMENT_CODE}"`,
  doctorUnknown: "Choose a doctor from the list",
  preferredDateInvalid: "Enter a valid date",
  preferredDatePast: "Choose today or a later date",
  preferredDateTooFar: `Choose a date within the next ${PREFERRED_DATE_DAYS_AHEAD} days`,
  preferredTimeUnknown: "Choose morning or evening",
};

/** A field the visitor may leave empty: a plain HTML form posts it as "", which means not given. */
const notGiven = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value.trim());

function optionalChoice<const T extends readonly [string, ...string[]]>(choices: T, unknown: string) {
  return z.pipe(z.pipe(z.optional(z.string({ error: unknown })), z.transform(notGiven)), z.optional(z.enum(choices, unknown)));
}

/** Today (in India) to PREFERRED_DATE_DAYS_AHEAD days ahead, checked when the form is checked, not when the schema was built. */
function preferredDateField(m: AppointmentMessages) {
  const day = z.string().check(
    z.refine(isCalendarDay, { error: m.preferredDateInvalid, abort: true }),
    z.refine((date: string) => date >= preferredDateRange().first, { error: m.preferredDatePast, abort: true }),
    z.refine((date: string) => date <= preferredDateRange().last, { error: m.preferredDateTooFar, abort: true }),
  );
  return z.pipe(z.pipe(z.optional(z.string({ error: m.preferredDateInvalid })), z.transform(notGiven)), z.optional(day));
}

/**
 * The Speciality and Doctor choices a form accepts: the content's (app/content/model/site-content.ts,
 * `appointmentSpecialitiesOf` and `doctorIdsOf`), which staff edit, so they are given, not compiled in.
 */
export type AppointmentChoices<S extends readonly [string, ...string[]], D extends readonly [string, ...string[]]> = {
  specialities: S;
  doctorIds: D;
};

/** A list as zod's enum wants it: never empty (an empty list accepts nothing but an empty optional field). */
export const choiceList = (values: readonly string[]): readonly [string, ...string[]] =>
  values.length > 0 ? (values as readonly [string, ...string[]]) : [""];

/** The schema with the choices a page offers (the browser) or the published content holds (the server). */
export function createAppointmentSchemaWith<const S extends readonly [string, ...string[]], const D extends readonly [string, ...string[]]>(
  m: AppointmentMessages,
  choices: AppointmentChoices<S, D>,
) {
  return z.strictObject({
    name: nameField({ required: m.nameRequired, tooLong: m.nameTooLong, singleLine: m.singleLine }),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid, tooLong: m.emailTooLong }),
    phoneNumber: phoneField({ required: m.phoneRequired, digits: m.phoneDigits }),
    speciality: z.pipe(
      z.string({ error: m.specialityRequired }).check(z.trim(), z.minLength(1, { error: m.specialityRequired, abort: true })),
      z.enum(choices.specialities, m.specialityUnknown),
    ),
    query: freeTextField({ required: m.queryRequired, tooLong: m.queryTooLong, controlCharacters: m.controlCharacters }),
    code: z.literal(APPOINTMENT_CODE, m.codeInvalid),
    // Optional additions to the spec's form (issue 21): empty or absent means the desk chooses.
    doctor: optionalChoice(choices.doctorIds, m.doctorUnknown),
    preferredDate: preferredDateField(m),
    preferredTime: optionalChoice(PREFERRED_TIMES, m.preferredTimeUnknown),
  });
}

/** The schema with the repository's choices (the seed's): what the server checks until it reads the published content. */
export function createAppointmentSchema(m: AppointmentMessages) {
  return createAppointmentSchemaWith(m, { specialities: APPOINTMENT_SPECIALITIES, doctorIds: APPOINTMENT_DOCTOR_IDS });
}

// Pure: a browser bundle that builds its own language's schema drops this one.
export const AppointmentSchema = /* @__PURE__ */ createAppointmentSchema(appointmentMessagesEn);
export type AppointmentInput = z.input<typeof AppointmentSchema>;
export type Appointment = z.output<typeof AppointmentSchema>;
