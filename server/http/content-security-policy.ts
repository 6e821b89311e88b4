/**
 * The Content-Security-Policy of the site. Every pre-rendered page carries a few inline scripts (React
 * Router's context and hydration, React's streaming helpers); instead of 'unsafe-inline', each page is
 * sent with the SHA-256 of exactly its own inline scripts, computed once when the server starts.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { FACEBOOK_VIDEO_PLAYER } from "#app/content/facts/facebook-video";
import { type BuiltPage, executableInlineScripts, readBuiltPage } from "#common/built-page";
import { hospital } from "#app/content/facts/hospital";

/** A CSP source for exactly this text. */
const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** `'sha256-…'` of every inline script in the page that a browser would execute, in page order. */
export function inlineScriptHashes(html: string | BuiltPage): string[] {
  const page = typeof html === "string" ? readBuiltPage(html) : html;
  return [...new Set(executableInlineScripts(page).map((script) => sha256Source(script.body)))];
}

/** `'sha256-…'` of every inline `<style>` in the page: the stylesheet the build puts in each page. */
export function inlineStyleHashes(html: string | BuiltPage): string[] {
  const page = typeof html === "string" ? readBuiltPage(html) : html;
  return [...new Set(page.styles.map((style) => sha256Source(style.body)))];
}

/**
 * Origins the site embeds in iframes (the map on the contact page, the doctors' videos), read from the
 * code that builds their addresses: content gives only a video's id, never its host, so no edit can
 * widen the policy.
 */
export function embeddedFrameOrigins(): string[] {
  const urls = [hospital.mapEmbedUrl, FACEBOOK_VIDEO_PLAYER];
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}

export type PolicyOptions = {
  /** Origin of an API hosted apart from the site (VITE_API_BASE_URL), which the forms call and post to. */
  apiOrigin?: string;
  frameOrigins: string[];
};

/**
 * The policy's directives. default-src 'none' denies every kind of resource not named below; scripts,
 * styles and images come from the site itself only. The site uses the system's fonts and has no web app
 * manifest, so font-src and manifest-src are not named: 'none' covers them, and every page's first
 * response is 38 bytes shorter (headers are not compressed; docs/decisions/013-one-round-trip-pages.md).
 * The one inline stylesheet of a page (the build puts it there, so the first paint waits for no request)
 * is allowed by its hash; the pages carry no style attributes (React sets styles through the CSSOM,
 * which CSP does not restrict).
 */
export function policyDirectives(options: PolicyOptions & { scriptHashes: string[]; styleHashes?: string[]; overTls: boolean }): string {
  const api = options.apiOrigin ? [options.apiOrigin] : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...options.scriptHashes],
    ["style-src", "'self'", ...(options.styleHashes ?? [])],
    ["img-src", "'self'", "data:"],
    ["connect-src", "'self'", ...api],
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

export type PageHashes = { scripts: string[]; styles: string[] };

/** Reads each page once and keeps the hashes of its inline scripts and styles, by file (relative to the site). */
export async function hashPages(siteDir: string, files: Iterable<string>): Promise<Map<string, PageHashes>> {
  const hashes = new Map<string, PageHashes>();
  for (const file of new Set(files)) {
    // Parsed once for both kinds of hash: every page is read at each start.
    const page = readBuiltPage(await readFile(join(siteDir, file), "utf8"));
    hashes.set(file, { scripts: inlineScriptHashes(page), styles: inlineStyleHashes(page) });
  }
  return hashes;
}
