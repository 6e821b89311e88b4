/** The production server as its own process (`node --import tsx server/main.ts`), for crash tests and the benchmark. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { requireBuild } from "./built-site";
import { crashReport, isCrash, withCoreDumps } from "./core-dumps";

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /**
   * Resolves with the exit code (null when killed by a signal). A crash (a segmentation fault) also
   * prints the core's backtrace on the test's output.
   */
  exited: Promise<number | null>;
  /** Everything the process wrote to stderr, for failure messages. */
  stderr(): string;
  /** Everything it wrote to stdout: its log lines. */
  stdout(): string;
};

/** A port nobody listens on right now: the server must be told its port to be reachable by URL. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

/** `port`: a fixed port (a bench told which one it may use) instead of any free one. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number; port?: number } = {},
): Promise<ServerProcess> {
  // The production server serves the build's pages and, at start, records the seed release with the
  // publisher's builds: without them it would exit, or never say ready, deep inside a test.
  if (!env.SITE_DIR) requireBuild("client", "publisher");
  const port = options.port ?? (await freePort());
  const startedAt = Date.now();
  // Core dumps on: a crash in native code leaves its backtrace in the run's output (core-dumps.ts).
  const { command, args } = withCoreDumps(process.execPath, ["--import", "tsx", "server/main.ts"]);
  const child = spawn(command, args, {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  const exited = once(child, "exit").then(([code, signal]) => {
    if (isCrash(signal as string | null)) {
      const report = crashReport(signal as string, { folder: process.cwd(), since: startedAt });
      stderr += `\n${report}\n`;
      console.error(report);
    }
    return code as number | null;
  });
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.startTimeoutMs ?? 20_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await exited;
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before listening:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within the time allowed:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, exited, stderr: () => stderr, stdout: () => stdout };
}
