/**
 * For load balancers and monitoring. /healthz: the process answers. /readyz: it can also take
 * submissions (the database answers), with the outbox backlog so a stuck mail server shows up on a
 * dashboard. A backlog alone does not make the server unready: the outbox exists so that forms keep
 * working then.
 *
 * Redis (when configured) is reported but does not make the server unready: every instance shares it,
 * so a 503 would take them all out of the balancer at once, while without Redis the forms still work
 * (each instance counts in its own memory, see rate-limit/redis-counters.ts). The answer then says
 * "degraded".
 *
 * The same "degraded" (still 200) says the instance refused submissions for its ceiling of accepted
 * submissions per minute within the last minute (submissionCeiling in the answer): a flood is under way.
 *
 * Those details go only to a check made on the server's own machine, straight to the server and not
 * through a proxy. Anyone else (the public, and a balancer that needs nothing more) learns only
 * "ready" or "unavailable" with 200 or 503: the database's kind, the mail queue and a flood's success
 * are of use to an attacker, not to them.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { AppDependencies } from "../api/dependencies";
import type { SubmissionCeiling } from "../rate-limit/submission-ceiling";

type Readiness = Omit<Awaited<ReturnType<AppDependencies["store"]["readiness"]>>, "dialect"> & { dialect: string | undefined };

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

export type HealthOptions = Pick<AppDependencies, "store" | "redis"> & {
  /** How long one answer of the store and Redis is reused: a flood of checks costs one query per period. */
  readinessCacheMs: number;
  /**
   * Whether the instance serves the site it should (the live release, rendered and swapped in): until
   * then it is not ready, so a balancer sends no visitor to a site that is not the published one.
   */
  siteReady?: () => boolean;
  /** The instance's ceiling of accepted submissions per minute, and whether it was hit. */
  ceiling: Pick<SubmissionCeiling, "status">;
  now?: () => number;
};

type Checks = { readiness: Readiness; redisOk: boolean | undefined };

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** Headers a proxy adds; a proxy on the same machine connects from loopback for every outside client. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "x-real-ip"];

/** A check from the server's own machine, made directly: the socket's address, never one a header claims. */
export function isLocalCheck(request: FastifyRequest): boolean {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? "")) return false;
  return FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}

export function registerHealthRoutes(
  app: FastifyInstance,
  { store, redis, readinessCacheMs, ceiling, siteReady = () => true, now = Date.now }: HealthOptions,
): void {
  const noStore = { "cache-control": "no-store" };

  app.get("/healthz", async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));

  const runChecks = async (log: FastifyBaseLogger): Promise<Checks> => {
    const [readiness, redisOk] = await Promise.all([
      store.readiness().catch((error: unknown): Readiness => {
        log.error({ err: error }, "readiness check failed");
        return { ok: false, dialect: undefined, pendingEmails: 0, failedEmails: 0, oldestPendingAgeSeconds: null };
      }),
      redis ? redisAnswers(redis) : undefined,
    ]);
    return { readiness, redisOk };
  };
  // Requests that arrive while a check runs, or within readinessCacheMs of its start, share its answer.
  let cached: { startedAt: number; checks: Promise<Checks> } | undefined;
  const checks = (log: FastifyBaseLogger) => {
    const time = now();
    if (cached === undefined || time - cached.startedAt >= readinessCacheMs || time < cached.startedAt) {
      cached = { startedAt: time, checks: runChecks(log) };
    }
    return cached.checks;
  };

  app.get("/readyz", async (request, reply) => {
    const { readiness, redisOk } = await checks(request.log);
    const submissionCeiling = ceiling.status();
    const siteOk = siteReady();
    const ok = readiness.ok && siteOk;
    const status = !ok ? "unavailable" : redisOk === false || submissionCeiling.reached ? "degraded" : "ready";
    reply.code(ok ? 200 : 503).headers(noStore);
    if (!isLocalCheck(request)) return reply.send({ status: ok ? "ready" : "unavailable" });
    return reply.send({
      status,
      ...(siteOk ? {} : { site: "starting" }),
      store: readiness.ok ? "ok" : "unreachable",
      database: { dialect: readiness.dialect, reachable: readiness.ok },
      ...(redisOk === undefined ? {} : { redis: redisOk ? "ok" : "unreachable" }),
      pendingEmails: readiness.pendingEmails,
      failedEmails: readiness.failedEmails,
      oldestPendingAgeSeconds: readiness.oldestPendingAgeSeconds,
      ...(submissionCeiling.reached ? { submissionCeiling: { reached: true, limitPerMinute: submissionCeiling.limitPerMinute } } : {}),
    });
  });
}
