/**
 * Cross-origin calls to the form API, for a site hosted apart from it (built with VITE_API_BASE_URL):
 * pages from ALLOWED_ORIGINS may post to the form endpoints from a script and read every answer, errors
 * and 429s included (the appointment form tells them apart). Other origins and other paths get no CORS
 * headers, so browsers keep their same-origin rule there. No cookies are involved: no credentials.
 */
import type { FastifyInstance } from "fastify";

/** How long a browser may reuse a preflight answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Call inside the scope that holds the form routes: its hook then covers exactly those routes. */
export function registerFormCors(api: FastifyInstance, urls: string[], allowedOrigins: string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  const isAllowed = (origin: string | undefined): origin is string => origin !== undefined && allowed.has(origin);

  api.addHook("onSend", async (request, reply) => {
    // Answers differ by Origin, so caches must keep them apart.
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, Origin` : "Origin");
    if (isAllowed(request.headers.origin)) reply.header("access-control-allow-origin", request.headers.origin);
  });

  for (const url of urls) {
    api.options(url, async (request, reply) => {
      if (isAllowed(request.headers.origin)) {
        reply.headers({
          "access-control-allow-methods": "POST",
          "access-control-allow-headers": "content-type, accept",
          "access-control-max-age": String(PREFLIGHT_MAX_AGE_SECONDS),
        });
      }
      return reply.code(204).send();
    });
  }
}
