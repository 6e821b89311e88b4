/**
 * The front desk's HTTP side: the JSON API under /api/desk/ that the desk's pages call. Registered only
 * when DESK_ENABLED is true. Nothing here is shared with the public site's routes.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply } from "fastify";
import { clientKey } from "../rate-limit/client-key";
import { registerMediaRoutes } from "../media/media-routes";
import { registerAdminRoutes } from "./admin/admin-routes";
import { registerContentRoutes } from "../content/content-routes";
import { registerAuthRoutes, TOO_MANY_SIGN_INS } from "./accounts/auth-routes";
import { addDeskHeaders } from "./desk-headers";
import type { DeskOptions } from "./desk-http";
import { registerQueueRoutes } from "./queue/queue-routes";
import { registerRequestRoutes } from "./queue/request-routes";
import { registerSecondFactorRoutes } from "./accounts/second-factor-routes";
import { registerDeskPages } from "./serve-desk";
import { createRefusalSummary } from "./accounts/sign-in-refusals";
import { registerSignInRefusalRoutes } from "./accounts/sign-in-refusal-routes";
import { createVerificationGate } from "./accounts/verification-gate";
import { isStoreUnavailable } from "../store/store-unavailable";

/** What every desk route answers while its database cannot be used (PostgreSQL down, SQLite's disk full). */
export const STORE_UNAVAILABLE = {
  error: "unavailable",
  message: "The desk cannot reach its database right now; nothing was changed. Try again in a minute.",
};

export type { DeskOptions } from "./desk-http";

export async function registerDesk(app: FastifyInstance, options: DeskOptions): Promise<void> {
  const refusals = createRefusalSummary(options.database, {
    onError: (error) => app.log.error({ err: error, module: "desk" }, "refused sign-ins not summarised"),
  });
  app.addHook("onClose", () => refusals.close());

  await app.register(
    async (desk) => {
      addDeskHeaders(desk);
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
        // The database (or its disk) cannot be used right now: nothing is wrong with the request.
        if (isStoreUnavailable(error)) return reply.code(503).header("retry-after", "5").send(STORE_UNAVAILABLE);
        return reply.code(500).send({ error: "server_error" });
      });
      // Bad input, whatever route it reaches: what no query can use, which the schemas let through.
      desk.addHook("preHandler", async (request, reply) => {
        if (hasUnusableValue([request.query, request.params, request.body])) return reply.code(400).send({ error: "bad_request" });
      });
      registerAuthRoutes(desk, options, { refusals, gate: createVerificationGate() });
      registerSignInRefusalRoutes(desk, options, refusals);
      registerQueueRoutes(desk, options, registerRequestRoutes(desk, options));
      registerAdminRoutes(desk, options);
      registerSecondFactorRoutes(desk, options);
      if (options.content) registerContentRoutes(desk, options, options.content);
      await registerMediaRoutes(desk, options);
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

/** Deeper than anything the desk sends (content is a handful of levels): refused, not walked. */
export const DEEPEST_DESK_VALUE = 64;

/**
 * Ajv turns "Infinity" or "1e999" into Infinity and lets it through an integer's maximum (JSON reads
 * 1e999 as Infinity too), and PostgreSQL refuses any text holding NUL with an error. A value nested deeper
 * than DEEPEST_DESK_VALUE is unusable too: walked without a limit, 10,000 levels overflowed the stack (500).
 * Walked with a list, not recursion, for the same reason.
 */
function hasUnusableValue(value: unknown): boolean {
  const waiting: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    const { value: current, depth } = next;
    if (typeof current === "number" && !Number.isFinite(current)) return true;
    if (typeof current === "string" && current.includes("\u0000")) return true;
    if (current === null || typeof current !== "object") continue;
    if (depth >= DEEPEST_DESK_VALUE) return true;
    for (const child of Object.values(current)) waiting.push({ value: child, depth: depth + 1 });
  }
  return false;
}
