/**
 * The front desk's HTTP side: the JSON API under /api/desk/ that the desk's pages call. Registered only
 * when DESK_ENABLED is true. Nothing here is shared with the public site's routes.
 */
import type { FastifyInstance } from "fastify";
import { registerAdminRoutes } from "./admin-routes";
import { registerAuthRoutes } from "./auth-routes";
import type { DeskOptions } from "./desk-http";
import { registerRequestRoutes } from "./request-routes";
import { registerSecondFactorRoutes } from "./second-factor-routes";
import { registerDeskPages } from "./serve-desk";

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

  await app.register(
    async (desk) => {
      // JSON only: an HTML form on another site can post text/plain, urlencoded or multipart, never JSON.
      desk.removeContentTypeParser("text/plain");
      desk.decorateRequest("deskSession", null);
      desk.setErrorHandler((error: { statusCode?: number; validation?: unknown }, request, reply) => {
        if (error.validation || (error.statusCode && error.statusCode < 500)) {
          return reply.code(error.statusCode ?? 400).send({ error: "bad_request" });
        }
        request.log.error({ err: error }, "desk request failed");
        return reply.code(500).send({ error: "server_error" });
      });
      registerAuthRoutes(desk, options);
      registerRequestRoutes(desk, options);
      registerAdminRoutes(desk, options);
      registerSecondFactorRoutes(desk, options);
    },
    { prefix: "/api/desk" },
  );
  if (options.pagesDir) await registerDeskPages(app, options.pagesDir);
}
