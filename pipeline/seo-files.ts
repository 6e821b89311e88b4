import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sitePagePaths } from "#common/paths";
import { DEFAULT_LOCALE, LOCALES, localizedPath } from "#common/locale";
import { absoluteUrlOn, siteUrlFrom } from "#common/site-url";

export type SeoOptions = {
  /** Every page a visitor can land on, in sitemap order (the same in every language); the build's own by default. */
  pagePaths?: readonly string[];
  /** The site's origin; the build's setting (VITE_SITE_URL, in Node's process.env) by default. */
  siteUrl?: string;
};

/** The build runs in Node, where the setting is in process.env (not import.meta.env). */
const siteUrlOf = (options: SeoOptions) => options.siteUrl ?? siteUrlFrom(process.env.VITE_SITE_URL);

/** The same page in every language, and x-default (English), as the sitemap's alternates. */
function alternates(siteUrl: string, path: string): string {
  const link = (hreflang: string, href: string) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
  return [
    ...LOCALES.map((locale) => link(locale, absoluteUrlOn(siteUrl, localizedPath(locale, path)))),
    link("x-default", absoluteUrlOn(siteUrl, localizedPath(DEFAULT_LOCALE, path))),
  ].join("\n");
}

/** sitemap.xml listing every page a visitor can land on, in every language, each with its alternates. */
export function sitemapXml(options: SeoOptions = {}): string {
  const siteUrl = siteUrlOf(options);
  const urls = LOCALES.flatMap((locale) =>
    (options.pagePaths ?? sitePagePaths).map(
      (path) => `  <url>\n    <loc>${absoluteUrlOn(siteUrl, localizedPath(locale, path))}</loc>\n${alternates(siteUrl, path)}\n  </url>`,
    ),
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(options: Pick<SeoOptions, "siteUrl"> = {}): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrlOn(siteUrlOf(options), "/sitemap.xml")}\n`;
}

/** The files written, relative to the directory: the publisher compresses exactly what it wrote. */
export const SEO_FILES = ["sitemap.xml", "robots.txt"] as const;

export async function writeSeoFiles(clientDirectory: string, options: SeoOptions = {}): Promise<void> {
  await writeFile(join(clientDirectory, "sitemap.xml"), sitemapXml(options));
  await writeFile(join(clientDirectory, "robots.txt"), robotsTxt(options));
}
