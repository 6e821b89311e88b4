import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config";
import { registerSite } from "./site/serve-site";

/** The whole HTTP application: the pre-rendered site now, the API beside it. */
export async function buildApp(config: Pick<Config, "siteDir" | "logLevel">): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  app.all("/api/*", async (_request, reply) => reply.code(404).send({ error: "Not found" }));
  await registerSite(app, config.siteDir);
  return app;
}
