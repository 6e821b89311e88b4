import { findDoctorEn } from "./en/find-doctor";
import type { Localized } from "./locale";
import type { FindDoctorPageContent } from "./find-doctor.schema";

export type { FindDoctorPageContent } from "./find-doctor.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const findDoctorPage: Localized<FindDoctorPageContent> = { en: findDoctorEn };
