import { doctorsEn } from "./en/doctors";
import type { Localized } from "./locale";
import type { DoctorsContent } from "./doctors.schema";

export type { DoctorsContent } from "./doctors.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const doctors: Localized<DoctorsContent> = { en: doctorsEn };
