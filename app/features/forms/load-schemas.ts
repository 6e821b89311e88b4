/**
 * The forms' shared schemas, and the contact and feedback forms' follow-up, fetched on demand. zod
 * (zod/mini, about 9 KB gzip with the forms' messages) is the largest script a form page would
 * otherwise load before it works; the fields work without it, and it is asked for when the visitor
 * starts on the form (useValidatedForm), so it arrives while they type. One request per page, however
 * many forms ask; a failed request is tried again at the next ask.
 */
import type * as feedbackSchemaModule from "./feedback-schema";
import type * as FollowUp from "./form-follow-up";
import type * as localizedSchemas from "./localized-schemas";

type LocalizedSchemas = typeof localizedSchemas;

let pending: Promise<LocalizedSchemas> | undefined;

function loadLocalizedSchemas(): Promise<LocalizedSchemas> {
  pending ??= import("./localized-schemas").catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export const loadContactSchema = () => loadLocalizedSchemas().then((schemas) => schemas.contactSchema);
/** The appointment form's checks, with the Speciality and Doctor choices its page offers. */
export const loadAppointmentSchema = (choices: { specialities: readonly string[]; doctorIds: readonly string[] }) =>
  loadLocalizedSchemas().then((schemas) => schemas.appointmentFieldsSchemaFor(choices));
/** The first and last day the booking form offers, worked out now, with the same request as the checks. */
export const loadPreferredDateRange = () => loadLocalizedSchemas().then((schemas) => schemas.preferredDateRange());

let pendingFeedback: Promise<typeof feedbackSchemaModule> | undefined;

/** A module of its own, so the contact and appointment pages never fetch the feedback form's rules. */
export function loadFeedbackSchema() {
  pendingFeedback ??= import("./feedback-schema").catch((error: unknown) => {
    pendingFeedback = undefined;
    throw error;
  });
  return pendingFeedback.then((module) => module.feedbackSchema);
}

let followUpPending: Promise<typeof FollowUp> | undefined;

/**
 * The red-flag list, its notice and the confirmation (form-follow-up.ts) the contact and feedback forms
 * ask for with their checks when the visitor starts on the form: never part of a page's first load.
 */
export const loadFollowUp = () =>
  (followUpPending ??= import("./form-follow-up").catch((error: unknown) => {
    followUpPending = undefined;
    throw error;
  }));
