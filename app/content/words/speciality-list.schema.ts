import { z } from "zod";
import type { Locale } from "#common/locale";
import { PageMetaSchema, text, wording } from "../schema";

export const specialityListSchema = (locale: Locale) =>
  z.object({
    /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
    meta: PageMetaSchema,
    heroTitle: wording(locale, "Explore our wide range of medical specialties at the hospital."),
    heroText: text,
    listHeading: text,
  });

export type SpecialityListContent = z.infer<ReturnType<typeof specialityListSchema>>;
