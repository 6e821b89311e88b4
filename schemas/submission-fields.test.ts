import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { LOCALES } from "#common/locale";
import { AppointmentSchema } from "./appointment";
import { ContactSchema } from "./contact";
import { FeedbackSchema } from "./feedback";
import { fieldsOf, SUBMISSION_COLUMNS, SUBMISSION_FIELDS, submissionField } from "./submission-fields";

const SCHEMAS = { contact: ContactSchema, appointment: AppointmentSchema, feedback: FeedbackSchema } as const;
const FORMS = Object.keys(SUBMISSION_FIELDS) as (keyof typeof SUBMISSION_FIELDS)[];

/** The words a visitor reads for each field, per form: the content the public form and its no-JavaScript answer use. */
const visitorWords = (form: keyof typeof SCHEMAS, locale: (typeof LOCALES)[number]): Record<string, unknown> =>
  ({
    contact: CONTENT[locale].forms.contactForm,
    appointment: CONTENT[locale].forms.appointmentForm,
    feedback: CONTENT[locale].feedbackPage.form,
  })[form];

describe("the registry of submitted fields", () => {
  it("covers every public form, and every field each form's schema accepts, and nothing else", () => {
    expect(FORMS.sort()).toEqual(Object.keys(SCHEMAS).sort());
    for (const form of FORMS) {
      expect(Object.keys(SUBMISSION_FIELDS[form]).sort(), form).toEqual(Object.keys(SCHEMAS[form].shape).sort());
    }
  });

  it("gives every field staff see a label, and every field the visitor fills a label in each language", () => {
    for (const form of FORMS) {
      for (const field of fieldsOf(form)) {
        expect(field.label.trim(), `${form}.${field.name}`).not.toBe("");
        if (field.shown === "hidden") continue;
        for (const locale of LOCALES) {
          const words = visitorWords(form, locale)[field.name];
          expect(typeof words === "string" && words.trim() !== "", `${locale} label of ${form}.${field.name}`).toBe(true);
        }
      }
    }
  });

  it("puts every field staff see in a CSV column, and fills every column from some field", () => {
    const filled = new Set<string>();
    for (const form of FORMS) {
      for (const field of fieldsOf(form)) {
        if (field.shown === "hidden") continue;
        expect(field.column, `${form}.${field.name}`).not.toBeNull();
        filled.add(field.column!);
      }
    }
    // A contact message has no `name` field: its column joins the two names.
    expect(SUBMISSION_COLUMNS.filter((column) => !filled.has(column))).toEqual([]);
  });

  it("never gives two fields of one form the same column, so no value hides another", () => {
    for (const form of FORMS) {
      const columns = fieldsOf(form).flatMap((field) => (field.column ? [field.column] : []));
      expect(new Set(columns).size, form).toBe(columns.length);
    }
  });

  it("knows a stored field by its name, and nothing for a name no form sends", () => {
    expect(submissionField("appointment", "phoneNumber")?.column).toBe("phone");
    expect(submissionField("contact", "subject")).toBeUndefined();
    expect(submissionField("contact", "constructor")).toBeUndefined();
  });
});
