/** The public forms as the API sees them: where they post, how they are checked, what they answer. */
import type { z } from "zod/mini";
import { CONTENT } from "#app/content/words/all-locales";
import { type SiteContent, appointmentSpecialitiesOf, doctorIdsOf } from "#app/content/model/site-content";
import { LOCALES, type Locale, type Localized, localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import { choiceList, createAppointmentSchemaWith } from "#schemas/appointment";
import { createContactSchema } from "#schemas/contact";
import { createFeedbackSchema } from "#schemas/feedback";
import { type FieldErrors, firstErrorPerField } from "#schemas/field-errors";
import { HONEYPOT_FIELD } from "#schemas/limits";
import { fieldsOf, type SubmissionForm, type VisibleField } from "#schemas/submission-fields";
import type { IncomingSubmission } from "./dependencies";
import { FORM_ENDPOINT_PATHS } from "#common/form-endpoints";

export type FormKind = IncomingSubmission["kind"];

export type Validation = { valid: true; submission: IncomingSubmission } | { valid: false; errors: FieldErrors };

/**
 * Everything the API says, it says in the language the visitor filled the form in (the `lang` query
 * parameter, see form-answers.ts): the same words and validation messages the site showed them.
 */
export type FormEndpoint = {
  kind: FormKind;
  url: string;
  /** The page that shows the form, per language: the no-JavaScript answers link back to it. */
  formPage: Localized<string>;
  /** What the browser alerts on success (spec section 8); the no-JavaScript page says the same. */
  successMessage: Localized<string>;
  /** Each field's visible label, to name it in the no-JavaScript answer. */
  labels: Localized<Readonly<Record<string, string>>>;
  /**
   * Checks a body with the form's shared schema; messages and the stored language are `locale`'s, and
   * the choices it accepts (the appointment's doctors and specialities) are those of `content`, the
   * published content the site is serving.
   */
  validate(fields: unknown, locale: Locale, content: SiteContent): Validation;
};

/**
 * The label a visitor read for each field they fill in (the registry's, schemas/submission-fields.ts), from
 * the form's words in the content, keyed by the field's name: a field without a label there does not compile.
 */
function visitorLabels<F extends SubmissionForm>(
  form: F,
  words: Readonly<Record<VisibleField<F>, string>>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(
    fieldsOf(form)
      .filter((field) => field.shown !== "hidden")
      .map((field) => [field.name, words[field.name as VisibleField<F>]]),
  );
}

const perLocale = <T>(make: (locale: Locale) => T): Localized<T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Localized<T>;

/** The kind travels with its own schema's output, and the language with the submission. */
function validateWith(kind: FormKind, schemasFor: (content: SiteContent) => Localized<z.ZodMiniType>): FormEndpoint["validate"] {
  return (fields, locale, content) => {
    const result = schemasFor(content)[locale].safeParse(fields);
    if (!result.success) return { valid: false, errors: firstErrorPerField(result.error) };
    return { valid: true, submission: { kind, data: result.data, locale } as IncomingSubmission };
  };
}

/** Schemas that do not depend on the content. */
const always =
  <T>(schemas: T) =>
  () =>
    schemas;

/**
 * The appointment's schemas with the doctors and specialities of the published content: a doctor added
 * in the desk can be booked as soon as the release naming them is served, and one removed cannot.
 * Made once per release's content (the snapshot keeps the same object until the next release).
 */
const appointmentSchemasByContent = new WeakMap<SiteContent, Localized<z.ZodMiniType>>();
function appointmentSchemasOf(content: SiteContent): Localized<z.ZodMiniType> {
  let schemas = appointmentSchemasByContent.get(content);
  if (!schemas) {
    const choices = { specialities: choiceList(appointmentSpecialitiesOf(content)), doctorIds: choiceList(doctorIdsOf(content)) };
    schemas = perLocale((locale) => createAppointmentSchemaWith(CONTENT[locale].appointmentMessages, choices));
    appointmentSchemasByContent.set(content, schemas);
  }
  return schemas;
}

export const contactEndpoint: FormEndpoint = {
  kind: "contact",
  url: FORM_ENDPOINT_PATHS.contact,
  formPage: perLocale((locale) => localizedPath(locale, paths.contact)),
  successMessage: perLocale((locale) => CONTENT[locale].forms.alerts.contactSuccess),
  labels: perLocale((locale) => visitorLabels("contact", CONTENT[locale].forms.contactForm)),
  validate: validateWith("contact", always(perLocale((locale) => createContactSchema(CONTENT[locale].contactMessages)))),
};

export const appointmentEndpoint: FormEndpoint = {
  kind: "appointment",
  url: FORM_ENDPOINT_PATHS.appointment,
  formPage: perLocale((locale) => localizedPath(locale, paths.bookAppointment)),
  successMessage: perLocale((locale) => CONTENT[locale].forms.alerts.appointmentSuccess),
  labels: perLocale((locale) => visitorLabels("appointment", CONTENT[locale].forms.appointmentForm)),
  validate: validateWith("appointment", appointmentSchemasOf),
};

export const feedbackEndpoint: FormEndpoint = {
  kind: "feedback",
  url: FORM_ENDPOINT_PATHS.feedback,
  formPage: perLocale((locale) => localizedPath(locale, paths.feedback)),
  successMessage: perLocale((locale) => CONTENT[locale].feedbackPage.alerts.success),
  labels: perLocale((locale) => visitorLabels("feedback", CONTENT[locale].feedbackPage.form)),
  validate: validateWith("feedback", always(perLocale((locale) => createFeedbackSchema(CONTENT[locale].feedbackMessages)))),
};

export const formEndpoints: readonly FormEndpoint[] = [contactEndpoint, appointmentEndpoint, feedbackEndpoint];

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
