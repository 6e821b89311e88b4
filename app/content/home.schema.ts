import { z } from "zod";
import { CounterItemSchema, IconNameSchema, ServiceCardSchema, TieUpSchema } from "./schema";

const text = z.string().min(1);

export const HomeSchema = z.object({
  hero: z.object({
    heading: z.literal("Healing with Excellence, Caring with Heart"),
    lead: text,
    explore: z.literal("Explore"),
    apply: z.literal("Apply"),
  }),
  counters: z.object({
    /** Visually hidden heading that names the strip for screen-reader users. */
    heading: text,
    items: z.array(CounterItemSchema).length(3),
  }),
  bookAppointment: z.literal("Book An Appointment"),
  services: z.object({ heading: z.literal("Our Services"), intro: text, items: z.array(ServiceCardSchema).length(6) }),
  about: z.object({
    heading: z.literal("About Us"),
    paragraphs: z.array(text).min(1),
    readMore: z.literal("Read More"),
    /** Read out after 'Read More' (visually hidden), so the link says where it goes out of context. */
    readMoreContext: text,
  }),
  specializations: z.object({ heading: z.literal("Our Specializations"), intro: text }),
  tieUps: z.object({
    heading: z.literal("Our Tie-ups"),
    intro: text,
    items: z.array(TieUpSchema).length(3),
    moreDetails: z.literal("More Details"),
    hideDetails: z.literal("Hide Details"),
    panelTitle: z.literal("TPA Empanelment Status"),
    panelIntro: text,
    /** Third-party administrators the hospital is empanelled with. */
    tpas: z.array(text).length(11),
  }),
  accreditation: z.object({
    heading: text,
    paragraphs: z.array(text).min(1),
    certificateAlt: text,
    certificateLink: text,
  }),
  doctors: z.object({ heading: text, intro: text, viewAll: text }),
  pharmacy: z.object({
    heading: text,
    intro: text,
    points: z.array(z.object({ icon: IconNameSchema, title: text, text })).length(4),
    hours: text,
    placeOrder: z.literal("Place Your Order"),
  }),
});

export type HomeContent = z.infer<typeof HomeSchema>;
