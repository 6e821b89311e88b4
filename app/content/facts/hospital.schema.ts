import { z } from "zod";
import { knownFactSchema, hospitalFactSchema } from "../hospital-fact";
import { text, webAddress } from "../schema";

/** The hospital's identity (hospital.ts). */
export const HospitalSchema = z.object({
  name: text,
  shortName: text,
  /** Main reception and enquiries, in E.164 form for tel: links. */
  phone: z.string().regex(/^\+91\d{10}$/),
  phoneDisplay: text,
  /** Pharmacy order line (9 AM to 9 PM, all days). */
  pharmacyPhone: z.string().regex(/^\+91\d{10}$/),
  pharmacyPhoneDisplay: text,
  /** WhatsApp number in E.164 form without "+", as wa.me expects. */
  whatsapp: z.string().regex(/^91\d{10}$/),
  whatsappDisplay: text,
  email: z.email(),
  address: z.object({
    street: text,
    locality: z.literal("Sanganer"),
    city: z.literal("Jaipur"),
    state: z.literal("Rajasthan"),
    postcode: z.literal("302029"),
    country: z.literal("IN"),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  mapsUrl: webAddress,
  /** Loaded in an iframe only after the visitor asks for the map. */
  mapEmbedUrl: webAddress,
  socials: z.object({
    facebook: webAddress,
    youtube: webAddress,
    instagram: webAddress,
    linkedin: webAddress,
  }),
});
export type Hospital = z.infer<typeof HospitalSchema>;

/** A phone line: E.164 for tel: links, and as people read it. */
export const PhoneLineSchema = z.object({ e164: z.string().regex(/^\+91\d{10}$/), display: text });

/** The facts hospital.ts's values are made from, each supplied or still to be confirmed by the hospital. */
export const HospitalFactsSchema = z.strictObject({
  name: knownFactSchema(text),
  shortName: knownFactSchema(text),
  phone: knownFactSchema(PhoneLineSchema),
  /** The number under "Emergency 24x7" on every page; the main number until the hospital names another. */
  emergencyPhone: knownFactSchema(PhoneLineSchema),
  /** The billing desk's own line; where missing, pages offer the main number. */
  billingDeskPhone: hospitalFactSchema(PhoneLineSchema),
  pharmacyPhone: knownFactSchema(PhoneLineSchema),
  whatsapp: knownFactSchema(z.object({ number: z.string().regex(/^91\d{10}$/), display: text })),
  email: knownFactSchema(z.email()),
  street: knownFactSchema(text),
  geo: knownFactSchema(z.object({ latitude: z.number().min(26).max(28), longitude: z.number().min(75).max(77) })),
  socials: z.strictObject({
    facebook: knownFactSchema(webAddress),
    youtube: knownFactSchema(webAddress),
    instagram: knownFactSchema(webAddress),
    linkedin: knownFactSchema(webAddress),
  }),
});
export type HospitalFacts = z.infer<typeof HospitalFactsSchema>;
