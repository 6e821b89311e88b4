/**
 * The server in-process over a real SQLite store and real SMTP clients, with two switches a fault test
 * needs: which mail server the outbox talks to (a working one, or one that never greets), and an error
 * the store's writes raise (a read-only file, a full disk) while a fault lasts. The outbox runs on a
 * clock the test moves, so a day of retries takes no time.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { type Server, type Socket, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { createMailer, type Mailer } from "../mail/mailer";
import { type SmtpTestServer, startSmtpTestServer } from "./smtp-test-server";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { startAppOver } from "./test-stack";
import { openStore, type Store } from "../store/store";

export type LogEntry = { level: "info" | "warn" | "error"; details: Record<string, unknown>; message: string };

export type FaultStack = {
  app: FastifyInstance;
  store: Store;
  worker: OutboxWorker;
  smtp: SmtpTestServer;
  dataDir: string;
  logs: LogEntry[];
  /** Moves the outbox's clock on. */
  advance(ms: number): void;
  /** "working": the loopback SMTP server (which can itself refuse); "silent": accepts TCP, never greets. */
  useMailServer(which: "working" | "silent"): void;
  /** Every store write fails with this SQLite error until called with null. */
  failWrites(code: "SQLITE_READONLY" | "SQLITE_FULL" | "SQLITE_IOERR" | null): void;
  close(): Promise<void>;
};

const SQLITE_MESSAGES = {
  SQLITE_READONLY: "attempt to write a readonly database",
  SQLITE_FULL: "database or disk is full",
  SQLITE_IOERR: "disk I/O error",
};

async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export async function startFaultStack(): Promise<FaultStack> {
  const dataDir = await mkdtemp(join(tmpdir(), "hospital-faults-"));
  const smtp = await startSmtpTestServer();
  const silent = await startSilentServer();
  const realStore = await openStore({ dataDir });
  const working = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
  const hanging = createMailer({ smtpUrl: silent.url, dataDir, allowPlaintext: true });
  let mailServer: Mailer = working;
  let writeFault: keyof typeof SQLITE_MESSAGES | null = null;
  let clock = new Date("2026-03-17T08:35:00.000Z");
  const logs: LogEntry[] = [];

  const failing =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      writeFault ? Promise.reject(new SqliteDatabase.SqliteError(SQLITE_MESSAGES[writeFault], writeFault)) : write(...args);
  const store: Store = {
    ...realStore,
    acceptSubmission: failing(realStore.acceptSubmission),
    recordDeliveries: failing(realStore.recordDeliveries),
  };
  const mailer: Mailer = { send: (message) => mailServer.send(message), close: async () => undefined };
  const logAt = (level: LogEntry["level"]) => (details: Record<string, unknown>, message: string) =>
    void logs.push({ level, details, message });
  const { app, worker } = await startAppOver({
    store,
    mailer,
    log: { info: logAt("info"), warn: logAt("warn"), error: logAt("error") },
    instanceId: "fault-test",
    pollIntervalMs: 60 * 60 * 1000,
    now: () => clock,
    formRateLimit: 100_000,
  });

  return {
    app,
    store,
    worker,
    smtp,
    dataDir,
    logs,
    advance: (ms) => void (clock = new Date(clock.getTime() + ms)),
    useMailServer: (which) => void (mailServer = which === "working" ? working : hanging),
    failWrites: (code) => void (writeFault = code),
    async close() {
      await app.close();
      await worker.stop();
      await working.close();
      await hanging.close();
      await realStore.close();
      await smtp.close();
      await silent.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
