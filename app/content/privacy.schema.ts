import { z } from "zod";
import { PageMetaSchema, text } from "./schema";

/** The privacy notice required by India's Digital Personal Data Protection Act, 2023. */
export const PrivacySchema = z.object({
  /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
  meta: PageMetaSchema,
  heading: text,
  lastUpdated: text,
  intro: text,
  sections: z.array(z.object({ title: text, paragraphs: z.array(text).min(1), points: z.array(text).optional() })).min(8),
});
export type PrivacyContent = z.infer<typeof PrivacySchema>;
