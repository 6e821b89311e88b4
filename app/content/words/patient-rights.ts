export type { GuidePageContent } from "./guide-page.schema";

/** Patients' rights and responsibilities, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { patientRights } from "~locale/patient-rights";
