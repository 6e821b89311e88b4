/** The two public forms as the API sees them: where they post, how they are checked, what they answer. */
import { forms } from "../../app/content/forms";
import { DEFAULT_LOCALE } from "../../app/content/locale";
import { paths } from "../../app/paths";
import { APPOINTMENT_FIELDS, AppointmentSchema } from "../../schemas/appointment";
import { CONTACT_FIELDS, ContactSchema } from "../../schemas/contact";
import { type FieldErrors, firstErrorPerField } from "../../schemas/field-errors";
import { HONEYPOT_FIELD } from "../../schemas/limits";
import type { IncomingSubmission } from "./dependencies";

export type FormKind = IncomingSubmission["kind"];

export type Validation = { valid: true; submission: IncomingSubmission } | { valid: false; errors: FieldErrors };

export type FormEndpoint = {
  kind: FormKind;
  url: string;
  /** The page that shows the form: the no-JavaScript answers link back to it. */
  formPage: string;
  /** What the browser alerts on success (spec section 8); the no-JavaScript page says the same. */
  successMessage: string;
  /** Each field's visible label, to name it in the no-JavaScript answer. */
  labels: Readonly<Record<string, string>>;
  validate(fields: unknown): Validation;
};

// The server answers in the site's default language until visitors can choose another one.
const locale = DEFAULT_LOCALE;
const content = forms[locale];

/** Checks a body with one form's shared schema; the kind travels with its own schema's output. */
function validateWith(kind: FormKind, schema: typeof ContactSchema | typeof AppointmentSchema): FormEndpoint["validate"] {
  return (fields) => {
    const result = schema.safeParse(fields);
    if (!result.success) return { valid: false, errors: firstErrorPerField(result.error) };
    return { valid: true, submission: { kind, data: result.data, locale } as IncomingSubmission };
  };
}

export const contactEndpoint: FormEndpoint = {
  kind: "contact",
  url: "/api/contact-email",
  formPage: paths.contact,
  successMessage: content.alerts.contactSuccess,
  labels: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, content.contactForm[field]])),
  validate: validateWith("contact", ContactSchema),
};

export const appointmentEndpoint: FormEndpoint = {
  kind: "appointment",
  url: "/api/appointment-email",
  formPage: paths.bookAppointment,
  successMessage: content.alerts.appointmentSuccess,
  labels: Object.fromEntries(APPOINTMENT_FIELDS.map((field) => [field, content.appointmentForm[field]])),
  validate: validateWith("appointment", AppointmentSchema),
};

export const formEndpoints: readonly FormEndpoint[] = [contactEndpoint, appointmentEndpoint];

/**
 * Separates the honeypot from the fields. People never see it, so any value in it means a robot;
 * the empty value that a plain HTML form always posts means a person.
 */
export function takeHoneypot(body: unknown): { fields: unknown; caught: boolean } {
  if (typeof body !== "object" || body === null || Array.isArray(body) || !Object.hasOwn(body, HONEYPOT_FIELD)) {
    return { fields: body, caught: false };
  }
  const { [HONEYPOT_FIELD]: trap, ...fields } = body as Record<string, unknown>;
  return { fields, caught: trap !== "" && trap !== undefined };
}
