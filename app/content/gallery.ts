import { galleryEn } from "./en/gallery";
import type { Localized } from "./locale";
import type { GalleryContent } from "./gallery.schema";

export type { GalleryContent } from "./gallery.schema";

/** Validated by the build and the tests (app/content/validate.ts), never in the browser. */
export const gallery: Localized<GalleryContent> = { en: galleryEn };
