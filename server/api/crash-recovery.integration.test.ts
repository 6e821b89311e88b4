/**
 * Durable before acknowledged: the server process is killed outright (SIGKILL) the moment it has answered
 * 200, before its e-mail could go out; the next process delivers it, once. Then a SIGTERM shuts down cleanly.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { type Server, type Socket, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../mail/smtp-test-server";
import { readMail } from "./testing/read-mail";
import { APPOINTMENT_URL, appointmentPayload } from "./testing/requests";
import { type ServerProcess, startServerProcess } from "./testing/server-process";

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
    const first: ServerProcess = await startServerProcess({ ...instance, SMTP_URL: silent.url });
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
    const second = await startServerProcess({ ...instance, SMTP_URL: smtp.url });
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
});
