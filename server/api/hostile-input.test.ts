/**
 * Property-based fuzzing of both form endpoints over the real store: thousands of generated bodies
 * (random JSON, wrong types, huge and dirty strings, lone surrogates and invalid UTF-8, prototype keys,
 * deep nesting, form-encoded and multipart bodies, wrong content types). Whatever arrives: never a 5xx,
 * a 200 only for what the shared schema accepts, nothing stored that was refused, no prototype
 * polluted, and the server still answers afterwards. Each test checks its own aftermath, so any one of
 * them can run alone (`-t`) and still proves all of that.
 *
 * A fixed seed keeps runs repeatable; FUZZ_RUNS=5000 (runs per property) fuzzes longer, FUZZ_SEED another seed.
 */
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppointmentSchema } from "#schemas/appointment";
import { ContactSchema } from "#schemas/contact";
import { HONEYPOT_FIELD, MAX_BODY_BYTES } from "#schemas/limits";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload, postJson } from "../testing/requests";
import { type TestStack, startTestStack } from "../testing/test-stack";

const RUNS = Number(process.env.FUZZ_RUNS ?? 350);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_317);

const ENDPOINTS = [
  { url: CONTACT_URL, schema: ContactSchema, valid: () => contactPayload() as Record<string, unknown> },
  { url: APPOINTMENT_URL, schema: AppointmentSchema, valid: () => appointmentPayload() as Record<string, unknown> },
] as const;

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "__defineGetter__", "hasOwnProperty", "toString", "valueOf"];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({
    unit: fc.constantFrom(
      "\u0000",
      "\r",
      "\n",
      "\t",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u2028",
      "\ud800",
      "\udfff",
      "\ufeff",
      "\u202e",
      "<",
      ">",
      "&",
      "'",
      '"',
      "a",
      "9",
    ),
  }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "a\udc00b",
    "<script>alert(1)</script>",
    "Ravi\r\nBcc: victim@example.com",
    "${7*7}",
    "{{7*7}}",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "9829012345\u0000",
  ),
  fc.integer({ min: 90, max: 2_100 }).map((length) => "x".repeat(length)),
  fc.integer({ min: MAX_BODY_BYTES - 200, max: MAX_BODY_BYTES + 2_000 }).map((length) => "y".repeat(length)),
);

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_KEYS)), tie("value"), { maxKeys: 4 }),
  ),
}));

/** JSON text written by hand, so keys like "__proto__" and repeated keys reach the server as sent. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`;
}

const fieldNames = [...new Set(ENDPOINTS.flatMap((endpoint) => Object.keys(endpoint.valid()))), HONEYPOT_FIELD, "code"];

/** A valid payload with a few fields replaced, dropped, repeated or added: close enough to reach validation. */
const mutatedPayload = (valid: Record<string, unknown>) =>
  fc
    .array(
      fc.oneof(
        fc.record({ kind: fc.constant("set" as const), key: fc.constantFrom(...fieldNames, ...PROTOTYPE_KEYS), value: hostileValue }),
        fc.record({ kind: fc.constant("drop" as const), key: fc.constantFrom(...Object.keys(valid)) }),
      ),
      { maxLength: 3 },
    )
    .map((mutations) => {
      const entries: [string, unknown][] = Object.entries(valid);
      for (const mutation of mutations) {
        const index = entries.findIndex(([key]) => key === mutation.key);
        if (mutation.kind === "drop") {
          if (index >= 0) entries.splice(index, 1);
        } else if (index >= 0) {
          entries[index] = [mutation.key, mutation.value];
        } else {
          entries.push([mutation.key, mutation.value]);
        }
      }
      return objectText(entries);
    });

const deeplyNested = fc
  .record({ depth: fc.integer({ min: 100, max: 30_000 }), open: fc.constantFrom("[", '{"a":') })
  .map(({ depth, open }) => `${open.repeat(depth)}1${(open === "[" ? "]" : "}").repeat(depth)}`);

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/json-patch+json",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=iso-8859-1",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "text/plain",
  "text/html",
  "application/xml",
  "application/octet-stream",
  ";;;",
  "",
];

/** Every byte percent-encoded (lone surrogates become U+FFFD, as a browser would send them). */
const percentEncode = (text: string) => [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
/** Percent-escapes of bytes that are not UTF-8 at all. */
const invalidUtf8Escape = fc.constantFrom("%FF", "%C3%28", "%ED%A0%80", "%F8%88%80%80%80", "%", "%G1", "%00");

const formEncoded = fc
  .array(
    fc.tuple(
      fc
        .oneof(
          fc.constantFrom(...fieldNames, ...PROTOTYPE_KEYS, "constructor[prototype][admin]", "__proto__[admin]", "a[]", "a[b][c]"),
          fc.string(),
        )
        .map(percentEncode),
      fc.oneof(hostileString.map(percentEncode), invalidUtf8Escape),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join("&"));

const multipart = fc
  .array(fc.tuple(fc.constantFrom(...fieldNames, "__proto__", "file"), hostileString), { maxLength: 5 })
  .map(
    (parts) =>
      `${parts.map(([name, value]) => `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--xyz--\r\n`,
  );

/** A "__proto__" key, or a "constructor" holding a "prototype": what the JSON parser refuses outright. Iterative: bodies nest deep. */
function reachesForPrototype(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null) continue;
    if (Object.hasOwn(current, "__proto__")) return true;
    const constructor: unknown = Object.hasOwn(current, "constructor") ? (current as Record<string, unknown>).constructor : undefined;
    if (typeof constructor === "object" && constructor !== null && Object.hasOwn(constructor, "prototype")) return true;
    pending.push(...Object.values(current));
  }
  return false;
}

type Outcome = { status: number; referenceId?: string; expectStored: boolean };

describe("hostile input", { timeout: 600_000 }, () => {
  let stack: TestStack;
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    stack = await startTestStack({ formRateLimit: 1_000_000_000 });
  });
  afterAll(() => stack?.close());

  async function send(url: string, body: string | Buffer, contentType: string | undefined): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (contentType !== undefined) headers["content-type"] = contentType;
    const response = await stack.app.inject({ method: "POST", url, headers, payload: body });
    expect(response.statusCode, `${url} ${contentType} ${String(body).slice(0, 300)}`).toBeLessThan(500);
    return response;
  }

  /** What the server must have done with a JSON body, judged by the shared schema itself. */
  function judgeJson(endpoint: (typeof ENDPOINTS)[number], text: string, response: LightMyRequestResponse, outcomes: Outcome[]) {
    let parsed: unknown;
    let parses = true;
    try {
      parsed = JSON.parse(text);
    } catch {
      parses = false;
    }
    const hasPrototypeKey = parses && reachesForPrototype(parsed);
    const isObject = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
    const fields = isObject ? { ...(parsed as Record<string, unknown>) } : parsed;
    const trap = isObject ? (parsed as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
    const caught = isObject && Object.hasOwn(parsed as object, HONEYPOT_FIELD) && trap !== "" && trap !== undefined;
    if (isObject) delete (fields as Record<string, unknown>)[HONEYPOT_FIELD];
    const valid = parses && !hasPrototypeKey && endpoint.schema.safeParse(fields).success;
    // A robot's filled honeypot is answered like a success; with valid fields it is kept, flagged as suspected spam.
    const accepted = valid || (parses && !hasPrototypeKey && caught);

    const expected = Buffer.byteLength(text) > MAX_BODY_BYTES ? 413 : accepted ? 200 : 400;
    expect(response.statusCode, text.slice(0, 300)).toBe(expected);
    if (response.statusCode === 200) {
      outcomes.push({ status: 200, referenceId: response.json<{ referenceId: string }>().referenceId, expectStored: valid });
    } else {
      outcomes.push({ status: response.statusCode, expectStored: false });
    }
  }

  it.each(ENDPOINTS)("answers near-valid JSON bodies to $url by the schema's verdict", async (endpoint) => {
    const outcomes: Outcome[] = [];
    const storedBefore = await storedReferences();
    await fc.assert(
      fc.asyncProperty(mutatedPayload(endpoint.valid()), async (text) => {
        judgeJson(endpoint, text, await send(endpoint.url, text, "application/json"), outcomes);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    await expectAftermath(outcomes, storedBefore);
  });

  it.each(ENDPOINTS)("refuses arbitrary JSON and deep nesting at $url", async (endpoint) => {
    const outcomes: Outcome[] = [];
    const storedBefore = await storedReferences();
    const anyJson = fc.oneof(
      hostileValue.map((value) => JSON.stringify(value) ?? "null"),
      fc.array(fc.tuple(fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_KEYS)), hostileValue), { maxLength: 6 }).map(objectText),
      deeplyNested,
    );
    await fc.assert(
      fc.asyncProperty(anyJson, async (text) => {
        judgeJson(endpoint, text, await send(endpoint.url, text, "application/json"), outcomes);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    await expectAftermath(outcomes, storedBefore);
  });

  it.each(ENDPOINTS)("never fails on raw bytes, invalid UTF-8, form, multipart or wrong content types at $url", async (endpoint) => {
    const outcomes: Outcome[] = [];
    const storedBefore = await storedReferences();
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(Buffer.from([0xff, 0xfe, 0x00]), Buffer.from([0xc3, 0x28]), Buffer.from('{"firstName":"\xed\xa0\x80"}', "latin1")),
      formEncoded,
      multipart,
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(...CONTENT_TYPES, undefined), async (payload, contentType) => {
        const response = await send(endpoint.url, payload, contentType);
        expect([200, 400, 413, 415], `${contentType} ${String(payload).slice(0, 200)}`).toContain(response.statusCode);
        if (response.statusCode === 200) {
          // Only a form post can be valid by chance here; it is accepted only if the schema agrees.
          const fields = Object.fromEntries(new URLSearchParams(String(payload)));
          const caught = (fields[HONEYPOT_FIELD] ?? "") !== "";
          delete fields[HONEYPOT_FIELD];
          const valid = endpoint.schema.safeParse(fields).success;
          expect(caught || valid).toBe(true);
          outcomes.push({ status: 200, referenceId: response.json<{ referenceId: string }>().referenceId, expectStored: valid });
        } else {
          outcomes.push({ status: response.statusCode, expectStored: false });
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    await expectAftermath(outcomes, storedBefore);
  });

  async function storedReferences(): Promise<Set<string>> {
    return new Set((await stack.store.listSubmissions()).map((submission) => submission.referenceId));
  }

  /** What one test's bodies left behind: exactly the acknowledged ones stored, no prototype polluted, a server that still answers. */
  async function expectAftermath(outcomes: Outcome[], storedBefore: Set<string>) {
    expect(outcomes.length).toBe(RUNS);
    const storedNow = [...(await storedReferences())].filter((reference) => !storedBefore.has(reference));
    // A repeated body is one submission: the server answers it with a reference of its own that names the first.
    const acknowledged = new Set(
      await Promise.all(
        outcomes.filter((outcome) => outcome.expectStored).map((outcome) => stack.store.ownReference(outcome.referenceId!)),
      ),
    );
    const trapped = outcomes.filter((outcome) => outcome.status === 200 && !outcome.expectStored).map((outcome) => outcome.referenceId);
    expect(storedNow.sort()).toEqual([...acknowledged].sort());
    for (const reference of trapped) expect(storedNow).not.toContain(reference);

    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    const probe: Record<string, unknown> = {};
    for (const key of ["admin", "isAdmin", "a", "b", "polluted"]) expect(probe[key]).toBeUndefined();

    expect((await stack.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    expect((await postJson(stack.app, CONTACT_URL, contactPayload({ message: "Still answering after the fuzzing." }))).statusCode).toBe(
      200,
    );

    const counts = new Map<number, number>();
    for (const { status } of outcomes) counts.set(status, (counts.get(status) ?? 0) + 1);
    const summary = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    console.info(`hostile input: ${outcomes.length} bodies (seed ${SEED}, ${RUNS} runs) -> ${summary}`);
  }
});
