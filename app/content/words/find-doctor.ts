export type { FindDoctorPageContent } from "./find-doctor.schema";

/** The Find Doctor page, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { findDoctorPage } from "~locale/find-doctor";
