/**
 * The production process: the store, the mailer and the outbox worker, the HTTP app over them, and a
 * shutdown that lets acknowledged work finish. With no configuration it runs offline: SQLite in ./data,
 * e-mails written to ./data/mail. With DATABASE_URL and REDIS_URL, several instances share PostgreSQL
 * and the rate-limit counters (docs/deploy.md).
 */
// First, before anything loads React: React renders with its production build whatever NODE_ENV says
// (it halves rendering), while the configuration still reads the operator's NODE_ENV (./react-production).
import { operatorEnv } from "./react-production";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { OutboxWaker } from "./api/dependencies";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDeskDatabase } from "./desk/desk-database";
import { startDeskHousekeeping } from "./desk/desk-housekeeping";
import { mailFilesIn } from "./mail/mail-files";
import { createSms, smsFilesIn } from "./sms/sms";
import { createMailer } from "./mail/mailer";
import { type OutboxWorker, startOutboxWorker } from "./outbox/outbox-worker";
import { connectRedisCounters } from "./rate-limit/redis-counters";
import { openStore } from "./store/store";
import { createSubmissionIntake } from "./submissions/intake";
import { createReleases } from "./publish/releases";
import { createServedSite, readSiteSnapshot } from "./site/site-snapshot";
import { contentDeskOptions, type PreviewRenderer } from "./content/release-publisher";

async function main() {
  const config = loadConfig(operatorEnv());
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize });
  const redisCounters = config.redisUrl ? connectRedisCounters(config.redisUrl) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, allowPlaintext: config.smtpAllowPlaintext });
  const intake = createSubmissionIntake(store, {
    from: config.mailFrom,
    to: config.mailTo,
    acknowledgePatient: config.appointmentAcknowledgement,
    deskNotice: config.mailContent === "notice" ? { siteOrigin: config.siteOrigin } : undefined,
  });

  // The worker logs through the app's logger, so it starts after the app; until then there is nothing to wake.
  const started: { worker?: OutboxWorker; app?: FastifyInstance } = {};
  const outbox: OutboxWaker = { wake: () => started.worker?.wake() };
  // The staff desk (DESK_ENABLED): its own connection to the database the store has just migrated.
  const deskDatabase = config.deskEnabled
    ? openDeskDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize })
    : undefined;
  // The build's own pages until the live release is in place (rendered if this build has not yet):
  // /readyz says unavailable until then, so a balancer sends no visitor here before it.
  const served = createServedSite(await readSiteSnapshot(config.siteDir));
  const releaseLog = {
    info: (details: object, message: string) => started.app?.log.info({ module: "releases", ...details }, message),
    error: (details: object, message: string) => started.app?.log.error({ module: "releases", ...details }, message),
  };
  const publisherDir = join(dirname(config.siteDir), "publisher");
  const releases = createReleases({
    database: { dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize },
    served,
    log: releaseLog,
    siteDir: config.siteDir,
    publisherDir,
    instanceId: config.instanceId,
  });
  // The desk's preview renders with the same server builds as a release; loaded on first use, like the publisher.
  const renderPreview: PreviewRenderer = async (content, path, locale) => {
    const { PreviewError, renderPreview: render } = await import("./publish/preview");
    try {
      return await render(content, path, locale, { publisherDir });
    } catch (error) {
      // A path the content has no page for: the route answers 404.
      if (error instanceof PreviewError) return null;
      throw error;
    }
  };
  const app = await buildApp(
    { ...config, site: served, siteReady: releases.ready },
    {
      intake,
      store,
      outbox,
      rateLimitStorage: redisCounters?.storage,
      redis: redisCounters,
    },
    deskDatabase && {
      database: deskDatabase,
      store,
      baseUrl: config.siteOrigin,
      deskOrigin: config.deskOrigin,
      staffMail: { mailer, from: config.mailFrom },
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      signInRateLimit: config.deskSignInRateLimit,
      // Drafts, approvals and publishing (/api/desk/content), through this instance's releases; the store audits each.
      content: contentDeskOptions(deskDatabase, releases, renderPreview, config.instanceId),
      callBackTargetMinutes: config.callBackTargetMinutes,
      sms: createSms({ dataDir: config.dataDir, ...config.sms }),
      // Built beside the site (npm run build): build/client and build/desk.
      pagesDir: join(dirname(config.siteDir), "desk"),
    },
  );
  const deskHousekeeping =
    deskDatabase &&
    startDeskHousekeeping({
      database: deskDatabase,
      store,
      auditRetentionDays: config.auditRetentionDays,
      onError: (error) => app.log.error({ err: error, module: "desk" }, "desk housekeeping failed"),
      onTidied: ({ auditEntries, auditHead }) =>
        app.log.info({ module: "desk", auditEntriesExpired: auditEntries, auditHead }, "audit log"),
    });
  started.app = app;
  redisCounters?.reportTo(app.log.child({ module: "redis" }));
  const worker = startOutboxWorker({
    store,
    mailer,
    log: app.log.child({ module: "outbox" }),
    retentionDays: config.retentionDays,
    instanceId: config.instanceId,
    // Also with SMTP: files written before SMTP_URL was set fall under the same retention.
    mailFiles: mailFilesIn(config.dataDir),
    textFiles: smsFilesIn(config.dataDir),
  });
  started.worker = worker;
  if (config.mailTransport === "smtp") {
    app.log.info({ mail: "smtp", smtpHost: new URL(config.smtpUrl!).host }, "e-mails go to the SMTP server");
  } else {
    // Loud on purpose: in this mode nothing reaches the hospital's mailbox.
    app.log.warn(
      { mail: "files", folder: `${config.dataDir}/mail` },
      "e-mails are written as files, not sent: set SMTP_URL to deliver them",
    );
  }
  app.log.info(
    {
      store: config.databaseUrl ? "postgres" : "sqlite",
      instanceId: config.instanceId,
      rateLimits: redisCounters ? "redis" : "memory",
      desk: config.deskEnabled,
      deskEmails: config.mailContent,
    },
    "starting",
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Keep-alive connections or a hung SMTP server can hold the steps below; never hang a deploy on them.
    // Nothing acknowledged is lost by exiting early: it waits in the outbox for the next start.
    const forced = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, "graceful shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
    (async () => {
      await app.close(); // stops accepting, answers in-flight requests (their submissions are stored)
      await worker.stop(); // lets an e-mail being sent finish and be recorded
      await mailer.close();
      await redisCounters?.close();
      await releases.stop();
      await deskHousekeeping?.stop();
      await deskDatabase?.close();
      await store.close();
    })().then(
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
  await releases.start().catch((error: unknown) => {
    // Not ready yet; the next poll tries again.
    releaseLog.error({ err: error }, "could not put the live release in place");
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
