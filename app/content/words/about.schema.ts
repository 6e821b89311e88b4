import { z } from "zod";
import type { Locale } from "#common/locale";
import { FacilityBlockSchema, PageMetaSchema, text, wording } from "../schema";

export const aboutSchema = (locale: Locale) =>
  z.object({
    /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
    meta: PageMetaSchema,
    /**
     * The page's figures and lists are content (SiteContent), filled in by its loader: "{beds}" in the
     * description and the infrastructure block, "{schemes}" in Why Choose Us, the schemes' names joined
     * with this word for "and".
     */
    schemesJoinedWith: text,
    hero: z.object({
      title: wording(locale, "Multi-Specialty Hospital"),
      /** e.g. "Sanganer, Jaipur". */
      location: text,
      lead: text,
      enquireNow: wording(locale, "Enquire Now"),
    }),
    banner: z.object({
      title: wording(locale, "Book Your Appointment Today!"),
      text,
      callForEnquiry: wording(locale, "Call for Enquiry"),
      emailUs: wording(locale, "Email Us"),
    }),
    intro: z.object({
      heading: text,
      paragraphs: z.array(text).min(1),
      /** The specialities the intro lists, in the spec's order. */
      specialities: z.array(text).length(17),
    }),
    mission: z.object({ heading: text, text }),
    vision: z.object({ heading: text, text }),
    values: z.object({ heading: text, items: z.array(z.object({ title: text, text })).min(3) }),
    /** Four alternating blocks: OT, infrastructure, critical care, why choose us. */
    facilities: z.array(FacilityBlockSchema).length(4),
  });
export type AboutContent = z.infer<ReturnType<typeof aboutSchema>>;
