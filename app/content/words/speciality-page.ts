export type { SpecialityPageContent } from "./speciality-page.schema";

/** The words every speciality page shares, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { specialityPage } from "~locale/speciality-page";
