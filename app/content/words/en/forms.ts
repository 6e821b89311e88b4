/** The words of both form pages, whole: what the server and the content checks read. */
import type { FormsContent } from "../forms.schema";
import { appointmentAlerts, appointmentForm, appointmentPage } from "./appointment-page";
import { contactAlerts, contactForm, contactPage } from "./contact-page";
import { formCommon } from "./shared-form-words";

// Pages import the pieces (app/content/words/forms.ts), so that one form page never loads the other's words.
export const forms: FormsContent = {
  contactPage,
  contactForm,
  appointmentPage,
  appointmentForm,
  alerts: { ...contactAlerts, ...appointmentAlerts },
  ...formCommon,
};
