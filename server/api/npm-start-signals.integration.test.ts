/**
 * A process manager stops the site by sending SIGTERM to the command it started: `npm start`, as the
 * README and docs/deploy.md say. npm must hand the signal to the server, which drains and exits 0 within
 * its shutdown budget (after it the server exits 1 on its own), leaving no server behind.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../testing/server-process";
import { requireBuild } from "../testing/built-site";

let dataDir: string | undefined;
let serverPid: number | undefined;

afterEach(async () => {
  if (serverPid !== undefined && isRunning(serverPid)) process.kill(serverPid, "SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  serverPid = undefined;
  dataDir = undefined;
});

describe("npm start under a process manager", () => {
  it("passes SIGTERM to the server, which closes its connections and exits 0 within the shutdown budget", { timeout: 60_000 }, async () => {
    // Without a build, npm start would build the site first (scripts/ensure-build.ts), for minutes.
    requireBuild("client", "publisher");
    dataDir = await mkdtemp(join(tmpdir(), "hospital-npm-start-"));
    const port = await freePort();
    const npm = spawn("npm", ["start", "--silent"], {
      env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", SHUTDOWN_TIMEOUT_MS: "5000" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const npmExited = once(npm, "exit").then(([code]) => code as number | null);

    serverPid = await serverPidOnceListening(
      () => output,
      () => npm.exitCode,
    );
    expect(serverPid).not.toBe(npm.pid);

    // An idle keep-alive connection, as a browser leaves behind, must not hold the shutdown open.
    const agent = new http.Agent({ keepAlive: true });
    const page = await new Promise<number>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        })
        .on("error", reject);
    });
    expect(page).toBe(200);

    npm.kill("SIGTERM");
    expect(await npmExited, output).toBe(0);
    expect(output).toContain('"signal":"SIGTERM"');
    expect(output).not.toContain("graceful shutdown timed out");
    expect(isRunning(serverPid), "the server outlived npm").toBe(false);
    agent.destroy();
  });
});

async function serverPidOnceListening(output: () => string, exitCode: () => number | null): Promise<number> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const listening = output()
      .split("\n")
      .find((line) => line.includes("Server listening at"));
    if (listening) return (JSON.parse(listening) as { pid: number }).pid;
    if (exitCode() !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`npm start did not bring the server up:\n${output()}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
