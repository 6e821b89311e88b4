/**
 * The whole server in-process, over a real SQLite file in a temporary directory and a real SMTP server on
 * loopback: what the integration tests drive through HTTP (app.inject).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { createMailer, type Mailer } from "../mail/mailer";
import { type SmtpTestServer, startSmtpTestServer } from "./smtp-test-server";
import { type OutboxWorker, startOutboxWorker } from "../outbox/outbox-worker";
import { openStore, type Store } from "../store/store";
import { createSubmissionDesk } from "../submissions/submission-desk";
import { testAppConfig } from "./test-doubles";

export const DESK_ADDRESS = "desk@aarogya.test";
export const WEBSITE_SENDER = '"Aarogya Hospital website" <website@aarogya.test>';

export type TestStack = {
  app: FastifyInstance;
  store: Store;
  worker: OutboxWorker;
  smtp: SmtpTestServer;
  dataDir: string;
  close(): Promise<void>;
};

export type TestStackOptions = {
  formRateLimit?: number;
  /** The outbox worker's clock, so a test can step past a retry delay. */
  now?: () => Date;
};

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), "hospital-api-"));
  const smtp = await startSmtpTestServer();
  const store = await openStore({ dataDir });
  const mailer: Mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
  const desk = createSubmissionDesk(store, { from: WEBSITE_SENDER, to: DESK_ADDRESS, acknowledgePatient: false });
  // A long poll: deliveries happen when the API wakes the worker or a test flushes it, never by timer.
  const worker = startOutboxWorker({
    store,
    mailer,
    log: silentLog,
    retentionDays: 180,
    instanceId: "test-stack",
    pollIntervalMs: 60_000,
    now: options.now,
  });
  const app = await buildApp(testAppConfig({ formRateLimit: options.formRateLimit ?? 10_000 }), { desk, store, outbox: worker });
  return {
    app,
    store,
    worker,
    smtp,
    dataDir,
    async close() {
      await app.close();
      await worker.stop();
      await mailer.close();
      await store.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
