/**
 * The front desk's HTTP side: the JSON API under /api/desk/ that the desk's pages call. Registered only
 * when DESK_ENABLED is true. Nothing here is shared with the public site's routes.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { registerAdminRoutes } from "./admin-routes";
import { registerAuthRoutes } from "./auth-routes";
import { addDeskHeaders } from "./desk-headers";
import type { DeskOptions } from "./desk-http";
import { registerRequestRoutes } from "./request-routes";
import { registerDeskPages } from "./serve-desk";

export type { DeskOptions } from "./desk-http";

export async function registerDesk(app: FastifyInstance, options: DeskOptions): Promise<void> {
  await app.register(
    async (desk) => {
      addDeskHeaders(desk);
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
      // Bad input, whatever route it reaches: what no query can use, which the schemas let through.
      desk.addHook("preHandler", async (request, reply) => {
        if (hasUnusableValue([request.query, request.params, request.body])) return reply.code(400).send({ error: "bad_request" });
      });
      registerAuthRoutes(desk, options);
      registerRequestRoutes(desk, options);
      registerAdminRoutes(desk, options);
      // Unknown desk addresses answer here rather than at the site's /api/* catch-all, with the desk's headers.
      const notFound = async (_request: unknown, reply: FastifyReply) => reply.code(404).send({ error: "not_found" });
      desk.all("/", notFound);
      desk.all("/*", notFound);
    },
    { prefix: "/api/desk" },
  );
  // In a scope of their own, for the same headers; registered even unbuilt, so /desk answers 404 with them.
  await app.register(async (pages) => {
    addDeskHeaders(pages);
    await registerDeskPages(pages, options.pagesDir);
  });
}

/**
 * Ajv turns "Infinity" or "1e999" into Infinity and lets it through an integer's maximum (JSON reads
 * 1e999 as Infinity too), and PostgreSQL refuses any text holding NUL with an error.
 */
function hasUnusableValue(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).some(hasUnusableValue);
}
