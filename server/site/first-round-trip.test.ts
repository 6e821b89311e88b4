/**
 * A page's first response fits in the first round trip of a new connection: a server may send 10 TCP
 * segments of 1460 bytes before the phone's first acknowledgement (RFC 6928's initial window, which
 * Lighthouse's simulation also assumes). A byte more costs a whole round trip before the page can paint,
 * 150 ms on the phone profile (docs/decisions/013-one-round-trip-pages.md).
 *
 * The bytes are counted once, by `firstResponseBytes` (server/publish/budgets.ts), which the publish's
 * warning, `npm run size -- --first-response` and the build's round-trip test use (its frame's allowance
 * and each page's own part, tests/build/page-weight.test.ts). This test proves that count is what the
 * socket carries: every page is asked for as Chromium asks (a keep-alive connection, Brotli accepted)
 * over https behind the proxy, and its whole answer (status line, headers, body) must be exactly as
 * long as the measure says.
 */
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inEveryLocale } from "#common/locale";
import { sitePagePaths } from "#common/paths";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { DEFAULT_HTTP_LIMITS } from "../http/http-limits";
import { FIRST_ROUND_TRIP_BYTES, firstResponseBytes } from "../publish/budgets";
import { type SiteSnapshot, readSiteSnapshot } from "./site-snapshot";
import { buildApp } from "../app";
import { requireBuiltSite } from "../testing/built-site";

// The real pages: the bytes a browser gets in its first round trip are what this test measures.
const siteDir = requireBuiltSite();

/** Chromium's request for a page it navigates to, over a connection it keeps open. */
const browserRequest = (path: string) =>
  [
    `GET ${path} HTTP/1.1`,
    "Host: www.aarogyahospitaljaipur.in",
    "Connection: keep-alive",
    "Upgrade-Insecure-Requests: 1",
    "User-Agent: Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8",
    "Sec-Fetch-Mode: navigate",
    "Accept-Encoding: gzip, deflate, br, zstd",
    "Accept-Language: hi-IN,hi;q=0.9,en;q=0.8",
    "X-Forwarded-Proto: https",
    "",
    "",
  ].join("\r\n");

/**
 * The first answer on a keep-alive connection, as the socket received it: its head and as many bytes
 * of body as it says it has. What follows (nothing should) is returned apart, after a short wait.
 */
function firstAnswer(port: number, path: string): Promise<{ response: Buffer; extra: number }> {
  return new Promise((done, failed) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(browserRequest(path)));
    let received = Buffer.alloc(0);
    let length: number | undefined;
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf("\r\n\r\n");
      if (length === undefined && headEnd >= 0) {
        const declared = /\r\ncontent-length: (\d+)\r\n/i.exec(received.subarray(0, headEnd + 2).toString("latin1"));
        if (!declared) return failed(new Error(`${path}: no content-length`));
        length = headEnd + 4 + Number(declared[1]);
        setTimeout(() => {
          socket.destroy();
          done({ response: received.subarray(0, length), extra: received.length - length! });
        }, 50);
      }
    });
    socket.on("error", failed);
  });
}

describe("a page's first response", () => {
  let app: FastifyInstance;
  let port: number;
  let site: SiteSnapshot;

  beforeAll(async () => {
    site = await readSiteSnapshot(siteDir);
    app = await buildApp(testAppConfig({ siteDir, trustProxy: 1, httpLimits: DEFAULT_HTTP_LIMITS }), fakeDependencies());
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it.each(inEveryLocale(sitePagePaths))("is as long on the socket as the one measure counts (%s)", async (path) => {
    const { response, extra } = await firstAnswer(port, path);
    const head = response.subarray(0, response.indexOf("\r\n\r\n")).toString("latin1");
    // Measured as a visitor gets it: whole, compressed, with the https headers, on a connection kept open.
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/\r\ncontent-encoding: br\r\n/i);
    expect(head).toMatch(/\r\nstrict-transport-security: /i);
    expect(head).toMatch(/\r\nconnection: keep-alive\r\n/i);
    expect(extra, `${path}: bytes after the answer`).toBe(0);
    const measured = await firstResponseBytes(site, site.pages.get(path)!, DEFAULT_HTTP_LIMITS);
    expect(response.length, `${path}: ${response.length} bytes on the socket, ${measured} measured`).toBe(measured);
    expect(measured).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES / 2);
  });
});
