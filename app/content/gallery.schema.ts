import { z } from "zod";
import { GalleryItemSchema } from "./schema";

export const GallerySchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** Facilities shown: OT, ICU, NICU, rooms, emergency, radiology and pharmacy at least. */
  items: z.array(GalleryItemSchema).min(7),
});
export type GalleryContent = z.infer<typeof GallerySchema>;
