export type { TermsContent } from "./terms.schema";
export { TERMS_SECTION_TITLES } from "../keys";

/** The Terms of Use, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { terms } from "~locale/terms";
