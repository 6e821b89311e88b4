/**
 * `npm run bench:sign-in-flood`: does the public site keep its speed while someone hammers the desk's
 * sign-in? Starts the production server (`server/main.ts`, SQLite, DESK_ENABLED) on loopback, measures
 * the latency of `/` and `/about` alone, then again while many clients (127.0.0.2, .3, ... bound with
 * localAddress, so the server sees different addresses) post wrong passwords to /api/desk/sign-in, for
 * a real account and for made-up e-mails. Bounded by a number of attempts and a time, whichever comes
 * first. Figures, not tests: they vary by machine.
 *
 *   npm run bench:sign-in-flood
 *   npm run bench:sign-in-flood -- --attempts 3000 --seconds 30 --addresses 40 --concurrency 32 --port 4332
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServerProcess } from "#server/testing/server-process";
import { agentFor, percentile, samplePages, send } from "./lib/page-latency";

const { values: flags } = parseArgs({
  options: {
    attempts: { type: "string", default: "3000" },
    seconds: { type: "string", default: "30" },
    addresses: { type: "string", default: "40" },
    concurrency: { type: "string", default: "32" },
    "baseline-seconds": { type: "string", default: "8" },
    port: { type: "string" },
  },
});
const maxAttempts = Number(flags.attempts);
const floodMs = Number(flags.seconds) * 1000;
const addressCount = Number(flags.addresses);
const concurrency = Number(flags.concurrency);
const baselineMs = Number(flags["baseline-seconds"]) * 1000;
if (!(maxAttempts > 0 && floodMs > 0 && addressCount >= 1 && addressCount <= 250 && concurrency >= 1 && baselineMs > 0)) {
  console.error("usage: npm run bench:sign-in-flood -- [--attempts n] [--seconds s] [--addresses 1-250] [--concurrency n] [--port p]");
  process.exit(2);
}

if (!existsSync("build/client/index.html")) {
  console.log("No build found; building the site first.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const summarise = (phase: string, latencies: Record<string, number[]>) =>
  Object.entries(latencies).map(([path, values]) => ({
    phase,
    path,
    requests: values.length,
    "p50 ms": percentile(values, 0.5),
    "p99 ms": percentile(values, 0.99),
    "max ms": Math.round(Math.max(...values)),
  }));

const dataDir = await mkdtemp(join(tmpdir(), "hospital-bench-sign-in-"));
const server = await startServerProcess(
  { DATA_DIR: dataDir, DESK_ENABLED: "true", MAIL_CONTENT: "notice", LOG_LEVEL: "warn" },
  flags.port ? { port: Number(flags.port) } : {},
);
try {
  const staffEmail = `bench-${randomBytes(4).toString("hex")}@aarogya.test`;
  const added = spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "add", staffEmail, "--role", "admin"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (added.status !== 0) throw new Error(`npm run staff made no account: ${added.stderr}`);

  console.log(`Public pages alone for ${baselineMs / 1000} s (${cpus().length} CPUs)...`);
  const baseline = samplePages(server.url);
  await new Promise((resolve) => setTimeout(resolve, baselineMs));
  const before = await baseline.stop();

  console.log(
    `Sign-in flood: up to ${maxAttempts} attempts in ${floodMs / 1000} s from ${addressCount} addresses, ${concurrency} at a time...`,
  );
  const during = samplePages(server.url);
  const agents = Array.from({ length: addressCount }, (_, index) => agentFor(`127.0.0.${index + 2}`));
  const signInUrl = new URL("/api/desk/sign-in", server.url);
  const statuses = new Map<number, number>();
  const attemptLatencies: number[] = [];
  let started = 0;
  const floodStarted = performance.now();
  const deadline = floodStarted + floodMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < maxAttempts && performance.now() < deadline) {
        const n = started++;
        // Half the attempts aim at the real account, half spray made-up ones.
        const email = n % 2 === 0 ? staffEmail : `guess-${n}@aarogya.test`;
        const body = JSON.stringify({ email, password: `wrong password number ${n}` });
        const answer = await send(signInUrl, agents[n % agents.length]!, "POST", body);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        attemptLatencies.push(answer.ms);
      }
    }),
  );
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  const flooded = await during.stop();
  for (const agent of agents) agent.destroy();

  console.log(
    `Flood: ${started} attempts in ${floodSeconds.toFixed(1)} s (${Math.round(started / floodSeconds)}/s), answers ${JSON.stringify(Object.fromEntries(statuses))}, sign-in p50 ${percentile(attemptLatencies, 0.5)} ms, p99 ${percentile(attemptLatencies, 0.99)} ms.`,
  );
  console.table([...summarise("alone", before), ...summarise("during flood", flooded)]);
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
