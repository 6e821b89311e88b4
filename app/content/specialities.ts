import { specialitiesEn } from "./en/specialities";
import type { Localized } from "./locale";
import type { SpecialitiesContent } from "./specialities.schema";

export type { SpecialitiesContent } from "./specialities.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const specialities: Localized<SpecialitiesContent> = { en: specialitiesEn };

export { SPECIALITY_COUNTS } from "./keys";
