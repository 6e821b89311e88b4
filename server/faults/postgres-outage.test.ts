/**
 * PostgreSQL goes away under a running server, as in a restart or failover: the test puts a TCP proxy
 * between the server's pool and PostgreSQL and cuts it (every connection dropped, new ones refused), or
 * blackholes it (connections accepted, never answered). Submissions are answered 503 with Retry-After
 * within the pool's connect timeout, /readyz says unavailable, pages keep being served; when the proxy
 * is restored the pool reconnects by itself and submissions are stored and delivered again.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../api/form-answers";
import { testAppConfig } from "../testing/test-doubles";
import { CONTACT_URL, contactPayload, postJson } from "../testing/requests";
import { buildApp } from "../app";
import { createMailer } from "../mail/mailer";
import { type SmtpTestServer, startSmtpTestServer } from "../testing/smtp-test-server";
import { startOutboxWorker } from "../outbox/outbox-worker";
import { openStore } from "../store/store";
import { createSubmissionIntake } from "../submissions/intake";
import { type TestDatabase, createTestDatabase, whenServiceAnswers } from "../testing/test-services";
import { type TcpProxy, proxyPostgres } from "../testing/tcp-proxy";

describe("PostgreSQL unreachable under a running server", () => {
  whenServiceAnswers("postgres", () => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let smtp: SmtpTestServer;
    let dataDir: string;
    let close: () => Promise<void>;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let flush: () => Promise<void>;
    let listReferences: () => Promise<string[]>;

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      const proxied = await proxyPostgres(database.databaseUrl!);
      proxy = proxied.proxy;
      dataDir = await mkdtemp(join(tmpdir(), "hospital-pg-outage-"));
      smtp = await startSmtpTestServer();
      const store = await openStore({ dataDir, databaseUrl: proxied.url, poolSize: 4 });
      const mailer = createMailer({ smtpUrl: smtp.url, dataDir, allowPlaintext: true });
      const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const worker = startOutboxWorker({
        store,
        mailer,
        log,
        retentionDays: 180,
        instanceId: "pg-outage-test",
        pollIntervalMs: 60 * 60 * 1000,
      });
      const intake = createSubmissionIntake(store, { from: "website@aarogya.test", to: "desk@aarogya.test", acknowledgePatient: false });
      app = await buildApp(testAppConfig({ formRateLimit: 100_000 }), { intake, store, outbox: worker });
      flush = () => worker.flush();
      listReferences = async () => (await store.listSubmissions()).map((submission) => submission.referenceId);
      close = async () => {
        await app.close();
        await worker.stop();
        await mailer.close();
        await store.close();
      };
    });
    afterAll(async () => {
      await close?.();
      await proxy?.close();
      await smtp?.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    const submit = (message: string) => postJson(app, CONTACT_URL, contactPayload({ message }));

    it("answers 503 while it is down or silent, keeps serving pages, and recovers without a restart", { timeout: 60_000 }, async () => {
      const before = await submit("Stored before the outage.");
      expect(before.statusCode).toBe(200);

      for (const mode of ["cut", "blackhole"] as const) {
        proxy.mode(mode);
        const started = performance.now();
        const refused = await submit(`Sent while PostgreSQL is ${mode}.`);
        expect(refused.statusCode, mode).toBe(503);
        expect(refused.headers["retry-after"], mode).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        // Bounded by the pool's connect timeout (5 s), never a hung request.
        expect(performance.now() - started, mode).toBeLessThan(8_000);
        const ready = await app.inject({ method: "GET", url: "/readyz" });
        expect(ready.statusCode, mode).toBe(503);
        expect(ready.json(), mode).toMatchObject({ status: "unavailable" });
        for (const path of ["/", "/contact", "/healthz"])
          expect((await app.inject({ method: "GET", url: path })).statusCode, path).toBe(200);
        proxy.mode("forward");
      }

      const after = await submit("Stored after the outage.");
      expect(after.statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      await flush();
      const acknowledged = [before, after].map((answer) => answer.json<{ referenceId: string }>().referenceId);
      expect(await listReferences()).toEqual(expect.arrayContaining(acknowledged));
      expect((await listReferences()).length).toBe(2);
      expect(smtp.received).toHaveLength(2);
    });
  });
});
