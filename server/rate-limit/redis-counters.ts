/**
 * Rate-limit counters kept in Redis (REDIS_URL), so every instance behind the balancer counts the same
 * requests. When Redis cannot be reached the limiter lets requests through (skipOnError) and a warning is
 * logged: a patient's appointment request matters more than a limit on abuse, and the limit is back as
 * soon as Redis is. Commands fail fast instead of queueing, so an outage adds no waiting to a request.
 */
import { Redis } from "ioredis";
import type { RateLimitStorage } from "../api/dependencies";

type LogMethod = (details: Record<string, unknown>, message: string) => void;
export type RedisLog = { info: LogMethod; warn: LogMethod };

export type RedisCounters = {
  storage: RateLimitStorage;
  /** For /readyz: Redis answers PING. Never throws. */
  ping(): Promise<boolean>;
  /** Logs when Redis becomes unreachable, and when it is back (once each, not per retry). */
  reportTo(log: RedisLog): void;
  close(): Promise<void>;
};

const CONNECT_TIMEOUT_MS = 2_000;
/** A request waits at most this long for its counter before it is let through uncounted. */
const COMMAND_TIMEOUT_MS = 500;
const LONGEST_RECONNECT_DELAY_MS = 2_000;

export const RATE_LIMIT_NAMESPACE = "hospital-rate-limit:";

export function connectRedisCounters(url: string, options: { nameSpace?: string } = {}): RedisCounters {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, LONGEST_RECONNECT_DELAY_MS),
  });
  let log: RedisLog | undefined;
  let reachable = true;
  redis.on("error", (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log?.warn({ err: { message: error.message } }, "Redis unreachable: form rate limits are NOT enforced until it is back");
  });
  redis.on("ready", () => {
    if (reachable) return;
    reachable = true;
    log?.info({}, "Redis reachable again: form rate limits enforced");
  });

  return {
    storage: { redis, nameSpace: options.nameSpace ?? RATE_LIMIT_NAMESPACE, skipOnError: true },
    async ping() {
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    reportTo(to) {
      log = to;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
