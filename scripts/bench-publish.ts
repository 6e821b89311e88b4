/**
 * `npm run bench:publish`: how long a publish takes on this machine, from the click to the change being
 * served, and the memory it needs. Run after `npm run build`. Two publishes, as staff make them, each
 * through the releases the server runs (server/publish/releases.ts: checks, render, budgets, the swap):
 *
 * - a whole-site change, the hospital's main number, which every page shows: every page is finished
 *   and compressed anew;
 * - then a one-doctor change on top of it, which four pages show in each language: the others are kept
 *   from the release before (render-release.ts).
 *
 * Each is timed step by step, as the desk shows the steps while a publish runs (publish-progress.ts), with
 * the CPU it took (user and system, the compression's threads included): on a machine busy with other
 * work the wall times stretch, the CPU much less.
 *
 *   npm run bench:publish                        SQLite, one instance
 *   npm run bench:publish -- --store postgres    PostgreSQL (TEST_DATABASE_URL, a schema made for the run),
 *                                                two instances in this process: also when the second serves it
 *
 * The second instance renders the release itself, as another server does when PostgreSQL tells it; here
 * it shares this process's one thread with the first, so its figure is an upper bound.
 */
// First, before anything loads React: the bench renders with React's production build, as the server does.
import "#server/react-production";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { SEED_CONTENT } from "#app/content/model/site-content";
import { type SiteContent } from "#server/publish/content-binding";
import { type Releases, createReleases } from "#server/publish/releases";
import { type PublishProgress } from "#server/publish/publish-progress";
import { type ServedSite, createServedSite, readSiteSnapshot } from "#server/site/site-snapshot";
import { openStore } from "#server/store/store";
import { createTestDatabase } from "#server/testing/test-services";
import { withMainPhone, withOneDoctorChanged } from "#tests/content-changes";

const MB = 1024 * 1024;
const SITE_DIR = resolve("build/client");

const { values: flags } = parseArgs({ options: { store: { type: "string", default: "sqlite" } } });
const dialect = flags.store === "postgres" ? "postgres" : "sqlite";

type Instance = { releases: Releases; served: ServedSite };

async function startInstance(options: Parameters<typeof createReleases>[0]["database"]): Promise<Instance> {
  const served = createServedSite(await readSiteSnapshot(SITE_DIR));
  const releases = createReleases({ database: options, served });
  await releases.start();
  return { releases, served };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function publish(name: string, content: SiteContent, first: Instance, second: Instance | undefined): Promise<boolean> {
  const steps: { progress: PublishProgress; at: number }[] = [];
  const cpuBefore = process.cpuUsage();
  const clicked = performance.now();
  const outcome = await first.releases.publishContent(content, {
    by: "bench",
    onProgress: (progress) => {
      const last = steps.at(-1)?.progress;
      if (last?.step !== progress.step) steps.push({ progress, at: performance.now() });
      else steps.at(-1)!.progress = progress;
    },
  });
  const live = performance.now();
  const cpu = process.cpuUsage(cpuBefore);
  if (!outcome.ok) {
    console.log(`${name}: refused: ${outcome.problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ")}`);
    return false;
  }
  console.log(
    `${name}: live on this instance ${seconds(live - clicked)} after the click (release ${outcome.release.number}), ${seconds((cpu.user + cpu.system) / 1000)} of CPU`,
  );
  console.log(
    `  by step: ${steps
      .map(({ progress, at }, index) => {
        const counted = progress.total === undefined ? "" : ` (${progress.done ?? 0} of ${progress.total})`;
        return `${progress.step}${counted} ${seconds((steps[index + 1]?.at ?? live) - at)}`;
      })
      .join(", ")}`,
  );
  if (outcome.warnings.length > 0) console.log(`  out of one round trip: ${outcome.warnings.map((warning) => warning.path).join(", ")}`);
  if (second) {
    while (second.served.current().release !== outcome.release.number) await sleep(20);
    console.log(`  served by the second instance ${seconds(performance.now() - clicked)} after the click`);
  }
  return outcome.warnings.length === 0;
}

async function main() {
  const database = await createTestDatabase(dialect);
  const otherDataDir = mkdtempSync(join(tmpdir(), "bench-publish-other-"));
  const instances: Instance[] = [];
  try {
    await (await openStore(database.options)).close();
    const first = await startInstance(database.options);
    instances.push(first);
    const second = dialect === "postgres" ? await startInstance({ ...database.options, dataDir: otherDataDir }) : undefined;
    if (second) instances.push(second);

    let peakRss = process.memoryUsage().rss;
    const startRss = peakRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    console.log(`Publishing on ${dialect}${second ? ", two instances" : ", one instance"}:`);
    const wholeSite = withMainPhone(SEED_CONTENT, "+919414000001");
    let ok = await publish("Whole-site change (the main number)", wholeSite, first, second);
    ok = (await publish("One-doctor change", withOneDoctorChanged(wholeSite, "rajendra-singh-shekhawat"), first, second)) && ok;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    console.log(
      `Memory: peak RSS ${(peakRss / MB).toFixed(0)} MB (${(startRss / MB).toFixed(0)} MB before; max RSS of the process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    for (const instance of instances) await instance.releases.stop();
    await database.drop();
    rmSync(otherDataDir, { recursive: true, force: true });
  }
}

await main();
