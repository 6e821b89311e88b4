/**
 * The site's public address, for canonical links, the sitemap, share previews and structured data.
 * A deployment at another address (a staging copy) sets VITE_SITE_URL for the build. Each side reads
 * it from its own environment (the app from `import.meta.env` in app/site-url.ts, the build scripts
 * from `process.env`) and passes it through `siteUrlFrom`, so no side silently falls back to the
 * default while another uses the setting.
 */
export const PUBLISHED_SITE_URL = "https://www.aarogyahospitaljaipur.in";

/** The origin that VITE_SITE_URL names, without a trailing slash; the published address when unset. */
export function siteUrlFrom(configured: string | undefined): string {
  const value = configured?.trim();
  if (!value) return PUBLISHED_SITE_URL;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new Error(`VITE_SITE_URL must be a site's origin such as ${PUBLISHED_SITE_URL}, with no path; it is "${value}".`);
  }
  return url.origin;
}

/** An absolute URL of a site path ("/hi/about") on a site's origin. */
export const absoluteUrlOn = (siteUrl: string, path: string): string => `${siteUrl}${path}`;
