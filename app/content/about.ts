import { aboutEn } from "./en/about";
import type { Localized } from "./locale";
import type { AboutContent } from "./about.schema";

export type { AboutContent } from "./about.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const about: Localized<AboutContent> = { en: aboutEn };
