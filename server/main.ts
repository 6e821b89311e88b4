import { ConfigError, loadConfig } from "./config";
import { buildApp } from "./app";

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Keep-alive connections can hold close() for a long time; never hang a deploy on them.
    const forced = setTimeout(() => {
      app.log.error("graceful shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
