/**
 * `npm run bench:api`: the production server (`server/main.ts`: real SQLite store with synchronous=FULL,
 * real outbox delivering over SMTP to a counting server on loopback) loaded with autocannon, one form
 * endpoint after the other. Prints acknowledged submissions per second, p50/p99 latency, non-2xx
 * answers and the outbox drain time, then checks that every acknowledged submission is stored and was
 * delivered exactly once. Figures, not tests: they vary by machine. Exits non-zero if a check fails.
 *
 *   npm run bench:api                                   10 s per endpoint, 10 connections
 *   npm run bench:api -- --duration 15 --connections 20
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startSmtpTestServer } from "../server/mail/smtp-test-server";
import { appointmentPayload, contactPayload } from "../server/api/testing/requests";
import { startServerProcess } from "../server/api/testing/server-process";
import { openStore } from "../server/store/store";

/** The part of autocannon's API used here (the package ships no types). */
type AutocannonRequest = {
  method: "POST";
  path: string;
  headers: Record<string, string>;
  setupRequest: (request: Record<string, unknown>) => Record<string, unknown>;
  onResponse: (status: number, body: string) => void;
};
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (options: { url: string; connections: number; duration: number; requests: AutocannonRequest[] }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "log-level": { type: "string", default: "info" },
  },
});
const durationSeconds = Number(flags.duration);
const connections = Number(flags.connections);
if (!(durationSeconds > 0 && connections > 0)) {
  console.error("usage: npm run bench:api -- [--duration seconds] [--connections n] [--log-level info]");
  process.exit(2);
}

const DRAIN_TIMEOUT_MS = 120_000;

if (!existsSync("build/client/index.html")) {
  console.log("No build found; building the site first.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = await mkdtemp(join(tmpdir(), "hospital-bench-api-"));
const smtp = await startSmtpTestServer();
const server = await startServerProcess({
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  FORM_RATE_LIMIT: "1000000000",
  LOG_LEVEL: flags["log-level"],
});

const referenceOf = (raw: string) => /^X-Hospital-Reference: *(\S+)/im.exec(raw)?.[1];

/** Every request carries different text, so duplicate detection never short-cuts the work. */
const endpoints = [
  { name: "contact", path: "/api/contact-email", payload: (n: number) => contactPayload({ message: `Benchmark message ${n}: is the pharmacy open on Sunday?` }) },
  { name: "appointment", path: "/api/appointment-email", payload: (n: number) => appointmentPayload({ query: `Benchmark query ${n}: knee pain after a fall.` }) },
];

type Row = { endpoint: string; acknowledgedPerSecond: number; p50: number; p99: number; max: number; acknowledged: number; non2xx: number; errors: number; drainMs: number };
const rows: Row[] = [];
const acknowledged = new Set<string>();
let sequence = 0;

async function waitForDrain(expected: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { pendingEmails: number };
    if (smtp.received.length >= expected && ready.pendingEmails === 0) return performance.now() - started;
    if (performance.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`outbox not drained after ${DRAIN_TIMEOUT_MS / 1000} s: ${smtp.received.length}/${expected} delivered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

try {
  console.log(`Loading each endpoint for ${durationSeconds} s with ${connections} connections (${cpus().length} CPUs, LOG_LEVEL=${flags["log-level"]})...`);
  for (const endpoint of endpoints) {
    let acknowledgedHere = 0;
    const result = await autocannon({
      url: server.url,
      connections,
      duration: durationSeconds,
      requests: [
        {
          method: "POST",
          path: endpoint.path,
          headers: { "content-type": "application/json", accept: "application/json" },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(endpoint.payload(sequence++)) }),
          onResponse: (status, body) => {
            if (status !== 200) return;
            acknowledged.add((JSON.parse(body) as { referenceId: string }).referenceId);
            acknowledgedHere += 1;
          },
        },
      ],
    });
    const drainMs = await waitForDrain(acknowledged.size);
    rows.push({
      endpoint: endpoint.name,
      acknowledgedPerSecond: Math.round(acknowledgedHere / durationSeconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      acknowledged: acknowledgedHere,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      drainMs: Math.round(drainMs),
    });
  }

  console.table(rows.map((row) => ({
    endpoint: row.endpoint,
    "acknowledged/s": row.acknowledgedPerSecond,
    "p50 ms": row.p50,
    "p99 ms": row.p99,
    "max ms": row.max,
    acknowledged: row.acknowledged,
    "non-2xx": row.non2xx,
    "errors+timeouts": row.errors,
    "outbox drain ms": row.drainMs,
  })));

  // Every acknowledged submission is in the database with its e-mail sent, and reached the SMTP server once.
  const store = await openStore({ dataDir });
  const stored = await store.listSubmissions();
  await store.close();
  const storedReferences = new Set(stored.map((submission) => submission.referenceId));
  const unsent = stored.filter((submission) => submission.emails.some((email) => email.status !== "sent"));
  const delivered = smtp.received.map((mail) => referenceOf(mail.raw));
  const deliveredOnce = new Set(delivered);
  const missingFromStore = [...acknowledged].filter((reference) => !storedReferences.has(reference));
  const notDelivered = [...acknowledged].filter((reference) => !deliveredOnce.has(reference));
  const checks = [
    { check: "acknowledged submissions", value: acknowledged.size, ok: acknowledged.size > 0 },
    { check: "acknowledged but not stored", value: missingFromStore.length, ok: missingFromStore.length === 0 },
    { check: "stored but e-mail not sent", value: unsent.length, ok: unsent.length === 0 },
    { check: "acknowledged but not delivered", value: notDelivered.length, ok: notDelivered.length === 0 },
    { check: "delivered more than once", value: delivered.length - deliveredOnce.size, ok: delivered.length === deliveredOnce.size },
  ];
  console.table(checks);
  const totalPerSecond = Math.round(rows.reduce((sum, row) => sum + row.acknowledged, 0) / (durationSeconds * rows.length));
  const worstP99 = Math.max(...rows.map((row) => row.p99));
  console.log(`Overall: ${totalPerSecond} acknowledged submissions/s, worst p99 ${worstP99} ms (target: >= 1000/s at p99 < 50 ms).`);
  process.exitCode = checks.every((entry) => entry.ok) ? 0 : 1;
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
}
