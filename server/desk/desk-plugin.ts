/**
 * The front desk's HTTP side: the JSON API under /api/desk/ that the desk's pages call. Registered only
 * when DESK_ENABLED is true. Nothing here is shared with the public site's routes.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { clientKey } from "../rate-limit/client-key";
import { registerAdminRoutes } from "./admin-routes";
import { registerAuthRoutes, TOO_MANY_SIGN_INS } from "./auth-routes";
import type { DeskOptions } from "./desk-http";
import { registerRequestRoutes } from "./request-routes";
import { registerSecondFactorRoutes } from "./second-factor-routes";
import { registerDeskPages } from "./serve-desk";
import { createRefusalSummary } from "./sign-in-refusals";
import { registerSignInRefusalRoutes } from "./sign-in-refusal-routes";
import { createVerificationGate } from "./verification-gate";

export type { DeskOptions } from "./desk-http";

const DESK_PATH = /^\/(?:api\/)?desk(?:[/?#]|$)/;

export async function registerDesk(app: FastifyInstance, options: DeskOptions): Promise<void> {
  // On the root, so the desk's pages and its unknown paths carry them too, not only the API's answers:
  // no copy of a patient's request in a browser's or proxy's cache, no desk page in a search engine.
  app.addHook("onSend", async (request, reply) => {
    if (!DESK_PATH.test(request.url)) return;
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
  });

  const refusals = createRefusalSummary(options.database, {
    onError: (error) => app.log.error({ err: error, module: "desk" }, "refused sign-ins not summarised"),
  });
  app.addHook("onClose", () => refusals.close());

  await app.register(
    async (desk) => {
      // Limits per client (IPv6 per /64) applied before a body is read or the database is asked;
      // counted in Redis when the forms' limits are (REDIS_URL), else in this process's memory.
      await desk.register(rateLimit, { global: false, keyGenerator: clientKey, ...options.rateLimitStorage });
      // JSON only: an HTML form on another site can post text/plain, urlencoded or multipart, never JSON.
      desk.removeContentTypeParser("text/plain");
      desk.decorateRequest("deskSession", null);
      desk.setErrorHandler((error: { statusCode?: number; validation?: unknown }, request, reply) => {
        if (error.statusCode === 429) return reply.code(429).send(TOO_MANY_SIGN_INS);
        if (error.validation || (error.statusCode && error.statusCode < 500)) {
          return reply.code(error.statusCode ?? 400).send({ error: "bad_request" });
        }
        request.log.error({ err: error }, "desk request failed");
        return reply.code(500).send({ error: "server_error" });
      });
      registerAuthRoutes(desk, options, { refusals, gate: createVerificationGate() });
      registerSignInRefusalRoutes(desk, options, refusals);
      registerRequestRoutes(desk, options);
      registerAdminRoutes(desk, options);
      registerSecondFactorRoutes(desk, options);
    },
    { prefix: "/api/desk" },
  );
  if (options.pagesDir) await registerDeskPages(app, options.pagesDir);
}
