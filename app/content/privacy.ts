import { privacyEn } from "./en/privacy";
import type { Localized } from "./locale";
import type { PrivacyContent } from "./privacy.schema";

export type { PrivacyContent } from "./privacy.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const privacy: Localized<PrivacyContent> = { en: privacyEn };
