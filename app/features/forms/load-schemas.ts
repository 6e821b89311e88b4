/**
 * The forms' shared schemas, and the forms' follow-up, fetched on demand. zod (zod/mini, about 9 KB
 * gzip with the forms' messages) is the largest script a form page would otherwise load before it
 * works; the fields work without it, and it is asked for when the visitor starts on the form
 * (useValidatedForm), so it arrives while they type. One request per page, however many forms ask; a
 * failed request is tried again at the next ask.
 */

/**
 * `load` (a module's import) asked for once however often the loader is called, and asked for again
 * after it failed: every script a form fetches after the first load comes through one of these.
 */
export function importOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const loadLocalizedSchemas = importOnce(() => import("./localized-schemas"));

export const loadContactSchema = () => loadLocalizedSchemas().then((schemas) => schemas.contactSchema);
/** The appointment form's checks, with the Speciality and Doctor choices its page offers. */
export const loadAppointmentSchema = (choices: { specialities: readonly string[]; doctorIds: readonly string[] }) =>
  loadLocalizedSchemas().then((schemas) => schemas.appointmentFieldsSchemaFor(choices));
/** The first and last day the booking form offers, worked out now, with the same request as the checks. */
export const loadPreferredDateRange = () => loadLocalizedSchemas().then((schemas) => schemas.preferredDateRange());

/** A module of its own, so the contact and appointment pages never fetch the feedback form's rules. */
const loadFeedbackModule = importOnce(() => import("./feedback-schema"));
export const loadFeedbackSchema = () => loadFeedbackModule().then((module) => module.feedbackSchema);

/**
 * The red-flag list, its notice and the confirmation (form-follow-up.ts) the contact and feedback forms
 * ask for with their checks when the visitor starts on the form: never part of a page's first load.
 * The booking form's own follow-up (appointment-form/after-send.tsx) comes the same way.
 */
export const loadFollowUp = importOnce(() => import("./form-follow-up"));
