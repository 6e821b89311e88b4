export type { FormsContent } from "./forms.schema";

/**
 * The Contact and Book Appointment pages and their forms, in the language of this build: the `~locale`
 * alias picks the files (see current-locale.ts). Each page's words are a module of their own, so that
 * one form page's scripts never carry the other's. The whole (`forms` in each language's forms.ts) is
 * for the server and the content checks, which read every language through all-locales.ts.
 */
export { contactAlerts, contactForm, contactPage } from "~locale/contact-page";
export { appointmentAlerts, appointmentForm, appointmentPage } from "~locale/appointment-page";
export { formCommon } from "~locale/shared-form-words";
