export type { DoctorPageContent } from "./doctor-page.schema";

/** The words of the doctors' pages, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { doctorPage } from "~locale/doctor-page";
