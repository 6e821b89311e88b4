/**
 * The site's public address in the pages and their scripts: VITE_SITE_URL as the build saw it, so the
 * pre-rendered HTML and the hydrated page carry the same canonical links (common/site-url.ts).
 */
import { absoluteUrlOn, siteUrlFrom } from "#common/site-url";

export const siteUrl = siteUrlFrom(import.meta.env.VITE_SITE_URL as string | undefined);

/** Absolute URL of a site path, for canonical links, share previews and structured data. */
export const absoluteUrl = (path: string): string => absoluteUrlOn(siteUrl, path);
