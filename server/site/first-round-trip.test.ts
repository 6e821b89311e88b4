/**
 * A page's first response fits in the first round trip of a new connection: a server may send 10 TCP
 * segments of 1460 bytes before the phone's first acknowledgement (RFC 6928's initial window, which
 * Lighthouse's simulation also assumes). A byte more costs a whole round trip before the page can paint,
 * 150 ms on the phone profile (docs/decisions/013-one-round-trip-pages.md). Counted here as the bytes
 * on the wire, status line and headers included, with the headers a visitor gets over https behind
 * the proxy (Strict-Transport-Security, upgrade-insecure-requests), compressed as Chromium asks.
 */
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inEveryLocale } from "#common/locale";
import { sitePagePaths } from "#common/paths";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { buildApp } from "../app";

const siteDir = resolve("build/client");
const INITIAL_WINDOW_BYTES = 10 * 1460;

/** The whole response to one request, as the socket received it. */
function responseBytes(port: number, path: string): Promise<Buffer> {
  return new Promise((done, failed) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: www.aarogyahospitaljaipur.in\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n`,
      ),
    );
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => done(Buffer.concat(chunks)));
    socket.on("error", failed);
  });
}

describe("a page's first response", () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(`${siteDir}/index.html`)) throw new Error('No build: run "npm run build" before the server tests.');
    app = await buildApp(testAppConfig({ siteDir, trustProxy: 1 }), fakeDependencies());
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it.each(inEveryLocale(sitePagePaths))("fits in the first round trip of a connection (%s)", async (path) => {
    const response = await responseBytes(port, path);
    const head = response.subarray(0, response.indexOf("\r\n\r\n")).toString("latin1");
    // Measured as a visitor gets it: whole, compressed, with the https headers.
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/\r\ncontent-encoding: br\r\n/i);
    expect(head).toMatch(/\r\nstrict-transport-security: /i);
    expect(response.length, `${path}: ${response.length} bytes`).toBeLessThanOrEqual(INITIAL_WINDOW_BYTES);
  });
});
