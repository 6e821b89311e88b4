import { z } from "zod";
import type { Locale } from "#common/locale";
import { PageMetaSchema, text, wording } from "../schema";

/** The words every speciality page (/speciality/{name}) shares, and its fallback for an unknown name. */
export const specialityPageSchema = (locale: Locale) =>
  z.object({
    /** The head tags of every speciality page: "{speciality}" is replaced with the department's name. */
    meta: PageMetaSchema,
    whyChooseUs: wording(locale, "Why Choose Us?"),
    meetOurExperts: wording(locale, "Meet Our Experts"),
    whatPatientsSay: wording(locale, "What Our Patients Say"),
    faqs: wording(locale, "Frequently Asked Questions"),
    bookCta: text,
    /**
     * On a department's page that lists no doctor: how to learn who sees its patients and when. The
     * page puts the hospital's number after it as a call link.
     */
    noExperts: text,
    /** Under the page's text; "{date}" is the day it was last reviewed. */
    lastReviewed: text.includes("{date}"),
    /** The months' names, January first, to write the review date the same way in the build and the browser. */
    months: z.array(text).length(12),
    fallback: z.object({
      meta: PageMetaSchema,
      title: wording(locale, "Specialization"),
      text: wording(locale, "Details about this specialization will be available soon."),
    }),
  });

export type SpecialityPageContent = z.infer<ReturnType<typeof specialityPageSchema>>;
