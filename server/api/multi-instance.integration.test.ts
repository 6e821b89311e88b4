/**
 * Several instances of `npm start` behind a balancer, sharing one PostgreSQL: three server processes and
 * one SMTP server take 2,000 submissions spread across the three, while one instance is killed outright
 * (SIGKILL) half-way and started again under the same instance id. A request that fails is sent again to
 * the next instance, as a balancer or the patient would. Afterwards every acknowledged submission is
 * stored once and its e-mail was delivered; a duplicate e-mail is allowed only for e-mails the killed
 * process was sending, and carries the same Message-ID.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../testing/smtp-test-server";
import { openStore } from "../store/store";
import { createTestDatabase, whenServiceAnswers } from "../testing/test-services";
import { readMail } from "../testing/read-mail";
import { CONTACT_URL, contactPayload } from "../testing/requests";
import { type ServerProcess, startServerProcess } from "../testing/server-process";

const SUBMISSIONS = 2_000;
const CONCURRENT_CLIENTS = 24;
const KILL_AFTER = 800;
const ATTEMPTS = 10;
const DRAIN_TIMEOUT_MS = 60_000;
/** The outbox worker's batch: at most one is in flight per instance, so at most this many were being sent. */
const OUTBOX_BATCH = 100;

const messageOf = (n: number) => `Multi-instance message ${n}: is the pharmacy open on Sunday?`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

whenServiceAnswers("postgres", () => {
  describe("three instances sharing one PostgreSQL", () => {
    it("store every acknowledged submission once and deliver it, while one is killed and restarted", { timeout: 120_000 }, async () => {
      const started = performance.now();
      const database = await createTestDatabase("postgres");
      cleanups.push(() => database.drop());
      const smtp: SmtpTestServer = await startSmtpTestServer();
      cleanups.push(() => smtp.close());

      const processes: ServerProcess[] = [];
      cleanups.push(async () => {
        for (const server of processes) if (server.child.exitCode === null) server.child.kill("SIGKILL");
      });
      const startInstance = async (id: string) => {
        const server = await startServerProcess({
          DATABASE_URL: database.databaseUrl!,
          DATABASE_POOL_SIZE: "5",
          DATA_DIR: database.options.dataDir,
          SMTP_URL: smtp.url,
          SMTP_ALLOW_PLAINTEXT: "true",
          FORM_RATE_LIMIT: "1000000000",
          FORM_GLOBAL_LIMIT_PER_MINUTE: "1000000000",
          INSTANCE_ID: id,
        });
        processes.push(server);
        return server;
      };
      // Started together: the schema's migrations must survive three instances racing to apply them.
      const instances = await Promise.all(["a", "b", "c"].map(startInstance));

      const acknowledged = new Map<number, string>();
      let failedAttempts = 0;
      let restart: Promise<void> | undefined;

      async function submit(n: number) {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const target = instances[(n + attempt) % instances.length]!;
          try {
            const response = await fetch(`${target.url}${CONTACT_URL}`, {
              method: "POST",
              headers: { "content-type": "application/json", accept: "application/json" },
              body: JSON.stringify(contactPayload({ message: messageOf(n) })),
            });
            const body = (await response.json()) as { referenceId?: string };
            if (response.status === 200 && body.referenceId) return void acknowledged.set(n, body.referenceId);
          } catch {
            // the instance is down: try the next one
          }
          failedAttempts += 1;
          await sleep(20);
        }
      }

      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENT_CLIENTS }, async () => {
          while (next < SUBMISSIONS) {
            const n = next++;
            if (n === KILL_AFTER) {
              const victim = instances[1]!;
              victim.child.kill("SIGKILL");
              restart = victim.exited.then(async () => {
                instances[1] = await startInstance("b");
              });
            }
            await submit(n);
          }
        }),
      );
      await restart;
      const loadSeconds = (performance.now() - started) / 1000;

      // Every e-mail is delivered (or the wait times out and the checks below say what is missing).
      const store = await openStore(database.options);
      cleanups.push(() => store.close());
      const drainStarted = performance.now();
      for (;;) {
        const readiness = await store.readiness();
        if (readiness.pendingEmails === 0 || performance.now() - drainStarted > DRAIN_TIMEOUT_MS) break;
        await sleep(100);
      }

      const stored = await store.listSubmissions();
      const rowsPerMessage = new Map<string, number>();
      for (const submission of stored)
        rowsPerMessage.set(submission.payload.message!, (rowsPerMessage.get(submission.payload.message!) ?? 0) + 1);
      const storedByReference = new Map(stored.map((submission) => [submission.referenceId, submission]));

      const deliveries = new Map<string, Set<string>>();
      const deliveryCounts = new Map<string, number>();
      for (const mail of smtp.received) {
        const { headers } = readMail(mail.raw);
        const reference = headers.get("x-hospital-reference") ?? "?";
        deliveryCounts.set(reference, (deliveryCounts.get(reference) ?? 0) + 1);
        if (!deliveries.has(reference)) deliveries.set(reference, new Set());
        deliveries.get(reference)!.add(headers.get("message-id") ?? "?");
      }
      const duplicated = [...deliveryCounts].filter(([, count]) => count > 1);
      const figures = {
        submissions: SUBMISSIONS,
        acknowledged: acknowledged.size,
        "failed attempts (sent again elsewhere)": failedAttempts,
        "stored rows": stored.length,
        "e-mails received by SMTP": smtp.received.length,
        "e-mails delivered twice": duplicated.length,
        "e-mails delivered more than twice": duplicated.filter(([, count]) => count > 2).length,
        "load seconds": Math.round(loadSeconds * 10) / 10,
        "drain seconds": Math.round((performance.now() - drainStarted) / 100) / 10,
      };
      console.log("multi-instance run:", figures);

      expect(acknowledged.size).toBe(SUBMISSIONS);
      // A request sent again after its answer was lost is stored once, and its sender's reference is
      // another name of the stored one (never the first sender's reference): resolve it.
      for (const [n, reference] of acknowledged) acknowledged.set(n, await store.ownReference(reference));
      const notStoredOnce = [...acknowledged].filter(
        ([n, reference]) => rowsPerMessage.get(messageOf(n)) !== 1 || !storedByReference.has(reference),
      );
      expect(notStoredOnce).toEqual([]);
      expect(stored).toHaveLength(SUBMISSIONS);
      const undelivered = [...acknowledged.values()].filter((reference) => !deliveryCounts.has(reference));
      expect(undelivered, processes.map((server) => server.stderr()).join("\n")).toEqual([]);
      expect(stored.flatMap((submission) => submission.emails).filter((email) => email.status !== "sent")).toEqual([]);
      // A duplicate is the same message sent again (same Message-ID), never a second message, never a third copy.
      expect(duplicated.filter(([reference]) => deliveries.get(reference)!.size !== 1)).toEqual([]);
      expect(figures["e-mails delivered more than twice"]).toBe(0);
      expect(duplicated.length).toBeLessThanOrEqual(OUTBOX_BATCH);
    });
  });
});
