import { z } from "zod";
import { GalleryItemSchema, PageMetaSchema, text } from "./schema";

export const GallerySchema = z.object({
  /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
  meta: PageMetaSchema,
  heading: text,
  intro: text,
  /** Facilities shown: OT, ICU, NICU, rooms, emergency, radiology and pharmacy at least. */
  items: z.array(GalleryItemSchema).min(7),
});
export type GalleryContent = z.infer<typeof GallerySchema>;
