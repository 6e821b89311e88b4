/**
 * Whom a request is counted against: its client address, with every IPv6 address of one /64 counted as
 * one client (a single home or phone connection is handed a whole /64, so counting each address would
 * give one visitor 2^64 separate limits), and IPv4-mapped IPv6 as the IPv4 address it is.
 */
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";

const IPV6_PREFIX_BITS = 64;

/** A connection that closed before its request was handled has no address: those share one counter. */
const UNKNOWN_CLIENT = "unknown-client";

export function clientKey(request: Pick<FastifyRequest, "ip">): string {
  const address = request.ip;
  if (typeof address !== "string" || address === "") return UNKNOWN_CLIENT;
  return normalizeIP(address, IPV6_PREFIX_BITS);
}
