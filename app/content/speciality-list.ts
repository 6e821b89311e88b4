import { specialityListEn } from "./en/speciality-list";
import type { Localized } from "./locale";
import type { SpecialityListContent } from "./speciality-list.schema";

export type { SpecialityListContent } from "./speciality-list.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const specialityListPage: Localized<SpecialityListContent> = { en: specialityListEn };
