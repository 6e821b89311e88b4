/**
 * A real full disk under the real server: the process runs in its own mount namespace with DATA_DIR on
 * a small tmpfs, which the test then fills (through /proc/<pid>/root). Submissions must be answered 503
 * with Retry-After, never a false 200; pages keep being served; and once space is freed the server
 * stores and delivers again by itself. Needs mount namespaces (root, or a user namespace): without them
 * it fails in CI and is skipped elsewhere, like every test that needs what a machine may lack.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../testing/smtp-test-server";
import { readMail } from "../testing/read-mail";
import { CONTACT_URL, contactPayload } from "../testing/requests";
import { freePort } from "../testing/server-process";
import { whenAvailable } from "../testing/skip-rule";
import { requireBuild } from "../testing/built-site";

const TMPFS_SIZE = "16m";

/** Null where this process can mount a tmpfs in a mount namespace of its own, else why not. */
function mountNamespaceProblem(): string | null {
  const probe = mkdtempSync(join(tmpdir(), "hospital-mount-probe-"));
  try {
    const result = spawnSync(
      "unshare",
      ["-m", "--propagation", "private", "sh", "-c", 'mount -t tmpfs -o size=1m tmpfs "$1"', "sh", probe],
      { encoding: "utf8" },
    );
    if (result.error) return `unshare could not run: ${result.error.message}`;
    return result.status === 0 ? null : `cannot mount a tmpfs in a mount namespace: ${result.stderr.trim() || `exit ${result.status}`}`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** Fills the file system under `directory` until the kernel says it is full. */
function fill(path: string): number {
  const file = openSync(path, "w");
  const chunk = Buffer.alloc(256 * 1024, 0x7a);
  let written = 0;
  try {
    for (;;) written += writeSync(file, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(file);
  }
  return written;
}

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function post(url: string, message: string) {
  const response = await fetch(`${url}${CONTACT_URL}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(contactPayload({ message })),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as { referenceId?: string; error?: string },
  };
}

describe("a full disk under the real server", () => {
  whenAvailable("mount namespaces", mountNamespaceProblem(), () => {
    it("answers 503 while full, keeps serving pages, and recovers when space is freed", { timeout: 90_000 }, async () => {
      // The real server, as npm start runs it: the build's pages, and the publisher's builds for the seed release.
      requireBuild("client", "publisher");
      const dataDir = await mkdtemp(join(tmpdir(), "hospital-disk-full-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const smtp: SmtpTestServer = await startSmtpTestServer();
      cleanups.push(() => smtp.close());

      const port = await freePort();
      const child: ChildProcess = spawn(
        "unshare",
        [
          "-m",
          "--propagation",
          "private",
          "sh",
          "-c",
          `mount -t tmpfs -o size=${TMPFS_SIZE} tmpfs "$DATA_DIR" && exec "$0" --import tsx server/main.ts`,
          process.execPath,
        ],
        {
          env: {
            ...process.env,
            HOST: "127.0.0.1",
            PORT: String(port),
            LOG_LEVEL: "error",
            DATA_DIR: dataDir,
            SMTP_URL: smtp.url,
            SMTP_ALLOW_PLAINTEXT: "true",
            FORM_RATE_LIMIT: "100000",
            FORM_GLOBAL_LIMIT_PER_MINUTE: "100000",
          },
          stdio: ["ignore", "ignore", "pipe"],
        },
      );
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        await exited;
      });
      const url = `http://127.0.0.1:${port}`;
      // Ready, not only alive: until then the server is still copying the live release into DATA_DIR, and a
      // copy cut short by the filler frees its space again, leaving room for every "full" submission.
      await expect
        .poll(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status, { timeout: 60_000, interval: 200 })
        .toBe(200);

      const before = await post(url, "Stored before the disk fills.");
      expect(before.status, stderr).toBe(200);

      // The server's view of DATA_DIR is the tmpfs; the test reaches it through the process's root.
      const filler = join(`/proc/${child.pid}/root`, dataDir, "filler");
      expect(fill(filler)).toBeGreaterThan(0);

      const refused: number[] = [];
      const acknowledgedWhileFull: string[] = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await post(url, `Sent while the disk is full, attempt ${attempt}.`);
        expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
        if (answer.status === 503) {
          expect(answer.retryAfter).toBe("30");
          expect(answer.body).toEqual({ error: "unavailable" });
          refused.push(attempt);
        } else {
          acknowledgedWhileFull.push(answer.body.referenceId!);
        }
      }
      // SQLite may still fit a few commits into space its files already hold; after that, every one is refused.
      expect(refused.length, stderr).toBeGreaterThanOrEqual(15);
      for (const path of ["/", "/about", "/contact", "/healthz"]) expect((await fetch(`${url}${path}`)).status, path).toBe(200);

      rmSync(filler);
      const after = await post(url, "Stored once space is back.");
      expect(after.status, stderr).toBe(200);

      const acknowledged = [before.body.referenceId, ...acknowledgedWhileFull, after.body.referenceId];
      const delivered = () => smtp.received.map((mail) => readMail(mail.raw).headers.get("x-hospital-reference"));
      await expect.poll(delivered, { timeout: 30_000 }).toEqual(expect.arrayContaining(acknowledged));

      child.kill("SIGTERM");
      expect(await exited, stderr).toBe(0);
    });
  });
});
