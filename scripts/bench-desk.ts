/**
 * `npm run bench:desk`: how fast the desk's inbox answers with many requests in the store. The desk's
 * API runs in-process over a fresh test database (the desk's test stack, server/testing/desk-stack.ts);
 * the requests are written straight into the store as the intake writes them (with their queue facts),
 * English and Hindi, some with red-flag words, and a signed-in receptionist asks for the open queue
 * again and again, then polls it as an open desk tab does every 10 seconds. Two stores are measured:
 * 10,000 requests all still open (the open view's worst case), and 100,000 kept (180 days of a busy
 * hospital) of which 5,000 are open. Beside each, the floor: the same page's bare SQL (its ids in the
 * queue's order, then its rows) run straight on the database, without HTTP, session or summaries.
 * Figures, not tests: they vary by machine and by what else it runs.
 *
 *   npm run bench:desk                      SQLite
 *   npm run bench:desk -- --store postgres  PostgreSQL (TEST_DATABASE_URL, a schema made for the run)
 *   npm run bench:desk -- --rounds 50
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { pageIds, pageRows } from "#server/desk/queue/request-queries";
import { startDeskStack } from "#server/testing/desk-stack";
import { fillQueue } from "./lib/queue-fill";

const { values: flags } = parseArgs({
  options: {
    store: { type: "string", default: "sqlite" },
    rounds: { type: "string", default: "30" },
  },
});
const dialect = flags.store === "postgres" ? "postgres" : "sqlite";
const rounds = Number(flags.rounds);
/** Stored requests and how many of them are open. */
const STORES = [
  { total: 10_000, open: 10_000 },
  { total: 100_000, open: 5_000 },
];

const percentile = (timings: number[], share: number) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};
const figures = (timings: number[]) => `p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms`;

/** Runs `once` rounds times after three warm-up runs (caches, the JIT), and gives each run's time. */
async function timed(once: () => Promise<void>): Promise<number[]> {
  const timings: number[] = [];
  for (let round = 0; round < rounds + 3; round++) {
    const began = performance.now();
    await once();
    if (round >= 3) timings.push(performance.now() - began);
  }
  return timings;
}

async function measure(total: number, openLeft: number): Promise<string[]> {
  const stack = await startDeskStack(dialect);
  try {
    await fillQueue(stack.desk.db, total, openLeft);
    await stack.addStaff("meena@aarogya.test", "desk");
    const meena = await stack.signIn("meena@aarogya.test");
    let rows = 0;
    let cursor = "";
    const ask = async (url: string) => {
      const answer = await meena.request("GET", url);
      if (answer.statusCode !== 200) throw new Error(`the inbox answered ${answer.statusCode}`);
      return answer.json() as { requests: unknown[]; cursor: string };
    };
    const open = await timed(async () => {
      const inbox = await ask("/api/desk/requests?view=open");
      rows = inbox.requests.length;
      cursor = inbox.cursor;
    });
    const poll = await timed(async () => {
      await ask(`/api/desk/requests?view=open&since=${encodeURIComponent(cursor)}`);
    });
    const filters = { view: "open" as const, me: "meena@aarogya.test", limit: 50 };
    const floor = await timed(async () => {
      const { ids } = await pageIds(stack.desk, { ...filters, now: new Date() });
      await pageRows(stack.desk, ids);
    });
    const label = `${dialect}, ${total.toLocaleString("en")} requests, ${openLeft.toLocaleString("en")} open`;
    return [
      `${label}: open view (${rows} rows shown) ${figures(open)}, max ${Math.max(...open).toFixed(2)} ms over ${rounds} answers`,
      `${label}: poll (nothing changed) ${figures(poll)}`,
      `${label}: floor, the page's bare SQL (ids in order, then its rows) ${figures(floor)}`,
    ];
  } finally {
    await stack.close();
  }
}

for (const { total, open } of STORES) for (const line of await measure(total, open)) console.log(line);
