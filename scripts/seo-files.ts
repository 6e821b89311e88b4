import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sitePagePaths } from "../app/paths";
import { absoluteUrl } from "../app/content/hospital";

/** sitemap.xml listing every page a visitor can land on. */
export function sitemapXml(): string {
  const urls = sitePagePaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

export async function writeSeoFiles(clientDirectory: string): Promise<void> {
  await writeFile(join(clientDirectory, "sitemap.xml"), sitemapXml());
  await writeFile(join(clientDirectory, "robots.txt"), robotsTxt());
}
