/**
 * A process that crashes under the test helpers' spawn leaves a core, and its report names the signal
 * and gives the backtrace (or says where the core went): what the next crash of a test server prints.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { crashReport, isCrash, withCoreDumps } from "./core-dumps";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

it("runs a process with core dumps on and reports the backtrace of its crash", async () => {
  const folder = mkdtempSync(join(tmpdir(), "crash-"));
  const keepIn = mkdtempSync(join(tmpdir(), "cores-"));
  folders.push(folder, keepIn);
  const since = Date.now();
  // The segmentation fault a native module could cause, raised by the process itself.
  const { command, args } = withCoreDumps(process.execPath, ["-e", "process.kill(process.pid, 'SIGSEGV')"]);
  const child = spawn(command, args, { cwd: folder, stdio: "ignore" });
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  expect({ code, signal }).toEqual({ code: null, signal: "SIGSEGV" });
  expect(isCrash(signal)).toBe(true);
  expect(isCrash("SIGTERM")).toBe(false);

  const report = crashReport(signal!, { folder, since, keepIn });
  expect(report).toMatch(/^The server died of SIGSEGV/);
  // Where the kernel writes cores to a file, the core is kept and read; a pipe to a collector is named.
  if (!report.includes("The kernel hands cores to")) {
    expect(readdirSync(keepIn)).toHaveLength(1);
    expect(readdirSync(folder)).toEqual([]);
    expect(report).toMatch(/Backtrace:\n[\s\S]*#0 |gdb is not installed/);
  }
}, 120_000);
