/**
 * `npm run bench:soak`: the production server (real SQLite store, real outbox delivering over SMTP to a
 * counting server on loopback) under a visitor mix for five minutes, at several times a large hospital's
 * busiest hour. Prints throughput, answers by class, latency, the server's memory at start, middle and
 * end, and checks that no answer was a 5xx and that every acknowledged submission was stored and
 * delivered. Exits non-zero if a check fails.
 *
 *   npm run bench:soak                           300 s at 1,000 requests/s
 *   npm run bench:soak -- --duration 30 --rate 500
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sitePagePaths } from "#common/paths";
import { appointmentPayload, contactPayload } from "#server/testing/requests";
import { freePort } from "#server/testing/server-process";
import { startSmtpTestServer } from "#server/testing/smtp-test-server";
import { openStore } from "#server/store/store";
import { FORM_ENDPOINT_PATHS } from "#common/form-endpoints";

/** The part of autocannon's API used here (the package ships no types). */
type Context = { kind?: Kind };
type AutocannonRequest = {
  setupRequest: (request: Record<string, unknown>, context: Context) => Record<string, unknown>;
  onResponse?: (status: number, body: string, context: Context) => void;
};
type AutocannonResult = {
  requests: { average: number; total: number };
  throughput: { average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  overallRate: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const { values: flags } = parseArgs({
  options: {
    duration: { type: "string", default: "300" },
    rate: { type: "string", default: "1000" },
    connections: { type: "string", default: "50" },
  },
});
const durationSeconds = Number(flags.duration);
const rate = Number(flags.rate);
const connections = Number(flags.connections);
if (!(durationSeconds > 0 && rate > 0 && connections > 0)) {
  console.error("usage: npm run bench:soak -- [--duration seconds] [--rate requests-per-second] [--connections n]");
  process.exit(2);
}

/**
 * The assumption behind the rate: a large hospital's site on its busiest day has ~50,000 visits of ~5
 * pages; 15% of a day's traffic falls in its busiest hour, and a page view costs ~4 requests once the
 * hashed assets are cached (~12 on a first visit). That is ~35 page views/s, ~150 requests/s, and a few
 * form posts per minute. The default 1,000 requests/s is ~7 times that hour, with submissions at ~100/s.
 */
const PEAK_REQUESTS_PER_SECOND = 150;
const DRAIN_TIMEOUT_MS = 180_000;

if (!existsSync("build/client/index.html")) {
  console.log("No build found; building the site first.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

type Kind = "page" | "asset" | "contact" | "appointment" | "invalid-fields" | "malformed-json" | "wrong-type" | "unknown-path";
/** Share of each kind of request, out of 100. */
const MIX: [Kind, number][] = [
  ["page", 55],
  ["asset", 25],
  ["contact", 5],
  ["appointment", 5],
  ["invalid-fields", 4],
  ["malformed-json", 2],
  ["wrong-type", 2],
  ["unknown-path", 2],
];

const memoryLines: { rss: number; heapUsed: number }[] = [];

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; exited: Promise<number | null> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/lib/report-memory.ts", "server/main.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let pending = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (line.startsWith("MEMORY ")) memoryLines.push(JSON.parse(line.slice("MEMORY ".length)) as { rss: number; heapUsed: number });
      else if (line.trim()) process.stderr.write(`server: ${line}\n`);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function sampleMemory(child: ChildProcess): Promise<{ rss: number; heapUsed: number }> {
  const before = memoryLines.length;
  child.kill("SIGUSR2");
  for (let waited = 0; memoryLines.length === before && waited < 5_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const sample = memoryLines.at(-1);
  if (!sample) throw new Error("the server reported no memory figures");
  return sample;
}

const dataDir = await mkdtemp(join(tmpdir(), "hospital-soak-"));
const smtp = await startSmtpTestServer();
const server = await startServer({
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  SMTP_ALLOW_PLAINTEXT: "true",
  FORM_RATE_LIMIT: "1000000000",
  FORM_GLOBAL_LIMIT_PER_MINUTE: "1000000000",
});
const referenceOf = (raw: string) => /^X-Hospital-Reference: *(\S+)/im.exec(raw)?.[1];

// The assets a browser fetches for the pages: every script, stylesheet and image they name.
const pages = [...sitePagePaths, "/speciality/Orthopaedics"];
const assets = new Set<string>();
for (const path of sitePagePaths) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  for (const [, asset] of html.matchAll(/(?:src|href)="(\/[^"#?]+\.(?:js|css|svg|png|jpg|jpeg|webp|ico|avif))"/g)) assets.add(asset!);
}
const assetList = [...assets];

let sequence = 0;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
/**
 * Who sends what: visitors reading (pages, assets, a few mistyped paths), patients submitting, and
 * clients sending what is refused. Fastify closes the connection after a body it could not parse, so
 * the last group's latency includes reconnecting.
 */
const GROUPS: { name: string; kinds: Set<Kind> }[] = [
  { name: "reading", kinds: new Set<Kind>(["page", "asset", "unknown-path"]) },
  { name: "submissions", kinds: new Set<Kind>(["contact", "appointment"]) },
  { name: "refused", kinds: new Set<Kind>(["invalid-fields", "malformed-json", "wrong-type"]) },
];

function pickKind(among: Set<Kind>): Kind {
  const choices = MIX.filter(([kind]) => among.has(kind));
  let roll = Math.random() * choices.reduce((sum, [, share]) => sum + share, 0);
  for (const [kind, share] of choices) if ((roll -= share) < 0) return kind;
  return choices[0]![0];
}

const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip, deflate, br" };
const JSON_POST = { "content-type": "application/json", accept: "application/json" };

function requestFor(kind: Kind): Record<string, unknown> {
  const n = sequence++;
  switch (kind) {
    case "page":
      return { method: "GET", path: pick(pages), headers: BROWSER };
    case "asset":
      return { method: "GET", path: pick(assetList), headers: BROWSER };
    case "contact":
      return {
        method: "POST",
        path: FORM_ENDPOINT_PATHS.contact,
        headers: JSON_POST,
        body: JSON.stringify(contactPayload({ message: `Soak message ${n}: is the pharmacy open on Sunday?` })),
      };
    case "appointment":
      return {
        method: "POST",
        path: FORM_ENDPOINT_PATHS.appointment,
        headers: JSON_POST,
        body: JSON.stringify(appointmentPayload({ query: `Soak query ${n}: knee pain after a fall.` })),
      };
    case "invalid-fields":
      return {
        method: "POST",
        path: pick([FORM_ENDPOINT_PATHS.contact, FORM_ENDPOINT_PATHS.appointment]),
        headers: JSON_POST,
        body: JSON.stringify(contactPayload({ email: `not-an-address-${n}`, phone: "12" })),
      };
    case "malformed-json":
      return { method: "POST", path: FORM_ENDPOINT_PATHS.contact, headers: JSON_POST, body: `{"firstName":"Soak ${n}",` };
    case "wrong-type":
      return {
        method: "POST",
        path: FORM_ENDPOINT_PATHS.appointment,
        headers: { "content-type": "text/plain", accept: "application/json" },
        body: `appointment ${n}`,
      };
    case "unknown-path":
      return { method: "GET", path: pick([`/no-such-page-${n}`, `/assets/missing-${n}.js`, "/wp-login.php", "/.env"]), headers: BROWSER };
  }
}

const answers = new Map<string, number>();
const acknowledged = new Set<string>();
let serverErrors = 0;

function record(kind: Kind, status: number, body: string) {
  const key = `${kind} ${status}`;
  answers.set(key, (answers.get(key) ?? 0) + 1);
  if (status >= 500) serverErrors += 1;
  if ((kind === "contact" || kind === "appointment") && status === 200)
    acknowledged.add((JSON.parse(body) as { referenceId: string }).referenceId);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
let exitCode: number;
try {
  console.log(
    `Soak: ${durationSeconds} s at ${rate} requests/s over ${connections} connections (${cpus().length} CPUs).\n` +
      `Assumed busiest hour of a large hospital's site: ~${PEAK_REQUESTS_PER_SECOND} requests/s ` +
      `(50,000 visits a day x 5 pages, 15% in one hour, ~4 requests a page view); this is ${(rate / PEAK_REQUESTS_PER_SECOND).toFixed(1)} times that.\n` +
      `Mix: ${MIX.map(([kind, share]) => `${share}% ${kind}`).join(", ")}; ${pages.length} pages, ${assetList.length} assets.`,
  );
  const memory: Record<string, { rss: number; heapUsed: number }> = { start: await sampleMemory(server.child) };
  const middle = setTimeout(() => void sampleMemory(server.child).then((sample) => (memory.middle = sample)), (durationSeconds * 1000) / 2);

  // One load generator per group, all at once, each with its share of the rate and connections. Only
  // the submissions' answers are read (for their reference ids); the others are counted by status.
  const results = await Promise.all(
    GROUPS.map((group) => {
      const share = MIX.filter(([kind]) => group.kinds.has(kind)).reduce((sum, [, part]) => sum + part, 0) / 100;
      return autocannon({
        url: server.url,
        connections: Math.max(1, Math.round(connections * share)),
        duration: durationSeconds,
        overallRate: Math.max(1, Math.round(rate * share)),
        requests: [
          group.name === "submissions"
            ? {
                setupRequest: (request, context) => {
                  context.kind = pickKind(group.kinds);
                  return { ...request, ...requestFor(context.kind) };
                },
                onResponse: (status, body, context) => record(context.kind ?? "contact", status, body),
              }
            : { setupRequest: (request) => ({ ...request, ...requestFor(pickKind(group.kinds)) }) },
        ],
      });
    }),
  );
  for (const [index, result] of results.entries()) {
    const group = GROUPS[index]!;
    if (group.name === "submissions") continue;
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      answers.set(`${group.name} ${status}`, count);
      if (Number(status) >= 500) serverErrors += count;
    }
  }
  clearTimeout(middle);
  memory.end = await sampleMemory(server.child);

  // Let the outbox deliver everything acknowledged, then compare database, mail server and answers.
  const drainStarted = performance.now();
  for (;;) {
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { pendingEmails: number };
    if (ready.pendingEmails === 0 && smtp.received.length >= acknowledged.size) break;
    if (performance.now() - drainStarted > DRAIN_TIMEOUT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const drainMs = Math.round(performance.now() - drainStarted);
  memory.drained = await sampleMemory(server.child);

  const store = await openStore({ dataDir });
  const stored = new Set((await store.listSubmissions()).map((submission) => submission.referenceId));
  await store.close();
  const delivered = smtp.received.map((mail) => referenceOf(mail.raw));
  const deliveredSet = new Set(delivered);
  const notStored = [...acknowledged].filter((reference) => !stored.has(reference));
  const notDelivered = [...acknowledged].filter((reference) => !deliveredSet.has(reference));

  const byClass = new Map<string, number>();
  for (const [key, count] of answers) {
    const status = Number(key.split(" ")[1]);
    const statusClass = `${Math.floor(status / 100)}xx`;
    byClass.set(statusClass, (byClass.get(statusClass) ?? 0) + count);
  }
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  const throughput = results.reduce((sum, result) => sum + result.throughput.average, 0);
  console.log(`\nRequests: ${total} in ${durationSeconds} s = ${Math.round(total / durationSeconds)} requests/s, ${mb(throughput)}/s`);
  for (const [index, result] of results.entries()) {
    const { p50, p90, p99, max } = result.latency;
    console.log(
      `Latency, ${GROUPS[index]!.name}: p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms, max ${max} ms (${result.requests.total} requests)`,
    );
  }
  console.log(
    `Answers by class: ${[...byClass]
      .sort()
      .map(([statusClass, count]) => `${statusClass} ${count}`)
      .join(", ")}; connection errors and timeouts ${errors}`,
  );
  console.table(
    [...answers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => ({ request: key.split(" ")[0], status: Number(key.split(" ")[1]), count })),
  );
  console.table(Object.entries(memory).map(([moment, sample]) => ({ moment, rss: mb(sample.rss), "heap used": mb(sample.heapUsed) })));
  const rssGrowth = (memory.end!.rss - (memory.middle ?? memory.start!).rss) / 1024 / 1024;
  const checks = [
    { check: "5xx answers", value: serverErrors, ok: serverErrors === 0 },
    { check: "connection errors and timeouts", value: errors, ok: errors === 0 },
    { check: "acknowledged submissions", value: acknowledged.size, ok: acknowledged.size > 0 },
    { check: "acknowledged but not stored", value: notStored.length, ok: notStored.length === 0 },
    { check: "acknowledged but not delivered", value: notDelivered.length, ok: notDelivered.length === 0 },
    { check: "delivered more than once", value: delivered.length - deliveredSet.size, ok: delivered.length === deliveredSet.size },
    { check: "outbox drain after the load (ms)", value: drainMs, ok: drainMs < DRAIN_TIMEOUT_MS },
    { check: "RSS growth, middle to end (MB)", value: Number(rssGrowth.toFixed(1)), ok: rssGrowth < 50 },
  ];
  console.table(checks);
  exitCode = checks.every((entry) => entry.ok) ? 0 : 1;
} finally {
  server.child.kill("SIGTERM");
  const code = await server.exited;
  if (code !== 0) {
    console.error(`The server exited with ${code} after SIGTERM.`);
    exitCode = 1;
  }
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
