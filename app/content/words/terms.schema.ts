import { z } from "zod";
import type { Locale } from "#common/locale";
import { PageMetaSchema, TermsSectionSchema, text } from "../schema";
import { TERMS_SECTION_TITLES } from "../keys";

export const termsSchema = (locale: Locale) =>
  z.object({
    /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
    meta: PageMetaSchema,
    heading: text,
    /** Shown under the heading, e.g. "Last updated: 1 November 2026". */
    lastUpdated: text,
    intro: text,
    sections: z
      .array(TermsSectionSchema)
      .length(TERMS_SECTION_TITLES.length)
      .refine(
        // The spec names the sections in English; a translation keeps their order.
        (sections) => locale !== "en" || sections.every((section, index) => section.title === TERMS_SECTION_TITLES[index]),
        "sections must follow the spec's titles in order",
      ),
    whatsappLabel: text,
  });
export type TermsContent = z.infer<ReturnType<typeof termsSchema>>;
