export type { GalleryContent } from "./gallery.schema";

/** The Gallery page, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { gallery } from "~locale/gallery";
