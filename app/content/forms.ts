import { formsEn } from "./en/forms";
import type { Localized } from "./locale";
import type { FormsContent } from "./forms.schema";

export type { FormsContent } from "./forms.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const forms: Localized<FormsContent> = { en: formsEn };
