import { homeEn } from "./en/home";
import type { Localized } from "./locale";
import type { HomeContent } from "./home.schema";

export type { HomeContent } from "./home.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const home: Localized<HomeContent> = { en: homeEn };
