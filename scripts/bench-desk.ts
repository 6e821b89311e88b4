/**
 * `npm run bench:desk`: how fast the desk's inbox answers with 10,000 requests in the store. The desk's
 * API runs in-process over a fresh test database (the desk's test stack, server/testing/desk-stack.ts);
 * the requests are written straight into the store, English and Hindi, some with red-flag words, and a
 * signed-in receptionist asks for the open queue (views, counts, red flags and order computed on every
 * answer) again and again. Two stores are measured: every request still open (the worst case: the open
 * views read them all), and a realistic one where all but 200 have been dealt with. Figures, not
 * tests: they vary by machine.
 *
 *   npm run bench:desk                      SQLite
 *   npm run bench:desk -- --store postgres  PostgreSQL (TEST_DATABASE_URL, a schema made for the run)
 *   npm run bench:desk -- --requests 20000 --rounds 50
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { newRowId } from "#server/desk/tokens";
import { startDeskStack } from "#server/testing/desk-stack";

const { values: flags } = parseArgs({
  options: {
    store: { type: "string", default: "sqlite" },
    requests: { type: "string", default: "10000" },
    rounds: { type: "string", default: "30" },
  },
});
const dialect = flags.store === "postgres" ? "postgres" : "sqlite";
const total = Number(flags.requests);
const rounds = Number(flags.rounds);

const MESSAGES = [
  { locale: "en", text: "Knee pain since Monday, want to see the orthopaedic doctor" },
  { locale: "hi", text: "घुटने में दर्द है, हड्डी के डॉक्टर को दिखाना है" },
  { locale: "en", text: "What are the OPD timings and the fee for the paediatrician?" },
  { locale: "hi", text: "नकली दाँत बनवाने हैं, फ़ीस कितनी है?" },
  { locale: "en", text: "Father 68 yrs has chest pain and breathlessness since morning" },
  { locale: "hi", text: "मेरे बच्चे को तेज़ बुख़ार है" },
];

async function fill(stack: Awaited<ReturnType<typeof startDeskStack>>, openLeft: number) {
  const { db } = stack.desk;
  const start = Date.now() - total * 60_000;
  const ids: string[] = [];
  for (let first = 0; first < total; first += 500) {
    const rows = [];
    for (let index = first; index < Math.min(total, first + 500); index++) {
      const message = MESSAGES[index % MESSAGES.length]!;
      const id = newRowId();
      ids.push(id);
      rows.push({
        id,
        reference_id: `APT-B${String(index).padStart(7, "0")}`,
        kind: "appointment" as const,
        payload: JSON.stringify({
          name: `Patient ${index}`,
          email: "",
          phoneNumber: `98${String(index).padStart(8, "0")}`,
          speciality: "Orthopaedics",
          query: message.text,
          code: "pdpl",
        }),
        locale: message.locale,
        fingerprint: id,
        created_at: new Date(start + index * 60_000).toISOString(),
        suspected_spam: 0,
      });
    }
    await db.insertInto("submissions").values(rows).execute();
  }
  // All but `openLeft` dealt with: closed by a receptionist.
  const closed = ids.slice(0, total - openLeft);
  for (let first = 0; first < closed.length; first += 500) {
    const at = new Date().toISOString();
    await db
      .insertInto("desk_request_states")
      .values(
        closed.slice(first, first + 500).map((id) => ({
          submission_id: id,
          status: "closed" as const,
          claimed_by: null,
          updated_at: at,
          updated_by: "bench@aarogya.test",
        })),
      )
      .execute();
  }
}

async function measure(openLeft: number): Promise<string> {
  const stack = await startDeskStack(dialect);
  try {
    await fill(stack, openLeft);
    await stack.addStaff("meena@aarogya.test", "desk");
    const meena = await stack.signIn("meena@aarogya.test");
    const timings: number[] = [];
    let rows = 0;
    for (let round = 0; round < rounds + 3; round++) {
      const began = performance.now();
      const answer = await meena.request("GET", "/api/desk/requests?view=open");
      const took = performance.now() - began;
      if (answer.statusCode !== 200) throw new Error(`the inbox answered ${answer.statusCode}`);
      rows = (answer.json() as { requests: unknown[] }).requests.length;
      // The first answers warm caches and the JIT; they are not counted.
      if (round >= 3) timings.push(took);
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!.toFixed(1);
    return `${dialect}, ${total} requests, ${openLeft} open: inbox (open view, ${rows} rows shown) p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${timings.at(-1)!.toFixed(1)} ms over ${rounds} answers`;
  } finally {
    await stack.close();
  }
}

console.log(await measure(total));
console.log(await measure(200));
