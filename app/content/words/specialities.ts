export type { SpecialitiesContent } from "./specialities.schema";
export { SPECIALITY_COUNTS } from "../keys";

/** Every speciality page, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { specialities } from "~locale/specialities";
