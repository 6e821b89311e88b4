import { z } from "zod";
import { knownFactSchema } from "../hospital-fact";
import { PageMetaSchema, text } from "../schema";

/** The privacy notice required by India's Digital Personal Data Protection Act, 2023. */
export const PrivacySchema = z.object({
  /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
  meta: PageMetaSchema,
  heading: text,
  lastUpdated: text,
  intro: text,
  /**
   * What the notice states that only the hospital can confirm; the sections' text is written from these.
   * The grievance officer, the retention period and the service providers are content (SiteContent's
   * grievance and privacy), filled in by the page's loader: "{officer}", "{retentionDays}", "{providers}".
   */
  facts: z.strictObject({
    /** The Act's title as the notice cites it (in Hindi, as the Gazette of India prints it). */
    actTitle: knownFactSchema(text),
  }),
  /** Put after "Grievance Officer" once the hospital names them, "{name}" standing for the name and designation. */
  officerNamed: text,
  /** Put after the sentence on service providers once the hospital names them, "{names}" standing for the names. */
  providersNamed: text,
  sections: z.array(z.object({ title: text, paragraphs: z.array(text).min(1), points: z.array(text).optional() })).min(8),
});
export type PrivacyContent = z.infer<typeof PrivacySchema>;
