export type { SiteContent } from "./site.schema";

/** The site's frame (navigation, footer, shared controls) and every page's meta tags, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { site } from "~locale/site";
