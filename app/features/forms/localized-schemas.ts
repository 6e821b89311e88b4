import { z } from "zod/mini";
import { appointmentMessages, contactMessages } from "~locale/form-messages";
import { choiceList, createAppointmentSchemaWith } from "#schemas/appointment";
import { createContactSchema } from "#schemas/contact";

/** The shared schemas with their messages in the language of this build: same rules as the server's. */
export const contactSchema = createContactSchema(contactMessages);

/**
 * What the visitor fills in (the form adds the constant code when it sends), with the choices the page
 * offers: the content's, from the page's data, so no script holds the doctors or the options.
 */
export function appointmentFieldsSchemaFor(choices: { specialities: readonly string[]; doctorIds: readonly string[] }) {
  const schema = createAppointmentSchemaWith(appointmentMessages, {
    specialities: choiceList(choices.specialities),
    doctorIds: choiceList(choices.doctorIds),
  });
  return z.omit(schema, { code: true });
}

// The booking form's day range comes with its checks (load-schemas.ts), not in the page's first load.
export { preferredDateRange } from "#schemas/preferred-date";
