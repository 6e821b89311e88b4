import { z } from "zod";
import { FacilityBlockSchema } from "./schema";

const text = z.string().min(1);

export const AboutSchema = z.object({
  hero: z.object({
    title: z.literal("Multi-Specialty Hospital"),
    /** e.g. "Sanganer, Jaipur". */
    location: text,
    lead: text,
    enquireNow: z.literal("Enquire Now"),
  }),
  banner: z.object({
    title: z.literal("Book Your Appointment Today!"),
    text,
    callForEnquiry: z.literal("Call for Enquiry"),
    emailUs: z.literal("Email Us"),
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
export type AboutContent = z.infer<typeof AboutSchema>;
