import { z } from "zod";
import type { Locale } from "./locale";
import { PageMetaSchema, TermsSectionSchema } from "./schema";
import { TERMS_SECTION_TITLES } from "./keys";

export const termsSchema = (locale: Locale) =>
  z.object({
    /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
    meta: PageMetaSchema,
    heading: z.string().min(1),
    /** Shown under the heading, e.g. "Last updated: 1 November 2026". */
    lastUpdated: z.string().min(1),
    intro: z.string().min(1),
    sections: z
      .array(TermsSectionSchema)
      .length(TERMS_SECTION_TITLES.length)
      .refine(
        // The spec names the sections in English; a translation keeps their order.
        (sections) => locale !== "en" || sections.every((section, index) => section.title === TERMS_SECTION_TITLES[index]),
        "sections must follow the spec's titles in order",
      ),
    whatsappLabel: z.string().min(1),
  });
export type TermsContent = z.infer<ReturnType<typeof termsSchema>>;
