import { z } from "zod/mini";
import { appointmentMessages, contactMessages } from "~locale/form-messages";
import { createAppointmentSchema } from "#schemas/appointment";
import { createContactSchema } from "#schemas/contact";

/** The shared schemas with their messages in the language of this build: same rules as the server's. */
export const contactSchema = createContactSchema(contactMessages);
export const appointmentSchema = createAppointmentSchema(appointmentMessages);
/** What the visitor fills in; the form adds the constant code when it sends. */
export const appointmentFieldsSchema = z.omit(appointmentSchema, { code: true });
