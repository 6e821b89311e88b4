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
import { type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from "../outbox/outbox-worker";
import { openStore, type Store } from "../store/store";
import { createSubmissionIntake } from "../submissions/intake";
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

export type StackParts = {
  store: Store;
  mailer: Mailer;
  log?: OutboxWorkerOptions["log"];
  instanceId: string;
  pollIntervalMs: number;
  /** The outbox's and the intake's clock. */
  now?: () => Date;
  formRateLimit: number;
};

/** The server's parts over a store and a mailer, as both stacks (and fault-stack.ts) wire them. */
export async function startAppOver(parts: StackParts): Promise<{ app: FastifyInstance; worker: OutboxWorker }> {
  const { store, mailer, now } = parts;
  const worker = startOutboxWorker({
    store,
    mailer,
    log: parts.log ?? silentLog,
    retentionDays: 180,
    instanceId: parts.instanceId,
    pollIntervalMs: parts.pollIntervalMs,
    now,
  });
  const intake = createSubmissionIntake(
    store,
    { from: WEBSITE_SENDER, to: DESK_ADDRESS, acknowledgePatient: false },
    now ? { now } : undefined,
  );
  const app = await buildApp(testAppConfig({ formRateLimit: parts.formRateLimit }), { intake, store, outbox: worker });
  return { app, worker };
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), "hospital-api-"));
  const smtp = await startSmtpTestServer();
  const store = await openStore({ dataDir });
  const mailer: Mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
  // A long poll: deliveries happen when the API wakes the worker or a test flushes it, never by timer.
  const { app, worker } = await startAppOver({
    store,
    mailer,
    instanceId: "test-stack",
    pollIntervalMs: 60_000,
    now: options.now,
    formRateLimit: options.formRateLimit ?? 10_000,
  });
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
