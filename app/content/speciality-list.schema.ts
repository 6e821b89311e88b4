import { z } from "zod";
import type { Locale } from "./locale";
import { PageMetaSchema, wording } from "./schema";

export const specialityListSchema = (locale: Locale) =>
  z.object({
    /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
    meta: PageMetaSchema,
    heroTitle: wording(locale, "Explore our wide range of medical specialties at the hospital."),
    heroText: z.string().min(1),
    listHeading: z.string().min(1),
  });

export type SpecialityListContent = z.infer<ReturnType<typeof specialityListSchema>>;
