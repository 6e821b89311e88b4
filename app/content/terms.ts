import { termsEn } from "./en/terms";
import type { Localized } from "./locale";
import type { TermsContent } from "./terms.schema";

export type { TermsContent } from "./terms.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const terms: Localized<TermsContent> = { en: termsEn };

export { TERMS_SECTION_TITLES } from "./keys";
