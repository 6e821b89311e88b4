export type { DoctorsContent } from "./doctors.schema";

/** The Find Doctor cards and videos, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { doctors } from "~locale/doctors";
