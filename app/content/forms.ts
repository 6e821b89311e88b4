export type { FormsContent } from "./forms.schema";

/** The Contact and Book Appointment pages and their forms, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { forms } from "~locale/forms";
