/**
 * `npm run bench:desk-tabs`: do open desk tabs slow the public site down when the queue is long? Starts
 * the production server (`server/main.ts`, SQLite, DESK_ENABLED) over a store holding 10,000 open
 * requests, and measures the public pages as bench:sign-in-flood does (`/` and `/about` in turn, one at
 * a time: scripts/lib/page-latency.ts) with the desk idle, then with ten signed-in desk tabs each
 * loading the open view and then polling it for changes, as the inbox does (desk/queue/inbox-screen.tsx, every
 * 10 seconds), all tabs at the same moment. The two phases alternate, twice each, so a drift of the
 * machine's own load falls on both. Figures, not tests: they vary by machine.
 *
 *   npm run bench:desk-tabs
 *   npm run bench:desk-tabs -- --tabs 10 --open 10000 --poll-seconds 10 --phase-seconds 30
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { openDeskDatabase } from "#server/desk/desk-database";
import { openStore } from "#server/store/store";
import { startServerProcess } from "#server/testing/server-process";
import { percentile, samplePages } from "./lib/page-latency";
import { signedInDesk } from "./lib/desk-sign-in";
import { fillQueue } from "./lib/queue-fill";

const { values: flags } = parseArgs({
  options: {
    tabs: { type: "string", default: "10" },
    open: { type: "string", default: "10000" },
    "poll-seconds": { type: "string", default: "10" },
    "phase-seconds": { type: "string", default: "30" },
    together: { type: "boolean", default: false },
  },
});
const tabCount = Number(flags.tabs);
const openCount = Number(flags.open);
const pollMs = Number(flags["poll-seconds"]) * 1000;
const phaseMs = Number(flags["phase-seconds"]) * 1000;
if (!(tabCount >= 1 && openCount >= 0 && pollMs > 0 && phaseMs > 0)) {
  console.error("usage: npm run bench:desk-tabs -- [--tabs n] [--open n] [--poll-seconds s] [--phase-seconds s]");
  process.exit(2);
}

if (!existsSync("build/client/index.html")) {
  console.log("No build found; building the site first.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = await mkdtemp(join(tmpdir(), "hospital-bench-desk-tabs-"));
// The queue first, straight into the store the server will open (the store's migrations make its tables).
const store = await openStore({ dataDir });
const desk = openDeskDatabase({ dataDir });
await fillQueue(desk.db, openCount, openCount);
await desk.close();
await store.close();

const server = await startServerProcess({ DATA_DIR: dataDir, DESK_ENABLED: "true", MAIL_CONTENT: "notice", LOG_LEVEL: "warn" });

/** Tabs open on the open view: each loads it, then asks what changed every `pollMs` (when each opens: see the top). */
function openTabs(cookie: string): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  const closing = new AbortController();
  const ask = async (query: string) => {
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/desk/requests?${query}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`a desk tab's request answered ${answer.status}`);
    const { cursor } = (await answer.json()) as { cursor: string };
    latencies.push(performance.now() - started);
    return cursor;
  };
  const tabs = Array.from({ length: tabCount }, async (_, index) => {
    const opensAfter = flags.together ? 0 : (index * pollMs) / tabCount;
    if (opensAfter > 0 && !(await sleep(opensAfter, true, { signal: closing.signal }).catch(() => false))) return;
    let cursor = await ask("view=open");
    for (;;) {
      const waited = await sleep(pollMs, true, { signal: closing.signal }).catch(() => false);
      if (!waited) return;
      cursor = await ask(`view=open&since=${encodeURIComponent(cursor)}`);
    }
  });
  return {
    async stop() {
      closing.abort();
      await Promise.all(tabs);
      return latencies;
    },
  };
}

type Phase = { name: string; pages: number[]; desk: number[]; load: number };
const phases: Phase[] = [];
try {
  const cookie = await signedInDesk(server.url, { DATA_DIR: dataDir });
  console.log(
    `${openCount.toLocaleString("en")} open requests; phases of ${phaseMs / 1000} s, the desk idle and ${tabCount} tabs polling every ${pollMs / 1000} s ${flags.together ? "all at the same moment" : "each at its own moment"}, alternating (${cpus().length} CPUs)...`,
  );
  for (const withTabs of [false, true, false, true]) {
    const pages = samplePages(server.url);
    const tabs = withTabs ? openTabs(cookie) : undefined;
    await new Promise((resolve) => setTimeout(resolve, phaseMs));
    const desk = (await tabs?.stop()) ?? [];
    const latencies = await pages.stop();
    phases.push({
      name: withTabs ? `${tabCount} desk tabs` : "desk idle",
      pages: Object.values(latencies).flat(),
      desk,
      load: loadavg()[0]!,
    });
  }
  const summary = (name: string) => {
    const chosen = phases.filter((phase) => phase.name === name);
    const pages = chosen.flatMap((phase) => phase.pages);
    const desk = chosen.flatMap((phase) => phase.desk);
    return {
      phase: name,
      "page answers": pages.length,
      "p50 ms": percentile(pages, 0.5),
      "p99 ms": percentile(pages, 0.99),
      "desk answers": desk.length,
      "desk p50 ms": desk.length ? percentile(desk, 0.5) : "",
      "desk p99 ms": desk.length ? percentile(desk, 0.99) : "",
      "load (1 min)": chosen.map((phase) => phase.load.toFixed(1)).join(", "),
    };
  };
  const [idle, busy] = [summary("desk idle"), summary(`${tabCount} desk tabs`)];
  console.table([idle, busy]);
  console.log(`Public pages' p99 with the tabs open: ${((busy["p99 ms"] / idle["p99 ms"] - 1) * 100).toFixed(1)}% against the desk idle.`);
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
