/**
 * For load balancers and monitoring. /healthz: the process answers. /readyz: it can also take
 * submissions (the store answers), with the outbox backlog so a stuck mail server shows up on a dashboard.
 * A backlog alone does not make the server unready: the outbox exists so that forms keep working then.
 */
import type { FastifyInstance } from "fastify";
import type { ReadinessProbe } from "../api/dependencies";

export function registerHealthRoutes(app: FastifyInstance, store: ReadinessProbe): void {
  const noStore = { "cache-control": "no-store" };

  app.get("/healthz", async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    const readiness = await store.readiness().catch((error: unknown) => {
      request.log.error({ err: error }, "readiness check failed");
      return { ok: false, pendingEmails: 0, failedEmails: 0, oldestPendingAgeSeconds: null };
    });
    return reply
      .code(readiness.ok ? 200 : 503)
      .headers(noStore)
      .send({
        status: readiness.ok ? "ready" : "unavailable",
        store: readiness.ok ? "ok" : "unreachable",
        pendingEmails: readiness.pendingEmails,
        failedEmails: readiness.failedEmails,
        oldestPendingAgeSeconds: readiness.oldestPendingAgeSeconds,
      });
  });
}
