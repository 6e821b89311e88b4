import { departmentsEn } from "./en/departments";
import type { Localized } from "./locale";
import type { DepartmentsContent } from "./departments.schema";

export type { DepartmentsContent } from "./departments.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const departments: Localized<DepartmentsContent> = { en: departmentsEn };
