/**
 * The site's public address in the pages and their scripts: VITE_SITE_URL as the build saw it, so the
 * pre-rendered HTML and the hydrated page carry the same canonical links (common/site-url.ts).
 */
import { absoluteUrlOn, siteUrlFrom } from "#common/site-url";

// Pure: the browser's scripts use it only for head tags they leave out (seo.ts), so the bundler drops it.
export const siteUrl = /* @__PURE__ */ siteUrlFrom(import.meta.env.VITE_SITE_URL as string | undefined);

/** Absolute URL of a site path, for canonical links, share previews and structured data. */
export const absoluteUrl = (path: string): string => absoluteUrlOn(siteUrl, path);
