/**
 * The Content-Security-Policy of the site. Every pre-rendered page carries a few inline scripts (React
 * Router's context and hydration, React's streaming helpers); instead of 'unsafe-inline', each page is
 * sent with the SHA-256 of exactly its own inline scripts, computed once when the server starts.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CONTENT } from "#app/content/all-locales";
import { executableInlineScripts, readBuiltPage } from "#common/built-page";
import { hospital } from "#app/content/hospital";

/** `'sha256-…'` of every inline script in the page that a browser would execute, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = executableInlineScripts(readBuiltPage(html)).map(
    (script) => `'sha256-${createHash("sha256").update(script.body, "utf8").digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

/**
 * Origins the site embeds in iframes (the map on the contact page, the doctors' videos in every
 * language), read from the content that names them, so a new video host cannot be added without the
 * policy following.
 */
export function embeddedFrameOrigins(): string[] {
  const videos = Object.values(CONTENT).flatMap((content) => content.findDoctorPage.videos);
  const urls = [hospital.mapEmbedUrl, ...videos.map((video) => video.videoUrl)];
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}

export type PolicyOptions = {
  /** Origin of an API hosted apart from the site (VITE_API_BASE_URL), which the forms call and post to. */
  apiOrigin?: string;
  frameOrigins: string[];
};

/**
 * The policy's directives. default-src 'none' denies every kind of resource not named below; scripts,
 * styles, images and fonts come from the site itself only. style-src needs no inline allowance: the
 * pages carry no style attributes or <style> elements (React sets styles through the CSSOM, which CSP
 * does not restrict).
 */
export function policyDirectives(options: PolicyOptions & { scriptHashes: string[]; overTls: boolean }): string {
  const api = options.apiOrigin ? [options.apiOrigin] : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...options.scriptHashes],
    ["style-src", "'self'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...api],
    ["manifest-src", "'self'"],
    ["frame-src", ...(options.frameOrigins.length > 0 ? options.frameOrigins : ["'none'"])],
    ["frame-ancestors", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'", ...api],
  ];
  // Over plain http (local runs, tests) it would send every same-origin request to an https that is not there.
  if (options.overTls) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** Reads each page once and keeps the hashes of its inline scripts, by file (relative to the site). */
export async function hashPages(siteDir: string, files: Iterable<string>): Promise<Map<string, string[]>> {
  const hashes = new Map<string, string[]>();
  for (const file of new Set(files)) {
    hashes.set(file, inlineScriptHashes(await readFile(join(siteDir, file), "utf8")));
  }
  return hashes;
}
