export type { PrivacyContent } from "./privacy.schema";

/** The privacy notice, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { privacy } from "~locale/privacy";
