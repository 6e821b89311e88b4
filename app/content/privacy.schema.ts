import { z } from "zod";
import { hospitalFactSchema, knownFactSchema } from "./hospital-fact";
import { PageMetaSchema, text } from "./schema";

/** The privacy notice required by India's Digital Personal Data Protection Act, 2023. */
export const PrivacySchema = z.object({
  /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
  meta: PageMetaSchema,
  heading: text,
  lastUpdated: text,
  intro: text,
  /** What the notice states that only the hospital can confirm; the sections' text is written from these. */
  facts: z.strictObject({
    /** The grievance officer's name and designation; until supplied the notice names the role. */
    grievanceOfficer: hospitalFactSchema(text),
    /** Days after which the website's requests are erased. */
    retentionDays: knownFactSchema(z.number().int().positive()),
    /** The companies that host the website and deliver its e-mail; until supplied the notice describes their role. */
    serviceProviders: hospitalFactSchema(text),
    /** The Act's title as the notice cites it (in Hindi, as the Gazette of India prints it). */
    actTitle: knownFactSchema(text),
  }),
  sections: z.array(z.object({ title: text, paragraphs: z.array(text).min(1), points: z.array(text).optional() })).min(8),
});
export type PrivacyContent = z.infer<typeof PrivacySchema>;
