/**
 * `npm run bench:api`: the production server (`server/main.ts`: real store, SQLite with synchronous=FULL
 * or PostgreSQL, real outbox delivering over SMTP to a counting server on loopback) loaded with
 * autocannon, one form endpoint after the other. Prints acknowledged submissions per second, p50/p99
 * latency, non-2xx answers and the outbox drain time, then checks that every acknowledged submission is
 * stored and was delivered exactly once. Figures, not tests: they vary by machine. Exits non-zero if a
 * check fails.
 *
 *   npm run bench:api                                   SQLite, 10 s per endpoint, 10 connections
 *   npm run bench:api -- --duration 15 --connections 20
 *   npm run bench:api -- --store postgres               PostgreSQL (a schema made for the run, dropped after)
 *   npm run bench:api -- --store postgres --instances 2 two server processes sharing it, the
 *                                                       connections split between them
 *   npm run bench:api -- --desk                         with the front desk on (DESK_ENABLED,
 *                                                       MAIL_CONTENT=notice) and three signed-in desks
 *                                                       polling for new requests every second
 *
 * PostgreSQL is TEST_DATABASE_URL, by default the server on this machine (postgres://postgres@127.0.0.1/test).
 * With several instances, latency figures are those of the slower instance.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startSmtpTestServer } from "#server/testing/smtp-test-server";
import { appointmentPayload, contactPayload } from "#server/testing/requests";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process";
import { openStore } from "#server/store/store";
import { signedInDesk } from "./lib/desk-sign-in";
import { FORM_ENDPOINT_PATHS } from "#common/form-endpoints";

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
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "log-level": { type: "string", default: "info" },
    store: { type: "string", default: "sqlite" },
    instances: { type: "string", default: "1" },
    desk: { type: "boolean", default: false },
  },
});
const durationSeconds = Number(flags.duration);
const connections = Number(flags.connections);
const instanceCount = Number(flags.instances);
const storeKind = flags.store;
if (
  !(durationSeconds > 0 && connections > 0 && Number.isInteger(instanceCount) && instanceCount >= 1 && connections >= instanceCount) ||
  (storeKind !== "sqlite" && storeKind !== "postgres") ||
  (storeKind === "sqlite" && instanceCount > 1)
) {
  console.error(
    "usage: npm run bench:api -- [--duration seconds] [--connections n] [--log-level info] [--store sqlite|postgres] [--instances n (postgres only)]",
  );
  process.exit(2);
}

const DRAIN_TIMEOUT_MS = 120_000;

if (!existsSync("build/client/index.html")) {
  console.log("No build found; building the site first.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function postgresAdmin(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A schema for this run only: every connection of the run uses it as its search path. */
async function createBenchSchema(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const schema = `hospital_bench_${randomBytes(6).toString("hex")}`;
  await postgresAdmin(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { databaseUrl: url.toString(), drop: () => postgresAdmin(`drop schema if exists ${schema} cascade`) };
}

const dataDir = await mkdtemp(join(tmpdir(), "hospital-bench-api-"));
const postgres = storeKind === "postgres" ? await createBenchSchema() : undefined;
const smtp = await startSmtpTestServer();
const servers: ServerProcess[] = [];

async function startServers() {
  for (let index = 0; index < instanceCount; index++) {
    servers.push(
      await startServerProcess({
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        SMTP_ALLOW_PLAINTEXT: "true",
        FORM_RATE_LIMIT: "1000000000",
        FORM_GLOBAL_LIMIT_PER_MINUTE: "1000000000",
        LOG_LEVEL: flags["log-level"],
        INSTANCE_ID: `bench-${index}`,
        ...(postgres ? { DATABASE_URL: postgres.databaseUrl } : {}),
        ...(flags.desk ? { DESK_ENABLED: "true", MAIL_CONTENT: "notice" } : {}),
      }),
    );
  }
}

const OPEN_DESKS = 3;
const DESK_POLL_MS = 1000;

/** Open desks, each asking every second what is new, as the inbox page does; their answer times are kept. */
function pollDesks(cookies: string[]): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loops = cookies.map(async (cookie, index) => {
    let cursor = "";
    while (running) {
      const target = servers[index % servers.length]!;
      const started = performance.now();
      const answer = await fetch(`${target.url}/api/desk/requests?limit=50${cursor && `&since=${encodeURIComponent(cursor)}`}`, {
        headers: { cookie },
      });
      if (answer.status !== 200) throw new Error(`a desk's poll answered ${answer.status}`);
      cursor = ((await answer.json()) as { cursor: string }).cursor;
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, DESK_POLL_MS));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return latencies;
    },
  };
}

const referenceOf = (raw: string) => /^X-Hospital-Reference: *(\S+)/im.exec(raw)?.[1];

/** Every request carries different text, so duplicate detection never short-cuts the work. */
const endpoints = [
  {
    name: "contact",
    path: FORM_ENDPOINT_PATHS.contact,
    payload: (n: number) => contactPayload({ message: `Benchmark message ${n}: is the pharmacy open on Sunday?` }),
  },
  {
    name: "appointment",
    path: FORM_ENDPOINT_PATHS.appointment,
    payload: (n: number) => appointmentPayload({ query: `Benchmark query ${n}: knee pain after a fall.` }),
  },
];

type Row = {
  endpoint: string;
  acknowledgedPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  acknowledged: number;
  non2xx: number;
  errors: number;
  drainMs: number;
};
const rows: Row[] = [];
const acknowledged = new Set<string>();
let sequence = 0;

async function waitForDrain(expected: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const ready = (await (await fetch(`${servers[0]!.url}/readyz`)).json()) as { pendingEmails: number };
    if (smtp.received.length >= expected && ready.pendingEmails === 0) return performance.now() - started;
    if (performance.now() - started > DRAIN_TIMEOUT_MS)
      throw new Error(`outbox not drained after ${DRAIN_TIMEOUT_MS / 1000} s: ${smtp.received.length}/${expected} delivered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

try {
  // Inside the try: a server that fails to start still leaves no schema or directory behind.
  await startServers();
  const deskCookies = flags.desk
    ? await Promise.all(
        Array.from({ length: OPEN_DESKS }, () =>
          signedInDesk(servers[0]!.url, { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.databaseUrl } : {}) }),
        ),
      )
    : [];
  const desks = flags.desk ? pollDesks(deskCookies) : undefined;
  console.log(
    `Loading each endpoint for ${durationSeconds} s with ${connections} connections: store ${storeKind}, ${instanceCount} instance${instanceCount === 1 ? "" : "s"}${flags.desk ? `, the desk on with ${OPEN_DESKS} desks polling` : ""} (${cpus().length} CPUs, LOG_LEVEL=${flags["log-level"]})...`,
  );
  for (const endpoint of endpoints) {
    let acknowledgedHere = 0;
    // The connections split between the instances, as a balancer would spread them.
    const results = await Promise.all(
      servers.map((target, index) =>
        autocannon({
          url: target.url,
          connections: Math.floor(connections / instanceCount) + (index < connections % instanceCount ? 1 : 0),
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
        }),
      ),
    );
    const worst = (pick: (result: AutocannonResult) => number) => Math.max(...results.map(pick));
    const sum = (pick: (result: AutocannonResult) => number) => results.reduce((total, result) => total + pick(result), 0);
    const result = {
      latency: { p50: worst((each) => each.latency.p50), p99: worst((each) => each.latency.p99), max: worst((each) => each.latency.max) },
      non2xx: sum((each) => each.non2xx),
      errors: sum((each) => each.errors),
      timeouts: sum((each) => each.timeouts),
    };
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

  const deskPolls = await desks?.stop();
  if (deskPolls) {
    const sorted = deskPolls.toSorted((a, b) => a - b);
    const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
    console.log(`Desk polls during the load: ${sorted.length}, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms.`);
  }
  console.table(
    rows.map((row) => ({
      endpoint: row.endpoint,
      "acknowledged/s": row.acknowledgedPerSecond,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "max ms": row.max,
      acknowledged: row.acknowledged,
      "non-2xx": row.non2xx,
      "errors+timeouts": row.errors,
      "outbox drain ms": row.drainMs,
    })),
  );

  // Every acknowledged submission is in the database with its e-mail sent, and reached the SMTP server once.
  const store = await openStore({ dataDir, databaseUrl: postgres?.databaseUrl });
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
  for (const each of servers) each.child.kill("SIGTERM");
  for (const each of servers) await each.exited;
  await smtp.close();
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
