/**
 * For load balancers and monitoring. /healthz: the process answers. /readyz: it can also take
 * submissions (the database answers), with the outbox backlog so a stuck mail server shows up on a
 * dashboard. A backlog alone does not make the server unready: the outbox exists so that forms keep
 * working then.
 *
 * Redis (when configured) is reported but does not make the server unready: every instance shares it,
 * so a 503 would take them all out of the balancer at once, while without Redis the forms still work
 * (the rate limit is skipped, see rate-limit/redis-counters.ts). The answer then says "degraded".
 */
import type { FastifyInstance } from "fastify";
import type { AppDependencies } from "../api/dependencies";

const REDIS_PING_TIMEOUT_MS = 1_000;

async function redisAnswers(redis: NonNullable<AppDependencies["redis"]>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([redis.ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, { store, redis }: Pick<AppDependencies, "store" | "redis">): void {
  const noStore = { "cache-control": "no-store" };

  app.get("/healthz", async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    const [readiness, redisOk] = await Promise.all([
      store.readiness().catch((error: unknown) => {
        request.log.error({ err: error }, "readiness check failed");
        return { ok: false, dialect: undefined, pendingEmails: 0, failedEmails: 0, oldestPendingAgeSeconds: null };
      }),
      redis ? redisAnswers(redis) : undefined,
    ]);
    const status = !readiness.ok ? "unavailable" : redisOk === false ? "degraded" : "ready";
    return reply
      .code(readiness.ok ? 200 : 503)
      .headers(noStore)
      .send({
        status,
        store: readiness.ok ? "ok" : "unreachable",
        database: { dialect: readiness.dialect, reachable: readiness.ok },
        ...(redisOk === undefined ? {} : { redis: redisOk ? "ok" : "unreachable" }),
        pendingEmails: readiness.pendingEmails,
        failedEmails: readiness.failedEmails,
        oldestPendingAgeSeconds: readiness.oldestPendingAgeSeconds,
      });
  });
}
