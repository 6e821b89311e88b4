/**
 * `npm test`: every check once, stage after stage, stopping after the first stage in which one fails (as
 * a chain of `&&` would), and then saying where the time went: each phase's seconds and the 20 slowest tests of
 * the test runners, read from the JSON reports they write beside their usual output (TEST_TIMINGS_DIR,
 * which vitest.config.ts and playwright.config.ts read). The next engineer sees at once which phase and
 * which tests to make cheaper.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The phases, in stages: the phases of a stage run at the same time. The type checker and the linter each
 * keep one core busy and need nothing from each other, and the unit tests need no build, so each pair
 * shares the machine's cores; the rest need the build, and each of the two suites after it uses every
 * core itself.
 */
const STAGES = [["typecheck", "lint"], ["test:unit", "build"], ["test:build"], ["test:server"], ["test:e2e"]] as const;
const SLOWEST_SHOWN = 20;
// Not under test-results/: Playwright empties that folder at the start of each of its runs.
const TIMINGS_DIR = "test-timings";

type Timed = { name: string; seconds: number };

type PhaseRun = Timed & { passed: boolean };

/**
 * Runs `npm run <phase>`. Alone in its stage, its output goes straight to the terminal; beside another,
 * it is kept and printed whole when it ends, so two phases' lines never interleave.
 */
function runPhase(phase: string, alone: boolean): Promise<PhaseRun> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", phase], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, TEST_TIMINGS_DIR: TIMINGS_DIR, ...(alone ? {} : { FORCE_COLOR: "1" }) },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (!alone) process.stdout.write(Buffer.concat([Buffer.from(`\n== npm run ${phase}\n`), ...output]));
      resolve({ name: phase, seconds: Number(process.hrtime.bigint() - started) / 1e9, passed: code === 0 });
    });
  });
}

export async function main(): Promise<number> {
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
  mkdirSync(TIMINGS_DIR, { recursive: true });
  const phases: PhaseRun[] = [];
  const stages: number[] = [];
  for (const stage of STAGES) {
    const started = process.hrtime.bigint();
    phases.push(...(await Promise.all(stage.map((phase) => runPhase(phase, stage.length === 1)))));
    stages.push(Number(process.hrtime.bigint() - started) / 1e9);
    if (phases.some((phase) => !phase.passed)) break;
  }
  const failed = phases.filter((phase) => !phase.passed).map((phase) => `npm run ${phase.name}`);
  console.log(`\n== Time by phase${failed.length > 0 ? ` (stopped: ${failed.join(", ")} failed)` : ""}`);
  for (const phase of phases) {
    const beside = STAGES.find((stage) => stage.some((name) => name === phase.name))!.filter((name) => name !== phase.name);
    console.log(
      `${phase.seconds.toFixed(0).padStart(6)} s  npm run ${phase.name}${beside.length > 0 ? ` (beside ${beside.join(", ")})` : ""}`,
    );
  }
  console.log(
    `${stages
      .reduce((sum, seconds) => sum + seconds, 0)
      .toFixed(0)
      .padStart(6)} s  in all`,
  );
  const slowest = readTimings(TIMINGS_DIR)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST_SHOWN);
  if (slowest.length > 0) {
    console.log(`\n== The ${slowest.length} slowest tests`);
    for (const test of slowest) console.log(`${test.seconds.toFixed(1).padStart(7)} s  ${test.name}`);
  }
  return failed.length > 0 ? 1 : 0;
}

/** Every test's time from the JSON reports in `dir`: vitest's (testResults › assertionResults) and Playwright's (suites › specs › tests › results). */
export function readTimings(dir: string): Timed[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => {
      let report: unknown;
      try {
        report = JSON.parse(readFileSync(join(dir, file), "utf8"));
      } catch {
        return []; // A runner stopped while writing its report: its tests' times are lost, not the run.
      }
      return [...vitestTimings(report), ...playwrightTimings(report)];
    });
}

type VitestReport = { testResults?: { name: string; assertionResults?: { fullName: string; duration?: number | null }[] }[] };

function vitestTimings(report: unknown): Timed[] {
  return ((report as VitestReport).testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      name: `${relative(process.cwd(), file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
};

function playwrightTimings(report: unknown): Timed[] {
  // The top suites are the files (named by each spec's file); those inside are describe blocks.
  const walk = (suite: PlaywrightSuite, titles: string[]): Timed[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => ({
          name: `[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(" › ")}`,
          seconds: result.duration / 1000,
        })),
      ),
    ),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, [...titles, inner.title])),
  ];
  const suites = (report as { suites?: PlaywrightSuite[] }).suites;
  return Array.isArray(suites) ? suites.flatMap((suite) => walk(suite, [])) : [];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(await main());
