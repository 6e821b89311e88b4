/**
 * Every parameter of the desk answers bad input with a 4xx, never a 500: impossible calendar days,
 * malformed instants and numbers, and random text in every query parameter and route parameter of
 * every desk route (read from Fastify's route tree, so routes added later are swept too).
 */
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { startDeskStack, type DeskStack, type StaffBrowser } from "../testing/desk-stack";
import { listRoutes } from "../testing/route-list";
import { DEEPEST_DESK_VALUE } from "./desk-plugin";
import { CSRF_HEADER, SESSION_COOKIE } from "./desk-http";
import { describeOnEachDatabase } from "../testing/test-services";

const IMPOSSIBLE_DAYS = ["2026-02-31", "2026-13-45", "0000-00-00", "2027-02-29", "2026-06-31", "2026-00-10", "9999-99-99"];
const MALFORMED_DAYS = ["2026-1-1", "", " 2026-01-01", "2026-01-01T00:00", "26-01-01", "２０２６-01-01"];
const IMPOSSIBLE_INSTANTS = [
  "2026-02-31T10:00:00Z",
  "2026-13-45T10:00:00Z",
  "0000-00-00T00:00:00Z",
  "2026-02-28T25:00:00Z",
  "2026-02-28T10:61:00Z",
  "not a time",
];

const RANDOM_VALUES = 40;

/** Every UTF-8 byte percent-encoded (a lone surrogate as a browser would send it, U+FFFD). */
const percentEncoded = (value: string) => [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

/** Text a fuzzer sends: wrong types, huge numbers, encodings, control characters, scripts. */
function fuzzValues(seed: number, count: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  const alphabet = [
    "0",
    "9",
    "-",
    ":",
    "T",
    "Z",
    ".",
    "%",
    "_",
    "'",
    '"',
    "\\",
    "\u0000",
    "\ud800",
    "\u202e",
    "ह",
    "😀",
    " ",
    "+",
    "e",
    "/",
  ];
  const fixed = ["-1", "0", "1e999", "NaN", "Infinity", "99999999999999999999", "true", "null", "[]", "{}", "%00", "%ZZ", "a".repeat(5000)];
  const random = Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 24) }, () => alphabet[next() % alphabet.length]).join(""),
  );
  return [...fixed, ...IMPOSSIBLE_DAYS, ...IMPOSSIBLE_INSTANTS, ...random];
}

describeOnEachDatabase("bad input to the desk", (dialect) => {
  let stack: DeskStack;
  let admin: StaffBrowser;
  let values: string[];

  beforeAll(() => {
    values = fuzzValues(20261126, RANDOM_VALUES);
  });
  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("asha@aarogya.test", "admin");
    admin = await stack.signIn("asha@aarogya.test");
  });
  afterEach(() => stack.close());

  const list = (query: Record<string, string>) => admin.request("GET", `/api/desk/requests?${new URLSearchParams(query)}`);

  it("answers 400 to a day that is not on the calendar, and takes a real one (29 February of a leap year)", async () => {
    for (const name of ["from", "to"]) {
      for (const day of [...IMPOSSIBLE_DAYS, ...MALFORMED_DAYS]) {
        const answer = await list({ [name]: day });
        expect(answer.statusCode, `${name}=${day}`).toBe(400);
        expect(answer.json(), `${name}=${day}`).toEqual({ error: "bad_request" });
      }
      expect((await list({ [name]: "2028-02-29" })).statusCode).toBe(200);
    }
    expect((await list({ from: "2026-01-01", to: "2026-12-31" })).statusCode).toBe(200);
  });

  it("answers 400 to an instant that does not exist in since and before", async () => {
    for (const name of ["since", "before"]) {
      for (const instant of IMPOSSIBLE_INSTANTS) expect((await list({ [name]: instant })).statusCode, `${name}=${instant}`).toBe(400);
      expect((await list({ [name]: "2028-02-29T10:00:00.000Z" })).statusCode).toBe(200);
    }
  });

  it("answers 4xx, never 500, to a body nested deeper than anything the desk sends, on every route that takes one", async () => {
    // Written as text: JSON.stringify itself recurses, and would overflow on 10,000 levels.
    const nested = (depth: number) => {
      const levels = Array.from({ length: depth }, (_, level) => level % 2 === 0);
      return `{"content":${levels.map((object) => (object ? '{"a":' : "[")).join("")}"x"${levels
        .reverse()
        .map((object) => (object ? "}" : "]"))
        .join("")}}`;
    };
    const routes = listRoutes(stack.app).filter((route) => route.url.startsWith("/api/desk/") && ["POST", "PUT"].includes(route.method));
    for (const { method, url } of routes) {
      const target = url.replace(/:[a-zA-Z]+/g, "x");
      for (const depth of [DEEPEST_DESK_VALUE + 1, 10_000]) {
        const answer = await stack.app.inject({
          method: method as "POST",
          url: target,
          headers: { cookie: `${SESSION_COOKIE}=${admin.cookie}`, [CSRF_HEADER]: admin.csrfToken, "content-type": "application/json" },
          payload: nested(depth),
        });
        // A route that refuses before it reads a body (a 409 for texts with no SMS sender) may say so; none may fail.
        expect(answer.statusCode, `${method} ${url} nested ${depth} deep`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${method} ${url} nested ${depth} deep`).toBeLessThan(500);
        if (url === "/api/desk/content/import" || url === "/api/desk/display-name") expect(answer.statusCode, url).toBe(400);
      }
    }
  });

  it("never answers 500 to fuzzed query and route parameters on any desk route", async () => {
    const routes = listRoutes(stack.app).filter(
      (route) => route.url.startsWith("/api/desk/") && !route.url.endsWith("*") && route.method !== "HEAD",
    );
    const queryNames = [
      ...["status", "form", "speciality", "from", "to", "q", "since", "before", "limit", "offset", "action", "actor", "day"],
      ...["sort", "likelySpam", "view"],
    ];
    const [deterministic, random] = [values.slice(0, values.length - RANDOM_VALUES), values.slice(-RANDOM_VALUES)];
    const failures: string[] = [];
    const attempt = async (method: string, url: string) => {
      const answer = await admin.request(method as "GET", url, method === "GET" ? undefined : {});
      if (answer.statusCode >= 500) failures.push(`${method} ${url.slice(0, 120)} -> ${answer.statusCode}`);
    };
    for (const { method, url } of routes) {
      const withParam = (value: string) => url.replace(/:[a-zA-Z]+/g, () => percentEncoded(value).slice(0, 1000));
      if (url.includes(":")) for (const value of values) await attempt(method, withParam(value));
      const target = withParam("APT-AAAA2222");
      // Every name with every hand-picked value on the routes that read a query; random text, a name at a time.
      const pairs =
        method === "GET"
          ? [
              ...queryNames.flatMap((name) => deterministic.map((value) => [name, value] as const)),
              ...random.map((value, index) => [queryNames[index % queryNames.length]!, value] as const),
            ]
          : [];
      for (const [name, value] of pairs) await attempt(method, `${target}?${new URLSearchParams({ [name]: value })}`);
    }
    expect(failures).toEqual([]);
    // Thousands of requests, each through the whole desk stack: on PostgreSQL on a busy 2-core machine
    // they take longer than the server tests' usual 30 s.
  }, 180_000);
});
