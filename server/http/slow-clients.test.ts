/**
 * Slow and oversized clients against a listening server: many connections trickling their headers
 * (slowloris), a 100 MB upload, a slow body, huge headers and URLs. The site must keep answering pages
 * and the API meanwhile (while the attack's connections are still open, not once the server has closed
 * them), and the server must close the slow connections itself.
 */
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { type Socket, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "#schemas/limits";
import { CONTACT_URL, contactPayload } from "../testing/requests";
import { type ServerProcess, startServerProcess } from "../testing/server-process";
import { serverLimits } from "./http-limits";

const LIMITS = {
  // Long enough that the answers asked for during the attack come back, even on a busy machine, before
  // the server would close the attack's connections: a server tied up by them would answer only then.
  headersTimeoutMs: 8_000,
  requestTimeoutMs: 9_000,
  idleTimeoutMs: 10_000,
  keepAliveTimeoutMs: 500,
  maxHeaderBytes: 16 * 1024,
};
/**
 * A connection past the headers or request timeout is closed at the server's next look for such
 * connections, this often (server/http/http-limits.ts), and then with room for a busy machine.
 */
const CHECK_INTERVAL_MS = serverLimits({ ...LIMITS, maxRequestsPerSocket: 0 }).http.connectionsCheckingInterval;
const CLOSING_ROOM_MS = 2_000;
/** Node closes an idle keep-alive connection a second after the timeout it announces. */
const KEEP_ALIVE_GRACE_MS = 1_000;
const SLOW_CONNECTIONS = 300;

type RawConnection = { socket: Socket; received: () => string; closed: Promise<number> };

function openRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const opened = Date.now();
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    // Not events.once: it would reject on the EPIPE a write to a connection the server closed raises.
    const closed = new Promise<number>((resolveClosed) => socket.once("close", () => resolveClosed(Date.now() - opened)));
    socket.once("connect", () => resolve({ socket, received: () => received, closed }));
    socket.once("error", reject);
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe("slow and oversized clients", { timeout: 60_000 }, () => {
  let server: ServerProcess;
  let dataDir: string;
  let port: number;
  let base: string;

  // The real server in its own process, so the attack below does not share its event loop.
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hospital-slow-"));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: "100000",
      FORM_GLOBAL_LIMIT_PER_MINUTE: "100000",
      HEADERS_TIMEOUT_MS: String(LIMITS.headersTimeoutMs),
      REQUEST_TIMEOUT_MS: String(LIMITS.requestTimeoutMs),
      IDLE_TIMEOUT_MS: String(LIMITS.idleTimeoutMs),
      KEEP_ALIVE_TIMEOUT_MS: String(LIMITS.keepAliveTimeoutMs),
      MAX_HEADER_BYTES: String(LIMITS.maxHeaderBytes),
    });
    base = server.url;
    port = Number(new URL(base).port);
  }, 30_000);
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  const answerTimes: number[] = [];

  /**
   * A page and a submission, what a patient does while the server is under attack: both answered, and
   * while every connection of `attack` is still open (the server did not first have to close them).
   * Their times are only reported.
   */
  async function expectAnswered(label: string, attack: RawConnection[] = []) {
    const page = await timed(() =>
      fetch(`${base}/contact`).then(async (response) => ({ status: response.status, body: await response.text() })),
    );
    const post = await timed(() =>
      fetch(`${base}${CONTACT_URL}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(contactPayload({ message: `Sent during ${label} at ${Date.now()}` })),
      }).then((response) => response.status),
    );
    expect(page.value.status, label).toBe(200);
    expect(page.value.body, label).toContain("</html>");
    expect(post.value, label).toBe(200);
    answerTimes.push(page.ms, post.ms);
    expect(attack.filter(({ socket }) => socket.destroyed).length, `${label}: attack connections closed before the answers came`).toBe(0);
  }

  it("keeps answering through a slowloris and a 100 MB upload, then closes the slow connections", async () => {
    const slow = await Promise.all(Array.from({ length: SLOW_CONNECTIONS }, () => openRaw(port)));
    for (const [index, { socket }] of slow.entries()) socket.write(`GET /?slow=${index} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    // One more header line every 200 ms: each connection stays busy but never finishes its request.
    const trickle = setInterval(() => {
      for (const { socket } of slow) if (!socket.destroyed) socket.write(`X-Slow-${Math.random().toString(36).slice(2)}: 1\r\n`);
    }, 200);

    // 100 MB announced and pushed as fast as loopback takes it.
    const upload = await openRaw(port);
    const hundredMegabytes = 100 * 1024 * 1024;
    upload.socket.write(
      `POST ${CONTACT_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${hundredMegabytes}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let uploaded = 0;
    const pushUpload = (async () => {
      for (; uploaded < hundredMegabytes && !upload.socket.destroyed; uploaded += chunk.length) {
        if (!upload.socket.write(chunk)) await Promise.race([once(upload.socket, "drain").catch(() => undefined), upload.closed]);
      }
    })();

    try {
      for (let round = 0; round < 5; round++) {
        await expectAnswered(`round ${round} of the attack`, slow);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await pushUpload;
      await upload.closed;
      // Answered 413 from its Content-Length and cut off; the answer itself may be lost to the reset
      // that closing a connection with unread data causes.
      expect(["", "HTTP/1.1 413 "]).toContain(upload.received().slice(0, "HTTP/1.1 413 ".length));
      expect(uploaded).toBeLessThan(hundredMegabytes);

      const lifetimes = await Promise.all(slow.map(({ closed }) => closed));
      // Closed by the headers timeout at the server's next check, not kept alive by the trickle.
      expect(Math.max(...lifetimes)).toBeLessThan(LIMITS.headersTimeoutMs + CHECK_INTERVAL_MS + CLOSING_ROOM_MS);
      // Each was answered 408 and closed; many answers are lost to the reset of a connection still writing.
      const timedOut = slow.filter(({ received }) => received().startsWith("HTTP/1.1 408")).length;
      expect(slow.every(({ received }) => received() === "" || received().startsWith("HTTP/1.1 408"))).toBe(true);
      console.info(
        `slow clients: ${SLOW_CONNECTIONS} trickling connections closed after at most ${Math.max(...lifetimes)} ms (${timedOut} read their 408); ` +
          `100 MB upload cut off after ${Math.round(uploaded / 1024 / 1024)} MB; pages and submissions meanwhile answered in at most ${Math.round(Math.max(...answerTimes))} ms`,
      );
    } finally {
      clearInterval(trickle);
      for (const { socket } of slow) socket.destroy();
      upload.socket.destroy();
    }
    await expectAnswered("after the attack");
  });

  it("refuses a body sent in chunks past the limit without reading it all", async () => {
    const upload = await openRaw(port);
    upload.socket.write(
      `POST ${CONTACT_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const piece = "b".repeat(16 * 1024);
    for (let sent = 0; sent <= MAX_BODY_BYTES * 4 && !upload.socket.destroyed; sent += piece.length) {
      upload.socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
    }
    // Answered 413 and closed; as with the 100 MB upload, the reset may swallow the answer itself.
    const lifetime = await Promise.race([upload.closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 10_000))]);
    upload.socket.destroy();
    expect(lifetime).toBeLessThan(10_000);
    expect(["", "HTTP/1.1 413 "]).toContain(upload.received().slice(0, "HTTP/1.1 413 ".length));
  });

  it("closes a connection whose body trickles in, after the request timeout", async () => {
    const connection = await openRaw(port);
    connection.socket.write(
      `POST ${CONTACT_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const trickle = setInterval(() => connection.socket.write(" "), 200);
    const lifetime = await connection.closed;
    clearInterval(trickle);
    expect(lifetime).toBeLessThan(LIMITS.requestTimeoutMs + CHECK_INTERVAL_MS + CLOSING_ROOM_MS);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers 431 to oversized headers or URLs, and closes idle keep-alive connections", async () => {
    const hugeUrl = await fetch(`${base}/?q=${"a".repeat(LIMITS.maxHeaderBytes + 100)}`);
    expect(hugeUrl.status).toBe(431);
    const hugeHeader = await fetch(`${base}/`, { headers: { "x-padding": "p".repeat(LIMITS.maxHeaderBytes + 100) } });
    expect(hugeHeader.status).toBe(431);

    const idle = await openRaw(port);
    idle.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const lifetime = await idle.closed;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(lifetime).toBeLessThan(LIMITS.keepAliveTimeoutMs + KEEP_ALIVE_GRACE_MS + 1_000);
    await expectAnswered("after the oversized requests");
  });
});
