export type { AboutContent } from "./about.schema";

/** The About page, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { about } from "~locale/about";
