import { z } from "zod";

/** The hospital's identity (hospital.ts). */
export const HospitalSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  /** Public address of the site, used for canonical URLs, the sitemap and share previews. */
  siteUrl: z.url().refine((url) => !url.endsWith("/"), "no trailing slash"),
  /** Main reception and enquiries, in E.164 form for tel: links. */
  phone: z.string().regex(/^\+91\d{10}$/),
  phoneDisplay: z.string().min(1),
  /** Pharmacy order line (9 AM to 9 PM, all days). */
  pharmacyPhone: z.string().regex(/^\+91\d{10}$/),
  pharmacyPhoneDisplay: z.string().min(1),
  /** WhatsApp number in E.164 form without "+", as wa.me expects. */
  whatsapp: z.string().regex(/^91\d{10}$/),
  whatsappDisplay: z.string().min(1),
  email: z.email(),
  address: z.object({
    street: z.string().min(1),
    locality: z.literal("Sanganer"),
    city: z.literal("Jaipur"),
    state: z.literal("Rajasthan"),
    postcode: z.literal("302029"),
    country: z.literal("IN"),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  mapsUrl: z.url(),
  /** Loaded in an iframe only after the visitor asks for the map. */
  mapEmbedUrl: z.url(),
  socials: z.object({
    facebook: z.url(),
    youtube: z.url(),
    instagram: z.url(),
    linkedin: z.url(),
  }),
  /** The accreditation certificate the home page links to (a labelled sample until replaced). */
  certificatePdf: z.string().startsWith("/"),
});
export type Hospital = z.infer<typeof HospitalSchema>;
