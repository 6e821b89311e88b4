/**
 * `npm run bench:publish`: how long publishing the whole site takes on this machine and the memory it
 * needs: every page of every language rendered from content, post-processed, compressed and checked
 * against the budgets, as a publish does before it goes live (server/publish/releases.ts). Run after
 * `npm run build`. The content is the seed with one notice added, so every page is rendered anew. The
 * render's time is also given step by step, as the desk shows the steps while a publish runs
 * (server/publish/publish-progress.ts).
 */
// First, before anything loads React: the bench renders with React's production build, as the server does.
import "#server/react-production";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { SEED_CONTENT } from "#app/content/site-content";
import { renderRelease } from "#server/publish/render-release";
import { budgetChecks } from "#server/publish/budgets";
import { contentProblems } from "#server/publish/content-binding";
import { readSiteSnapshot } from "#server/site/site-snapshot";

const MB = 1024 * 1024;

async function main() {
  const content = {
    ...SEED_CONTENT,
    notices: [
      ...SEED_CONTENT.notices,
      {
        id: "bench",
        start: "2030-01-01T00:00:00+05:30",
        end: "2030-01-02T00:00:00+05:30",
        text: { en: "OPD closed on 1 Jan", hi: "1 जनवरी को ओपीडी बंद" },
      },
    ],
  };
  const outDir = mkdtempSync(join(tmpdir(), "bench-publish-"));
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const startRss = process.memoryUsage().rss;
  try {
    const times: Record<string, number> = {};
    let mark = performance.now();
    const step = (name: string) => {
      const now = performance.now();
      times[name] = now - mark;
      mark = now;
    };
    const checked = contentProblems(content);
    step("check");
    /** When each of the render's steps began, as its progress reports them. */
    const steps: { name: string; at: number }[] = [{ name: "loading the builds", at: performance.now() }];
    const release = await renderRelease({
      content,
      outDir,
      onProgress: ({ step: name }) => {
        if (steps.at(-1)?.name !== name) steps.push({ name, at: performance.now() });
      },
    });
    const renderEnd = performance.now();
    step("render");
    const snapshot = await readSiteSnapshot(outDir);
    step("snapshot");
    const { problems: overBudget, warnings: outOfRoundTrip } = await budgetChecks(snapshot);
    step("budgets");
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const total = Object.values(times).reduce((sum, ms) => sum + ms, 0);
    const pages = release.files.filter((file) => file.endsWith("index.html")).length;
    console.log(
      `Whole-site publish: ${pages} pages and ${release.files.length} files (compressed copies included) in ${(total / 1000).toFixed(1)} s`,
    );
    console.log(
      `  ${Object.entries(times)
        .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`)
        .join(", ")}`,
    );
    console.log(
      `  render by step: ${steps
        .map(({ name, at }, index) => `${name} ${(((steps[index + 1]?.at ?? renderEnd) - at) / 1000).toFixed(2)} s`)
        .join(", ")}`,
    );
    console.log(
      `Memory: peak RSS ${(peakRss / MB).toFixed(0)} MB (${(startRss / MB).toFixed(0)} MB before; max RSS of the process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
    );
    console.log(
      `Problems: ${checked.length} in the content, ${release.problems.length} rendering, ${overBudget.length} over the script budget, ${outOfRoundTrip.length} out of one round trip`,
    );
    if (checked.length + release.problems.length + overBudget.length + outOfRoundTrip.length > 0) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
