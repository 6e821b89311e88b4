import Fastify, { type FastifyInstance, LogController } from "fastify";
import { SEED_CONTENT } from "#app/content/model/site-content";
import type { AppDependencies } from "./api/dependencies";
import { registerFormRoutes } from "./api/form-routes";
import { type Config, DEFAULT_FORM_GLOBAL_LIMIT_PER_MINUTE, DEFAULT_SITE_ORIGIN } from "./config";
import { type DeskOptions, registerDesk } from "./desk/desk-plugin";
import { registerHealthRoutes } from "./health/health-routes";
import { registerMediaFiles } from "./media/serve-media";
import { DEFAULT_HTTP_LIMITS, serverLimits } from "./http/http-limits";
import { registerSecurityHeaders } from "./http/security-headers";
import { createSubmissionCeiling } from "./rate-limit/submission-ceiling";
import { registerSite } from "./site/serve-site";
import { type ServedSite, createServedSite, readSiteSnapshot } from "./site/site-snapshot";

/**
 * Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client that forges the header), so
 * a count becomes proxy-addr's own rule: trust that many hops nearest the server.
 */
function trustProxyOption(trustProxy: Config["trustProxy"]) {
  return typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/**
 * On close, Node drops idle keep-alive connections once, but a connection busy with a request when
 * shutdown starts would otherwise stay open after its answer until the keep-alive timeout (72 s),
 * holding up the exit. Answers sent while closing ask the client to close the connection instead.
 */
function closeConnectionsWhenDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
}

/**
 * Access lines at debug level (LOG_LEVEL=debug turns them on), errors always. The form handlers log
 * each submission's outcome themselves, and in production the proxy or CDN in front keeps the access
 * log. Method, path, status and time only: never bodies, headers or query strings.
 */
function logAnswers(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    const line = { method: request.method, path: request.url.split("?")[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(line, "answered with a server error");
    else request.log.debug(line, "answered");
  });
}

export type AppConfig = Pick<Config, "siteDir" | "logLevel" | "formRateLimit" | "trustProxy"> &
  Partial<Pick<Config, "allowedOrigins">> &
  Partial<Pick<Config, "apiOrigin" | "httpLimits" | "siteOrigin" | "formGlobalLimitPerMinute">> & {
    /** Where log lines go instead of stdout, so tests can read what the server logged. */
    logStream?: { write(line: string): void };
    /** How long /readyz reuses one answer of the store and Redis (1 s unless a test needs every call fresh). */
    readinessCacheMs?: number;
    /** The clock of the submission ceiling and the readiness cache, so a test can step past a minute. */
    now?: () => number;
    /**
     * The site to serve, which a publish replaces (server/publish/releases.ts); without one, the build's
     * folder (siteDir) as it is.
     */
    site?: ServedSite;
    /** Whether the site served is the one this instance should serve yet (its live release is in place): /readyz waits for it. */
    siteReady?: () => boolean;
  };

const READINESS_CACHE_MS = 1_000;

/**
 * The whole HTTP application: the pre-rendered site, the form API and the health checks. The store, the
 * submission intake and the outbox are handed in, so tests can build it over a temporary database; so is
 * the staff desk's connection, when the staff desk is enabled.
 */
export async function buildApp(config: AppConfig, dependencies: AppDependencies, desk?: DeskOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(config.logStream ? { stream: config.logStream } : {}) },
    // Two log lines for every page view cost about a tenth of the API's throughput; see logAnswers.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverLimits(config.httpLimits ?? DEFAULT_HTTP_LIMITS),
  });

  const siteOrigin = config.siteOrigin ?? DEFAULT_SITE_ORIGIN;
  closeConnectionsWhenDraining(app);
  logAnswers(app);
  const served = config.site ?? createServedSite(await readSiteSnapshot(config.siteDir));
  // First, so its hooks cover every route, redirect and 404 registered after it.
  registerSecurityHeaders(app, {
    served,
    apiOrigin: config.apiOrigin,
    trustsProxy: config.trustProxy !== false,
    siteOrigin,
  });
  const ceiling = createSubmissionCeiling(config.formGlobalLimitPerMinute ?? DEFAULT_FORM_GLOBAL_LIMIT_PER_MINUTE, config.now);
  registerHealthRoutes(app, {
    ...dependencies,
    ceiling,
    readinessCacheMs: config.readinessCacheMs ?? READINESS_CACHE_MS,
    now: config.now,
    siteReady: config.siteReady,
  });
  await registerFormRoutes(app, {
    ...dependencies,
    ceiling,
    formRateLimit: config.formRateLimit,
    allowedOrigins: config.allowedOrigins,
    ownOrigins: [siteOrigin, ...(config.apiOrigin ? [config.apiOrigin] : [])],
    // The served release's content; the build's own pages are the seed's.
    content: () => served.current().content ?? SEED_CONTENT,
  });
  // The staff desk (DESK_ENABLED): only when its database connection is handed in.
  if (desk) await registerDesk(app, { rateLimitStorage: dependencies.rateLimitStorage, ...desk });
  app.all("/api/*", async (_request, reply) => reply.code(404).send({ error: "not_found" }));
  // Uploaded pictures (/media/), kept in the database the desk writes to: served when the desk is enabled.
  if (desk) await registerMediaFiles(app, { database: desk.database, dataDir: desk.dataDir });
  await registerSite(app, served);
  return app;
}
