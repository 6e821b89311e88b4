/**
 * Which pre-rendered page a request was answered with, and from which snapshot of the site, as the site
 * server decided it (serve-site.ts). The security headers read it to send that page's own CSP hashes,
 * instead of resolving the request a second time by rules that could drift apart, and from the same
 * snapshot even if a publish swapped another in meanwhile. Recorded before the file is sent, so a 304
 * (no body, no content type, yet its headers replace the cached page's) carries the right policy too.
 */
import type { FastifyRequest } from "fastify";
import type { SiteSnapshot } from "./site-snapshot";

export type ServedPage = { file: string; site: SiteSnapshot };

const servedPages = new WeakMap<FastifyRequest, ServedPage>();

export function recordServedPage(request: FastifyRequest, file: string, site: SiteSnapshot): void {
  servedPages.set(request, { file, site });
}

/** The page file (relative to its snapshot's folder) this request is answered with, if it is a page. */
export const servedPageOf = (request: FastifyRequest): ServedPage | undefined => servedPages.get(request);
