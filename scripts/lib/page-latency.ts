/**
 * The public pages' answer times as one patient's phone sees them, while something else loads the
 * server: `/` and `/about` asked in turn, one at a time, over a keep-alive connection of their own.
 * The measure shared by the benches that ask whether staff work slows the public site down.
 */
import { Agent, request } from "node:http";

export type Answer = { status: number; ms: number };

/** One request over a keep-alive agent bound to a loopback address of its own. */
export function send(url: URL, agent: Agent, method: "GET" | "POST", body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      { method, agent, headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {} },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    outgoing.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.end(body);
  });
}

export const agentFor = (localAddress: string) => new Agent({ keepAlive: true, localAddress } as ConstructorParameters<typeof Agent>[0]);

/** Asks for / and /about in turn, one at a time, from its own address, until stopped. */
export function samplePages(base: string): { stop(): Promise<Record<string, number[]>> } {
  const agent = agentFor("127.0.0.1");
  const latencies: Record<string, number[]> = { "/": [], "/about": [] };
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const path of Object.keys(latencies)) {
        const answer = await send(new URL(path, base), agent, "GET");
        if (answer.status === 200) latencies[path]!.push(answer.ms);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return latencies;
    },
  };
}

export const percentile = (values: number[], share: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? NaN : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! * 10) / 10;
};
