/**
 * Which pre-rendered page a request was answered with, as the site server decided it (serve-site.ts).
 * The security headers read it to send that page's own CSP hashes, instead of resolving the request a
 * second time by rules that could drift apart. Recorded before the file is sent, so a 304 (no body, no
 * content type, yet its headers replace the cached page's) carries the right policy too.
 */
import type { FastifyRequest } from "fastify";

const servedPages = new WeakMap<FastifyRequest, string>();

export function recordServedPage(request: FastifyRequest, file: string): void {
  servedPages.set(request, file);
}

/** The page file (relative to the site folder) this request is answered with, if it is a page. */
export const servedPageOf = (request: FastifyRequest): string | undefined => servedPages.get(request);
