/**
 * A server under test that crashes in native code (a segmentation fault was seen once at start-up on a
 * busy machine, and never again) is diagnosed from the run's output, not guessed: its process runs with
 * core dumps on, and whoever sees it die of a signal prints the core's backtrace (with gdb, where the
 * machine has it) and keeps the core in test-results/cores/.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** The signals that mean the process crashed (and the kernel wrote a core), not that it was stopped. */
const CRASH_SIGNALS = new Set(["SIGSEGV", "SIGBUS", "SIGILL", "SIGFPE", "SIGABRT", "SIGTRAP"]);

export const CORES_DIR = join("test-results", "cores");

/**
 * `command args…` as a spawn that turns core dumps on first: bash raises its soft limit and then
 * replaces itself with the command (same process id, so its signals and kills reach the command itself).
 */
export function withCoreDumps(command: string, args: readonly string[]): { command: string; args: string[] } {
  return { command: "bash", args: ["-c", 'ulimit -c unlimited 2>/dev/null; exec "$0" "$@"', command, ...args] };
}

export const isCrash = (signal: NodeJS.Signals | string | null): boolean => signal !== null && CRASH_SIGNALS.has(signal);

/** The kernel's rule for naming cores: a file name (relative to the crashed process's folder) or a pipe to a collector. */
function corePattern(): string {
  try {
    return readFileSync("/proc/sys/kernel/core_pattern", "utf8").trim();
  } catch {
    return "core";
  }
}

/** The core files in `folder` written since `since` (ms since the epoch), newest first. */
export function coresSince(folder: string, since: number): string[] {
  const pattern = corePattern();
  if (pattern.startsWith("|") || pattern.includes("/")) return [];
  const stem = pattern.split("%")[0]!;
  return readdirSync(folder)
    .filter((name) => name === stem || name.startsWith(`${stem}.`))
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile() && statSync(path).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

/**
 * What to print about a process that died of `signal`: the backtrace of the core it left in `folder`
 * (moved to test-results/cores/ so the next crash does not overwrite it), or where the core went instead.
 */
export function crashReport(
  signal: string,
  {
    folder,
    since,
    keepIn = CORES_DIR,
    executable = process.execPath,
  }: { folder: string; since: number; keepIn?: string; executable?: string },
): string {
  const pattern = corePattern();
  if (pattern.startsWith("|")) {
    return `The server died of ${signal}. The kernel hands cores to ${pattern.slice(1).split(" ")[0]}: see coredumpctl (or its own tool) for the backtrace.`;
  }
  const core = coresSince(folder, since)[0];
  if (!core)
    return `The server died of ${signal}, and left no core in ${resolve(folder)} (core_pattern ${pattern}; ulimit -c may be held at 0).`;
  mkdirSync(keepIn, { recursive: true });
  const kept = join(keepIn, `core-${statSync(core).mtimeMs.toFixed(0)}`);
  renameSync(core, kept);
  const gdb = spawnSync("gdb", ["-batch", "-ex", "bt 25", "-ex", "info sharedlibrary", executable, kept], {
    encoding: "utf8",
    timeout: 120_000,
  });
  if (gdb.error)
    return `The server died of ${signal}; its core is ${resolve(kept)} (gdb is not installed here to read its backtrace: gdb -batch -ex bt ${executable} ${kept}).`;
  // The frames once each (gdb shows the crashing frame when it loads the core, then again in bt) and
  // the native modules loaded, which are what a crash in native code most often points at.
  const lines = gdb.stdout.split("\n");
  const frames = [...new Set(lines.filter((line) => line.startsWith("#") || line.startsWith("Program terminated")))];
  const nativeModules = lines
    .filter((line) => /\.node$/.test(line.trim()))
    .map((line) => `native module: ${line.trim().split(/\s+/).at(-1)}`);
  const backtrace = [...frames, ...nativeModules].join("\n");
  return `The server died of ${signal}; its core is ${resolve(kept)}. Backtrace:\n${backtrace}`;
}
