export type { DepartmentsContent } from "./departments.schema";

/** The eleven departments, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { departments } from "~locale/departments";
