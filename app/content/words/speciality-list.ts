export type { SpecialityListContent } from "./speciality-list.schema";

/** The speciality list page, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { specialityListPage } from "~locale/speciality-list";
