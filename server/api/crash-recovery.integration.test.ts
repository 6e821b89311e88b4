/**
 * Durable before acknowledged: the server process is killed outright (SIGKILL) the moment it has answered
 * 200, before its e-mail could go out; the next process delivers it, once. Then a SIGTERM shuts down cleanly.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { type Server, type Socket, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../testing/smtp-test-server";
import { readMail } from "../testing/read-mail";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload } from "../testing/requests";
import { type ServerProcess, startServerProcess } from "../testing/server-process";
import { openStore } from "../store/store";

/** Accepts SMTP connections and never greets: a send stays in progress until the process dies. */
async function startSilentSmtpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("a server killed right after acknowledging", () => {
  it("delivers the acknowledged request after a restart, exactly once", { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "hospital-crash-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const silent = await startSilentSmtpServer();
    cleanups.push(() => silent.close());
    // The same instance restarted (as a process manager does): it takes back its own claims at once.
    const instance = { DATA_DIR: dataDir, INSTANCE_ID: "crash-test" };
    const first: ServerProcess = await startServerProcess({ ...instance, SMTP_URL: silent.url, SMTP_ALLOW_PLAINTEXT: "true" });
    cleanups.push(async () => first.child.kill("SIGKILL"));

    const response = await fetch(`${first.url}${APPOINTMENT_URL}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(appointmentPayload()),
    });
    first.child.kill("SIGKILL");
    expect(response.status).toBe(200);
    const { referenceId } = (await response.json()) as { referenceId: string };
    expect(await first.exited).toBeNull();

    const smtp: SmtpTestServer = await startSmtpTestServer();
    cleanups.push(() => smtp.close());
    const second = await startServerProcess({ ...instance, SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: "true" });
    cleanups.push(async () => second.child.kill("SIGKILL"));

    await waitFor(() => smtp.received.length > 0, 20_000);
    expect(smtp.received, second.stderr()).toHaveLength(1);
    expect(readMail(smtp.received[0]?.raw ?? "").headers.get("x-hospital-reference")).toBe(referenceId);

    const ready = (await (await fetch(`${second.url}/readyz`)).json()) as { pendingEmails: number };
    expect(ready.pendingEmails).toBe(0);
    expect(smtp.received).toHaveLength(1);

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("keeps every acknowledged submission of a burst it was killed in the middle of", { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "hospital-crash-load-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const silent = await startSilentSmtpServer();
    cleanups.push(() => silent.close());
    // The restart is the same instance: it takes back at once what the killed process had claimed.
    const instance = { DATA_DIR: dataDir, INSTANCE_ID: "crash-burst-test" };
    const first = await startServerProcess({
      ...instance,
      SMTP_URL: silent.url,
      SMTP_ALLOW_PLAINTEXT: "true",
      FORM_RATE_LIMIT: "100000",
      FORM_GLOBAL_LIMIT_PER_MINUTE: "100000",
    });
    cleanups.push(async () => first.child.kill("SIGKILL"));

    // 400 submissions from 20 clients at once; the process is killed once 150 have been answered.
    const acknowledged = new Set<string>();
    let answered = 0;
    let unanswered = 0;
    const killAfter = 150;
    const send = async (n: number) => {
      const [url, body] =
        n % 2 === 0
          ? [CONTACT_URL, contactPayload({ message: `Burst message ${n}.` })]
          : [APPOINTMENT_URL, appointmentPayload({ query: `Burst query ${n}.` })];
      try {
        const response = await fetch(`${first.url}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (response.status === 200) acknowledged.add(((await response.json()) as { referenceId: string }).referenceId);
        if (++answered === killAfter) first.child.kill("SIGKILL");
      } catch {
        unanswered += 1;
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 400) await send(next++);
      }),
    );
    expect(await first.exited).toBeNull();
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter - 20);
    expect(unanswered).toBeGreaterThan(0);

    const smtp = await startSmtpTestServer();
    cleanups.push(() => smtp.close());
    const second = await startServerProcess({ ...instance, SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: "true" });
    cleanups.push(async () => second.child.kill("SIGKILL"));
    const delivered = () => smtp.received.map((mail) => readMail(mail.raw).headers.get("x-hospital-reference") ?? "");
    await waitFor(() => [...acknowledged].every((reference) => delivered().includes(reference)), 60_000);

    const missing = [...acknowledged].filter((reference) => !delivered().includes(reference));
    expect(missing, second.stderr()).toEqual([]);
    expect(delivered().length, "each delivered once").toBe(new Set(delivered()).size);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const store = await openStore({ dataDir });
    const stored = new Set((await store.listSubmissions()).map((submission) => submission.referenceId));
    await store.close();
    expect([...acknowledged].filter((reference) => !stored.has(reference))).toEqual([]);
    console.info(
      `killed mid-burst: ${acknowledged.size} acknowledged, ${unanswered} never answered; after the restart all ${acknowledged.size} stored and delivered once`,
    );
  });
});
