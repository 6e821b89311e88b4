export type { DoctorsContent } from "./doctors.schema";

/** The doctors' cards (Find Doctor page, home page preview), in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { doctors } from "~locale/doctors";
