/**
 * How long a client may take and how much it may send, so slow or oversized clients (a slowloris
 * trickling headers, a huge upload) cannot hold the server's connections or memory.
 */
import type { FastifyServerOptions } from "fastify";
import { MAX_BODY_BYTES } from "#schemas/limits";
import type { HttpLimits } from "../config";

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  maxRequestsPerSocket: 0,
  maxHeaderBytes: 16 * 1024,
};

export function serverLimits(limits: HttpLimits): Pick<
  FastifyServerOptions,
  "connectionTimeout" | "keepAliveTimeout" | "requestTimeout" | "maxRequestsPerSocket" | "bodyLimit"
> & {
  http: { headersTimeout: number; maxHeaderSize: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    // No route takes more than a form post; the form routes set the same limit themselves.
    bodyLimit: MAX_BODY_BYTES,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // The request line (URL) counts against it too: a longer one is answered 431.
      maxHeaderSize: limits.maxHeaderBytes,
      // Node checks the two timeouts above only this often (30 s by default): check well within them.
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(30_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
      ),
    },
  };
}
