/**
 * SIGTERM during a request: the server stops taking new work, answers the request it has started (its
 * submission stored), closes idle and finishing connections, and exits 0 without waiting out keep-alive.
 */
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "../store/store";
import { CONTACT_URL, contactPayload } from "../testing/requests";
import { type ServerProcess, startServerProcess } from "../testing/server-process";

let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server = undefined;
  dataDir = undefined;
});

describe("shutting down on SIGTERM", () => {
  it("finishes the request in flight, stores it, and exits 0", { timeout: 60_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hospital-shutdown-"));
    const running = await startServerProcess({ DATA_DIR: dataDir });
    server = running;

    // An idle keep-alive connection, as browsers leave behind.
    const idleAgent = new http.Agent({ keepAlive: true });
    const page = await fetchWith(idleAgent, `${running.url}/contact`);
    expect(page.status).toBe(200);

    // A submission whose body is still on its way when the signal arrives. "Expect: 100-continue" makes
    // the server say when it has the request, so the signal cannot land before it.
    const body = JSON.stringify(contactPayload());
    const request = http.request(`${running.url}${CONTACT_URL}`, {
      method: "POST",
      agent: new http.Agent({ keepAlive: true }),
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), expect: "100-continue" },
    });
    const answered = once(request, "response").then(([response]) => readResponse(response as http.IncomingMessage));
    await once(request, "continue");
    request.write(body.slice(0, 20));
    running.child.kill("SIGTERM");
    await refusesNewConnections(running.url);
    request.end(body.slice(20));

    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe("close");
    const { referenceId } = JSON.parse(answer.body) as { referenceId: string };
    expect(await running.exited).toBe(0);

    const store = await openStore({ dataDir });
    const stored = await store.listSubmissions();
    await store.close();
    expect(stored.map((submission) => submission.referenceId)).toEqual([referenceId]);
  });
});

/** Once the port refuses connections, the server has begun closing: the rest of the body arrives after that. */
async function refusesNewConnections(url: string) {
  const { port } = new URL(url);
  for (;;) {
    const socket = connect(Number(port), "127.0.0.1");
    const outcome = await new Promise<string>((resolve) => {
      socket.once("connect", () => resolve("connected"));
      socket.once("error", () => resolve("refused"));
    });
    socket.destroy();
    if (outcome === "refused") return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function fetchWith(agent: http.Agent, url: string) {
  return new Promise<{ status: number }>((resolve, reject) => {
    http.get(url, { agent }, (response) => readResponse(response).then(resolve, reject)).on("error", reject);
  });
}

function readResponse(response: http.IncomingMessage) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    let body = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (body += chunk));
    response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    response.on("error", reject);
  });
}
