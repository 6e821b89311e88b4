import { z } from "zod";
import { GalleryItemSchema, PageMetaSchema, text } from "../schema";

export const GallerySchema = z.object({
  /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
  meta: PageMetaSchema,
  heading: text,
  intro: text,
  /**
   * Under a picture that is one of the site's own drawings, not a photograph the hospital uploaded
   * (review U9): the page never presents a drawing as the hospital's photograph.
   */
  drawingNote: text,
  /** Facilities shown: OT, ICU, NICU, rooms, emergency, radiology and pharmacy at least. */
  items: z.array(GalleryItemSchema).min(7),
});
export type GalleryContent = z.infer<typeof GallerySchema>;
