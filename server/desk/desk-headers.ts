/**
 * The headers of everything the desk answers: its API, its pages and their files, and its 404s. Added
 * by a hook inside the desk's own route scopes, so they follow the route Fastify chose, whatever way
 * the path was spelt (`/api/%64esk/…` reaches the same handler as `/api/desk/…`).
 */
import type { FastifyInstance } from "fastify";
import { policyDirectives } from "../http/content-security-policy";

/**
 * The site's policy without what the public pages need: the desk frames only its own origin (the
 * content preview, /api/desk/content/preview, which alone may be framed: frame-ancestors 'self'
 * there, 'none' everywhere else; no map, no video), has no inline script or style to hash, and talks
 * only to its own origin.
 */
export const deskContentSecurityPolicy = (overTls: boolean) => policyDirectives({ frameOrigins: ["'self'"], scriptHashes: [], overTls });

const POLICIES = { tls: deskContentSecurityPolicy(true), plain: deskContentSecurityPolicy(false) };

/**
 * No copy of a patient's request in a browser's or a proxy's cache, no desk page in a search engine,
 * and the desk's own CSP in place of the site's. An onSend hook of the scope runs after the site's
 * (registered on the root), so it replaces the site's policy.
 */
export function addDeskHeaders(scope: FastifyInstance): void {
  scope.addHook("onSend", async (request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("content-security-policy", request.protocol === "https" ? POLICIES.tls : POLICIES.plain);
  });
}
