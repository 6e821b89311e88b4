import { z } from "zod";
import type { Locale } from "#common/locale";
import { knownFactSchema } from "../hospital-fact";
import { CounterItemSchema, IconNameSchema, PageMetaSchema, ServiceCardSchema, text, TieUpSchema, wording } from "../schema";

export const homeSchema = (locale: Locale) =>
  z.object({
    /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
    meta: PageMetaSchema,
    hero: z.object({
      heading: wording(locale, "Healing with Excellence, Caring with Heart"),
      lead: text,
      explore: wording(locale, "Explore"),
      apply: wording(locale, "Apply"),
    }),
    counters: z.object({
      /** Visually hidden heading that names the strip for screen-reader users. */
      heading: text,
      items: z.array(CounterItemSchema).length(3),
    }),
    bookAppointment: wording(locale, "Book An Appointment"),
    services: z.object({ heading: wording(locale, "Our Services"), intro: text, items: z.array(ServiceCardSchema).length(6) }),
    about: z.object({
      heading: wording(locale, "About Us"),
      paragraphs: z.array(text).min(1),
      readMore: wording(locale, "Read More"),
      /** Read out after 'Read More' (visually hidden), so the link says where it goes out of context. */
      readMoreContext: text,
    }),
    specializations: z.object({ heading: wording(locale, "Our Specializations"), intro: text }),
    tieUps: z.object({
      heading: wording(locale, "Our Tie-ups"),
      intro: text,
      items: z.array(TieUpSchema).length(3),
      moreDetails: wording(locale, "More Details"),
      hideDetails: wording(locale, "Hide Details"),
      panelTitle: wording(locale, "TPA Empanelment Status"),
      panelIntro: text,
      /** Third-party administrators the hospital is empanelled with. */
      tpas: knownFactSchema(z.array(text).length(11)),
    }),
    accreditation: z.object({
      heading: text,
      paragraphs: z.array(text).min(1),
      /** The link to the hospital's own certificate, once supplied (the certificate's content). */
      certificateLink: text,
    }),
    doctors: z.object({ heading: text, intro: text, viewAll: text }),
    pharmacy: z.object({
      heading: text,
      intro: text,
      /** The points that are not the hospital's to confirm; the discount and delivery are content (SiteContent's pharmacy). */
      points: z.array(z.object({ icon: IconNameSchema, title: text, text })).length(2),
      placeOrder: wording(locale, "Place Your Order"),
    }),
  });

export type HomeContent = z.infer<ReturnType<typeof homeSchema>>;
