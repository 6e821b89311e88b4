import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { LOCALES, type Localized, localizedPath } from "#common/locale";
import { SPECIALITY_FALLBACK_PATH } from "#common/paths";

/** React Router's shell for client-only rendering; this site pre-renders every page instead. */
const SPA_FALLBACK_FILE = "__spa-fallback.html";
/** Compressed copies written at build time (pipeline/precompress.ts): served in place of their original. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * What the build holds, read once at start-up (the build never changes while the server runs):
 * every static file by URL path, and every pre-rendered page by its route path.
 */
export type SiteFiles = {
  /** "/assets/root-abc.js" -> "assets/root-abc.js" */
  files: Map<string, string>;
  /** "/about" -> "about/index.html" */
  pages: Map<string, string>;
  /** Pre-rendered 'Specialization' page of each language, served for unknown speciality names. */
  specialityFallback: Localized<string>;
};

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

export async function readSiteFiles(siteDir: string): Promise<SiteFiles> {
  const files = new Map<string, string>();
  const pages = new Map<string, string>();
  for (const file of await listFiles(siteDir)) {
    const urlPath = `/${file.split(sep).join("/")}`;
    if (file.startsWith(SPA_FALLBACK_FILE) || COMPRESSED_COPY.test(file)) continue;
    // A release folder's own notes (.release.json, .rendered.json: server/publish/) are not the site's.
    if (urlPath.split("/").some((segment) => segment.startsWith(".") && segment !== ".well-known")) continue;
    if (urlPath === "/index.html" || urlPath.endsWith("/index.html")) {
      const route = urlPath.slice(0, -"/index.html".length) || "/";
      pages.set(route, file);
    } else {
      files.set(urlPath, file);
    }
  }
  const fallbackPaths = LOCALES.map((locale) => localizedPath(locale, SPECIALITY_FALLBACK_PATH));
  const missing = ["/", ...fallbackPaths].filter((path) => !pages.has(path));
  if (missing.length > 0) {
    throw new Error(`No pre-rendered site in ${siteDir} (missing ${missing.join(", ")}): run "npm run build" first.`);
  }
  const specialityFallback = Object.fromEntries(
    LOCALES.map((locale, index) => [locale, pages.get(fallbackPaths[index]!)!]),
  ) as Localized<string>;
  for (const path of fallbackPaths) pages.delete(path);
  return { files, pages, specialityFallback };
}
