/**
 * Rate-limit counters kept in Redis (REDIS_URL), so every instance behind the balancer counts the same
 * requests. When Redis cannot be reached, each instance counts in its own memory instead (the limit is
 * then per instance, so a client spread over N instances gets up to N times the limit) and a warning is
 * logged; the shared count is back as soon as Redis is. Never no limit at all: a Redis outage must not
 * be the moment the forms can be flooded. Commands fail fast instead of queueing, so an outage adds no
 * waiting to a request.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import type { RateLimitStorage } from "../api/dependencies";
import { type Count, MemoryCounters } from "./memory-counters";

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
/** A request waits at most this long for its shared counter before it is counted in memory instead. */
const COMMAND_TIMEOUT_MS = 500;
const LONGEST_RECONNECT_DELAY_MS = 2_000;

export const RATE_LIMIT_NAMESPACE = "hospital-rate-limit:";

/** One round trip: count the request, start the window on the first, and say how long the window has left. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
return {current, redis.call('PTTL', KEYS[1])}
`;

type CountingRedis = Redis & { countRequest(key: string, windowMs: number): Promise<[number, number]> };

/**
 * The rate limiter's store: Redis while it answers, this process's memory otherwise. One per route
 * (child), keyed like the plugin's own Redis store: namespace, method and URL, then the client.
 */
function fallbackStore(redis: CountingRedis, memory: MemoryCounters, prefix: string): FastifyRateLimitStore {
  return {
    incr(key, callback, windowMs) {
      const counted = (count: Count) => callback(null, count);
      const inMemory = () => counted(memory.increment(prefix + key, windowMs));
      if (redis.status !== "ready") return inMemory();
      redis.countRequest(prefix + key, windowMs).then(([current, ttl]) => counted({ current, ttl }), inMemory);
    },
    child(routeOptions) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return fallbackStore(redis, memory, `${prefix}${route.method ?? ""}${route.url ?? ""}-`);
    },
  };
}

export function connectRedisCounters(url: string, options: { nameSpace?: string } = {}): RedisCounters {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, LONGEST_RECONNECT_DELAY_MS),
  }) as CountingRedis;
  redis.defineCommand("countRequest", { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const memory = new MemoryCounters();
  let log: RedisLog | undefined;
  let reachable = true;
  redis.on("error", (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log?.warn(
      { err: { message: error.message } },
      "Redis unreachable: form rate limits counted by each instance in its own memory until it is back",
    );
  });
  redis.on("ready", () => {
    if (reachable) return;
    reachable = true;
    log?.info({}, "Redis reachable again: form rate limits shared again");
  });

  const nameSpace = options.nameSpace ?? RATE_LIMIT_NAMESPACE;
  // The plugin constructs the store itself, with its own options; ours come from this closure.
  const Store = function () {
    return fallbackStore(redis, memory, nameSpace);
  } as unknown as NonNullable<RateLimitStorage["store"]>;
  return {
    storage: { store: Store },
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
