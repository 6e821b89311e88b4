/**
 * Property-based fuzzing of what comes before any body: paths (control characters, encoded CR/LF, NUL,
 * invalid percent-encoding, overlong, unicode, dot segments), request headers and methods, through the
 * whole app (site, form API, health checks, the https redirect behind a proxy) and through a real socket
 * for what only Node's HTTP parser sees. Whatever arrives: never a 5xx, never an error-level log line
 * (an error means a person is paged), and every Location header a browser can follow as sent.
 *
 * A fixed seed keeps runs repeatable; FUZZ_RUNS (runs per property) fuzzes longer, FUZZ_SEED another seed.
 */
import { METHODS } from "node:http";
import { type AddressInfo, connect } from "node:net";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { captureLogs } from "../testing/log-capture";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

const logs = captureLogs();
/** Behind a trusted proxy on loopback, so the https redirect and forwarded headers are fuzzed too. */
let proxied: FastifyInstance;
let direct: FastifyInstance;

beforeAll(async () => {
  proxied = await buildApp(
    testAppConfig({ logLevel: "info", logStream: logs.stream, trustProxy: ["127.0.0.1"], siteOrigin: SITE_ORIGIN }),
    fakeDependencies(),
  );
  direct = await buildApp(testAppConfig({ logLevel: "info", logStream: logs.stream }), fakeDependencies());
  await direct.listen({ host: "127.0.0.1", port: 0 });
  await proxied.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

const SITE_WORDS = [
  "",
  "speciality",
  "specialities",
  "hi",
  "about",
  "gallery",
  "contact",
  "book-appointment",
  "assets",
  "api",
  "contact-email",
  "healthz",
  "readyz",
  "cardiology",
  "favicon.ico",
  "robots.txt",
  "index.html",
  "..",
  ".",
  "~",
];
const HOSTILE_ESCAPES = [
  "%0d%0a",
  "%0D%0ALocation:%20https://evil.example",
  "%0a",
  "%0d",
  "%00",
  "%09",
  "%1b",
  "%7f",
  "%",
  "%Z",
  "%ZZ",
  "%G1",
  "%E2%80%AE",
  "%E2%80%8B",
  "%EF%BB%BF",
  "%C3%28",
  "%FF",
  "%C0%AF",
  "%ED%A0%80",
  "%F8%88%80%80%80",
  "%2F",
  "%2f%2fevil.example",
  "%2e%2e",
  "%5C",
  "%25",
  "%3F",
  "%23",
  "%20",
  "+",
  ";",
  "@",
  ":",
];
const percentEncode = (text: string) => [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

const segment = fc.oneof(
  fc.constantFrom(...SITE_WORDS),
  fc.constantFrom(...HOSTILE_ESCAPES),
  fc.array(fc.constantFrom(...SITE_WORDS, ...HOSTILE_ESCAPES), { minLength: 2, maxLength: 4 }).map((parts) => parts.join("")),
  fc.string({ unit: "grapheme", maxLength: 12 }).map(percentEncode),
  fc.string({ unit: "binary", maxLength: 8 }).map(percentEncode),
  fc.string({ unit: fc.constantFrom("\u202e", "\u200b", "\u00e9", "\u0928", "\u{1f600}", "a", "Z"), maxLength: 6 }).map(encodeURI),
  fc.integer({ min: 200, max: 20_000 }).map((length) => "a".repeat(length)),
);

const hostilePath = fc
  .record({
    segments: fc.array(segment, { minLength: 1, maxLength: 5 }),
    trailingSlash: fc.boolean(),
    query: fc.option(fc.oneof(fc.constantFrom("lang=hi", "lang=%ZZ", "a=%0d%0a", "x", "=&&=", "%"), segment), { nil: undefined }),
  })
  .map(
    ({ segments, trailingSlash, query }) => `/${segments.join("/")}${trailingSlash ? "/" : ""}${query === undefined ? "" : `?${query}`}`,
  );

/** What may arrive in a header value over the wire: printable bytes and tab (Node refuses the rest). */
const headerValue = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => (code === 0x7f ? "\t" : String.fromCharCode(code))),
    maxLength: 60,
  }),
  fc.constantFrom(
    "",
    " ",
    "evil.example",
    "evil.example:443",
    "[::1]:99999",
    "a".repeat(4_000),
    "https",
    "http",
    "http, https",
    "ftp",
    "1.2.3.4, 5.6.7.8",
    "::ffff:1.2.3.4",
    "unknown",
    "null",
    "https://evil.example",
    "same-origin",
    "cross-site",
    "none",
    "*/*",
    "text/html",
    "bytes=0-0,-1",
    "bytes=99999999-",
    'W/"x"',
    "Thu, 01 Jan 1970 00:00:00 GMT",
    "gzip, br, zstd;q=2",
    "\u00ff\u00fe",
    "%0d%0a",
  ),
);
const HEADER_NAMES = [
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-for",
  "x-forwarded-port",
  "forwarded",
  "accept",
  "accept-encoding",
  "accept-language",
  "if-none-match",
  "if-modified-since",
  "range",
  "origin",
  "sec-fetch-site",
  "sec-fetch-mode",
  "referer",
  "cookie",
  "user-agent",
  "content-type",
];
const hostileHeaders = fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue, { maxKeys: 6 });

const SITE_ORIGIN = "https://www.aarogyahospitaljaipur.in";

/**
 * A Location a browser follows as sent (no control characters, spaces or raw non-ASCII) that stays on
 * the site: a path that is not protocol-relative, or the site's own https origin.
 */
function expectFollowableLocation(location: unknown, context: string) {
  if (location === undefined) return;
  expect(String(location), context).toMatch(/^(?:https:\/\/www\.aarogyahospitaljaipur\.in\/[\x21-\x7e]*|\/(?![/\\])[\x21-\x7e]*)$/);
}

async function expectNoServerError(app: FastifyInstance, request: InjectOptions) {
  const context = `${request.method} ${String(request.url).slice(0, 200)} ${JSON.stringify(request.headers ?? {}).slice(0, 300)}`;
  const response = await app.inject(request);
  expect(response.statusCode, context).toBeLessThan(500);
  expectFollowableLocation(response.headers.location, context);
  expect(logs.errors(), context).toEqual([]);
}

/** Sends raw bytes on a socket, as no well-behaved client would; resolves with the answer's head, if any. */
function rawRequest(app: FastifyInstance, request: string): Promise<{ status: number; location?: string } | "closed"> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      const head = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n/.exec(answer);
      if (head) {
        const location = /^location: *(.*)$/im.exec(head[2] ?? "")?.[1];
        resolve({ status: Number(head[1]), location });
        socket.destroy();
      }
    });
    socket.on("close", () => resolve("closed"));
    socket.on("error", reject);
    socket.write(Buffer.from(request, "latin1"));
  });
}

async function expectRawNoServerError(request: string) {
  for (const app of [direct, proxied]) {
    const answer = await rawRequest(app, request);
    if (answer === "closed") continue;
    const context = JSON.stringify(request.slice(0, 100));
    expect(answer.status, context).toBeLessThan(500);
    expectFollowableLocation(answer.location, context);
  }
}

describe("hostile requests", { timeout: 300_000 }, () => {
  beforeEach(() => logs.clear());

  it("answers GET /speciality/%0d%0aX/ without a server error", async () => {
    const response = await direct.inject({ method: "GET", url: "/speciality/%0d%0aX/" });
    expect(response.statusCode).toBeLessThan(500);
    expect(logs.errors()).toEqual([]);
  });

  it("answers every generated path, with any method a browser or crawler sends, without a 5xx or an error log", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostilePath,
        fc.constantFrom("GET", "HEAD", "POST", "OPTIONS", "PUT", "DELETE"),
        fc.boolean(),
        async (url, method, viaProxy) => {
          const headers = viaProxy ? { "x-forwarded-proto": "http", "x-forwarded-host": "evil.example" } : {};
          await expectNoServerError(viaProxy ? proxied : direct, { method: method as InjectOptions["method"], url, headers });
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("answers pages, files, forms and health checks with any header values without a 5xx or an error log", async () => {
    const url = fc.constantFrom(
      "/",
      "/hi",
      "/contact/",
      "/speciality/cardiology",
      "/speciality/%0d%0a/",
      "/assets/missing.js",
      "/favicon.ico",
      "/healthz",
      "/readyz",
      "/api/contact-email",
      "/api/nowhere",
    );
    await fc.assert(
      fc.asyncProperty(
        url,
        fc.constantFrom("GET", "HEAD", "POST", "OPTIONS"),
        hostileHeaders,
        fc.boolean(),
        async (path, method, headers, viaProxy) => {
          await expectNoServerError(viaProxy ? proxied : direct, { method: method as InjectOptions["method"], url: path, headers });
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("answers every method Node knows, and made-up ones, on a real socket without a 5xx", async () => {
    const methods = [...METHODS.filter((method) => method !== "CONNECT"), "FOO", "get", "G\tET", "GET\u00e9", "X".repeat(300)];
    for (const method of methods) {
      for (const path of ["/", "/speciality/%0d%0aX/", "/api/contact-email", "/readyz", "*"]) {
        await expectRawNoServerError(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      }
    }
    expect(logs.errors()).toEqual([]);
  });

  it("answers malformed request lines and headers on a real socket without a 5xx", async () => {
    const requests = [
      "GET /\u0000 HTTP/1.1\r\nHost: a\r\n\r\n",
      "GET /a\rb HTTP/1.1\r\nHost: a\r\n\r\n",
      "GET /a\u0007b HTTP/1.1\r\nHost: a\r\n\r\n",
      "GET /\u00e9\u00ff HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
      "GET /speciality/\u00e9/ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
      `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
      "GET http://evil.example/ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
      "GET //evil.example/ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
      "GET /\\evil.example/ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
      "GET /speciality/\\evil.example/ HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
      "GET //evil.example/ HTTP/1.1\r\nHost: a\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n",
      "GET http://evil.example/ HTTP/1.1\r\nHost: a\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n",
      "GET /\u00e9?\u00ff HTTP/1.1\r\nHost: a\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.0\r\n\r\n",
      "GET / HTTP/9.9\r\nHost: a\r\n\r\n",
      "GET /\r\n\r\n",
      "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\nX: a\r\n b\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\nX: \u0000\r\n\r\n",
      `GET / HTTP/1.1\r\nHost: a\r\nX: ${"b".repeat(20_000)}\r\n\r\n`,
      "POST /api/contact-email HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n",
      "POST /api/contact-email HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
      "POST /api/contact-email HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n",
      "POST /api/contact-email HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n",
      "POST /api/contact-email HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\nX-Forwarded-Proto: http\r\nX-Forwarded-Host: evil.example\r\nConnection: close\r\n\r\n",
      "GET /contact HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n",
    ];
    for (const request of requests) await expectRawNoServerError(request);
    expect(logs.errors()).toEqual([]);
  });
});
