import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sitePagePaths } from "#common/paths";
import { DEFAULT_LOCALE, LOCALES, localizedPath } from "#common/locale";
import { absoluteUrlOn, siteUrlFrom } from "#common/site-url";

/** The build runs in Node, where the setting is in process.env (not import.meta.env). */
const absoluteUrl = (path: string) => absoluteUrlOn(siteUrlFrom(process.env.VITE_SITE_URL), path);

/** The same page in every language, and x-default (English), as the sitemap's alternates. */
function alternates(path: string): string {
  const link = (hreflang: string, href: string) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
  return [
    ...LOCALES.map((locale) => link(locale, absoluteUrl(localizedPath(locale, path)))),
    link("x-default", absoluteUrl(localizedPath(DEFAULT_LOCALE, path))),
  ].join("\n");
}

/** sitemap.xml listing every page a visitor can land on, in every language, each with its alternates. */
export function sitemapXml(): string {
  const urls = LOCALES.flatMap((locale) =>
    sitePagePaths.map((path) => `  <url>\n    <loc>${absoluteUrl(localizedPath(locale, path))}</loc>\n${alternates(path)}\n  </url>`),
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

export async function writeSeoFiles(clientDirectory: string): Promise<void> {
  await writeFile(join(clientDirectory, "sitemap.xml"), sitemapXml());
  await writeFile(join(clientDirectory, "robots.txt"), robotsTxt());
}
