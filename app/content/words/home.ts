export type { HomeContent } from "./home.schema";

/** The home page, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { home } from "~locale/home";
