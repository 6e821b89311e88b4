/**
 * The security headers of every response (pages, files, API, redirects, 404s), set in one place. The
 * bar is an A+ at Mozilla's HTTP Observatory; security-headers.test.ts applies its scoring rules.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { servedPageOf } from "../site/served-page";
import type { ServedSite } from "../site/site-snapshot";

export type SecurityHeaderOptions = {
  /** The site served: a page's policy carries the hashes of its inline scripts and styles. */
  served: ServedSite;
  /** Origin of an API hosted apart from the site, if any. */
  apiOrigin?: string;
  /** Whether a proxy is trusted to say how the client connected (X-Forwarded-Proto). */
  trustsProxy: boolean;
  /** The site's own address (VITE_SITE_URL): where plain-http visitors are sent, whatever Host they gave. */
  siteOrigin: string;
};

/** Two years; no includeSubDomains, since other hosts of the hospital's domain may not have https yet. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000";

/** Browser features the site never uses, denied to it and to anything it embeds. */
const DENIED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];
/**
 * Only denials. What a video player asks for (autoplay, fullscreen, encrypted media, picture-in-picture)
 * is left to each feature's default, the site itself, and to the embed's iframe, whose allow attribute
 * grants it to that frame alone; CSP frame-src already names the only origins a frame may come from.
 * Listing those features here with their origins added 330 bytes to every response for no further
 * restriction, and a page's first response must fit in one round trip
 * (docs/decisions/013-one-round-trip-pages.md).
 */
export function permissionsPolicy(): string {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");
}

/** Sent on every response, whatever it is. */
export function fixedHeaders(): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    // Stricter policies break the video embeds, which need the site's origin.
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": permissionsPolicy(),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    // For browsers without CSP frame-ancestors.
    "x-frame-options": "DENY",
  };
}

const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const fixed = fixedHeaders();
  const httpsOrigins = canonicalHttpsOrigins(options.siteOrigin, options.apiOrigin);
  // A page's policy comes from the snapshot it was read from, even if a publish swapped another in
  // since; anything else gets the current snapshot's policy without hashes.
  const policyFor = (request: FastifyRequest, overTls: boolean) => {
    const page = servedPageOf(request);
    const site = page?.site ?? options.served.current();
    return site.policy(page?.file, { overTls, apiOrigin: options.apiOrigin });
  };

  // Behind a TLS-terminating proxy that forwarded a plain-http request: send the browser to https first.
  app.addHook("onRequest", async (request, reply) => {
    if (!options.trustsProxy || request.headers["x-forwarded-proto"] === undefined || request.protocol !== "http") return;
    if (HEALTH_PATHS.has(request.url.split("?")[0] ?? "")) return;
    return redirectToHttps(request, reply, httpsOrigins);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const overTls = request.protocol === "https";
    reply.headers(fixed);
    // The no-JavaScript answer pages of the form API bring their own, stricter policy.
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", policyFor(request, overTls));
    if (overTls) reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    reply.removeHeader("x-powered-by");
    reply.removeHeader("server");
    return payload;
  });
}

type HttpsOrigins = { site: string; byHost: Map<string, string> };

/** The https origins the server answers for: the site's, and a separately hosted API's. */
function canonicalHttpsOrigins(siteOrigin: string, apiOrigin: string | undefined): HttpsOrigins {
  const asHttps = (origin: string) => {
    const url = new URL(origin);
    url.protocol = "https:";
    return url;
  };
  const byHost = new Map<string, string>();
  for (const origin of [siteOrigin, apiOrigin]) {
    if (origin === undefined) continue;
    const url = asHttps(origin);
    byHost.set(url.hostname.toLowerCase(), url.origin);
  }
  return { site: asHttps(siteOrigin).origin, byHost };
}

/** The request target as sent, with any raw byte outside printable ASCII percent-encoded for the Location header. */
function encodedTarget(url: string): string {
  // An absolute-form target (GET http://host/path) names a host of its own: only the origin above counts.
  if (!url.startsWith("/")) return "/";
  return url.replace(/[^\x21-\x7e]/g, (character) =>
    [...Buffer.from(character, "latin1")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );
}

/**
 * To the configured origin, never to the host the request names: behind a proxy the Host comes from
 * X-Forwarded-Host, which any client can set, and a CDN may cache a 301 to evil.example for everyone.
 * A request for the API's own host (hosted apart from the site) stays on that host.
 */
function redirectToHttps(request: FastifyRequest, reply: FastifyReply, origins: HttpsOrigins) {
  const status = request.method === "GET" || request.method === "HEAD" ? 301 : 308;
  const origin = origins.byHost.get(request.hostname.toLowerCase()) ?? origins.site;
  return reply.redirect(`${origin}${encodedTarget(request.url)}`, status);
}
