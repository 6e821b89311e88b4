import type { Localized } from "~/content/locale";
import { AppointmentSchema } from "../../../schemas/appointment";
import { ContactSchema } from "../../../schemas/contact";

/** Each language's copy of the shared schemas: same rules, messages in that language. */
export const contactSchemas: Localized<typeof ContactSchema> = { en: ContactSchema };
export const appointmentSchemas: Localized<typeof AppointmentSchema> = { en: AppointmentSchema };
