import { z } from "zod";
import { GalleryItemSchema, PageMetaSchema } from "./schema";

export const GallerySchema = z.object({
  /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
  meta: PageMetaSchema,
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** Facilities shown: OT, ICU, NICU, rooms, emergency, radiology and pharmacy at least. */
  items: z.array(GalleryItemSchema).min(7),
});
export type GalleryContent = z.infer<typeof GallerySchema>;
