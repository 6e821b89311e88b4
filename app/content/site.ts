import { siteEn } from "./en/site";
import type { Localized } from "./locale";
import type { SiteContent } from "./site.schema";

export type { SiteContent } from "./site.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const site: Localized<SiteContent> = { en: siteEn };
