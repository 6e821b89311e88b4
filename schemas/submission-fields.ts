/**
 * Every field a public form sends, as the hospital's staff meet it, written once: the words beside it in
 * the desk's e-mail and on the desk's request screen, how its value is shown, and its CSV column. The
 * visitor's label in each language stays with the content (the form's words, keyed by the field's name:
 * `contactForm`, `appointmentForm`, `feedbackPage.form`), where staff edit it; the no-JavaScript answer
 * reads it from there by these names.
 *
 * The types hold the registry to the schemas: a field a schema gains and this file lacks does not compile,
 * and `submission-fields.test.ts` checks the same at run time.
 */
import type { Appointment } from "./appointment";
import type { Contact } from "./contact";
import type { Feedback } from "./feedback";

/**
 * The exports' columns for what a visitor sent, in the order the CSV shows them. Fields of different
 * forms that hold the same thing share a column (the contact form's `phone`, the appointment's
 * `phoneNumber`). `name` is the person's whole name, a contact message's two names joined.
 */
export const SUBMISSION_COLUMNS = [
  "name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "speciality",
  "doctor",
  "preferredDate",
  "preferredTime",
  "message",
  "query",
  "feedback_kind",
  "earlier_reference",
] as const;
export type SubmissionColumn = (typeof SUBMISSION_COLUMNS)[number];

/**
 * How staff are shown a value: `text` keeps its line breaks (the e-mail gives it lines of its own);
 * `phone` and `email` become links on the desk; `doctor`, `day` and `partOfDay` are written for a person
 * (the doctor's name, "Tue, 1 Dec 2026", "Morning") where the CSV keeps the stored value, except the doctor,
 * whom every reader knows by name; `hidden` is never shown (the appointment's constant code).
 */
export type FieldShown = "line" | "text" | "phone" | "email" | "doctor" | "day" | "partOfDay" | "hidden";

export type SubmissionField = {
  /** What staff read beside the value, in English (the desk's language). */
  label: string;
  shown: FieldShown;
  /** Its column in every CSV export; null for a field no export carries. */
  column: SubmissionColumn | null;
  /**
   * What the desk's e-mail writes for a value the visitor left out; without it an empty field is left
   * out of the e-mail (an optional choice nobody made says nothing).
   */
  whenEmpty?: string;
};

/** A form's fields, in the order staff read them; exactly the schema's output fields, no more and no fewer. */
type FieldsOf<T> = { readonly [K in keyof Required<T>]: SubmissionField };

type Registry = {
  readonly contact: FieldsOf<Contact>;
  readonly appointment: FieldsOf<Appointment>;
  readonly feedback: FieldsOf<Feedback>;
};

export const SUBMISSION_FIELDS = {
  contact: {
    firstName: { label: "First name", shown: "line", column: "first_name" },
    lastName: { label: "Last name", shown: "line", column: "last_name" },
    email: { label: "Email", shown: "email", column: "email" },
    phone: { label: "Phone", shown: "phone", column: "phone" },
    message: { label: "Message", shown: "text", column: "message" },
  },
  appointment: {
    name: { label: "Name", shown: "line", column: "name" },
    email: { label: "Email", shown: "email", column: "email" },
    phoneNumber: { label: "Phone", shown: "phone", column: "phone" },
    speciality: { label: "Speciality", shown: "line", column: "speciality" },
    doctor: { label: "Doctor", shown: "doctor", column: "doctor" },
    preferredDate: { label: "Preferred date", shown: "day", column: "preferredDate" },
    preferredTime: { label: "Preferred time", shown: "partOfDay", column: "preferredTime" },
    query: { label: "Query", shown: "text", column: "query" },
    code: { label: "Consent code", shown: "hidden", column: null },
  },
  feedback: {
    kind: { label: "Kind", shown: "line", column: "feedback_kind" },
    name: { label: "Name", shown: "line", column: "name" },
    phone: { label: "Phone", shown: "phone", column: "phone" },
    email: { label: "Email", shown: "email", column: "email", whenEmpty: "(not given)" },
    earlierReference: { label: "About", shown: "line", column: "earlier_reference", whenEmpty: "(no earlier request given)" },
    message: { label: "Message", shown: "text", column: "message" },
  },
} as const satisfies Registry;

export type SubmissionForm = keyof typeof SUBMISSION_FIELDS;

/** The fields of a form a visitor fills in, and so needs a label for in each language (the content's). */
export type VisibleField<F extends SubmissionForm> = {
  [N in keyof (typeof SUBMISSION_FIELDS)[F]]: (typeof SUBMISSION_FIELDS)[F][N] extends { shown: "hidden" } ? never : N;
}[keyof (typeof SUBMISSION_FIELDS)[F]];

/** A form's fields with their names, in the order staff read them. */
export function fieldsOf(form: SubmissionForm): readonly (SubmissionField & { name: string })[] {
  return Object.entries(SUBMISSION_FIELDS[form] as Record<string, SubmissionField>).map(([name, field]) => ({ ...field, name }));
}

/** The field of a stored request by its stored name; undefined for a name no form sends today (an older request's). */
export const submissionField = (form: SubmissionForm, name: string): SubmissionField | undefined =>
  Object.hasOwn(SUBMISSION_FIELDS[form], name) ? (SUBMISSION_FIELDS[form] as Record<string, SubmissionField>)[name] : undefined;
