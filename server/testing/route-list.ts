/** Every route an app answers, read from Fastify's own route tree, so a sweep test covers routes added later. */
import type { FastifyInstance } from "fastify";

export type RouteEntry = { method: string; url: string };

export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    prefixes.length = depth;
    const url = `${prefixes.join("")}${match[2]}`;
    prefixes.push(match[2]!);
    for (const method of (match[3] ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean))
      routes.push({ method, url });
  }
  return routes;
}
