export type { GuidePageContent } from "./guide-page.schema";

/** The patient and visitor guide, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { patientGuide } from "~locale/patient-guide";
