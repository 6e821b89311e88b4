/** A TCP proxy between a client and a service, which a test can cut or blackhole to take the service away. */
import { type Server, type Socket, connect, createServer } from "node:net";

export type TcpProxy = { port: number; mode(mode: "forward" | "cut" | "blackhole"): void; close(): Promise<void> };

/** Forwards to `target` while "forward"; "cut" drops every connection and refuses new ones; "blackhole" accepts and ignores. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let current: "forward" | "cut" | "blackhole" = "forward";
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (current === "cut") return void client.destroy();
    if (current === "blackhole") return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    mode(mode) {
      current = mode;
      if (mode !== "forward") for (const socket of open) socket.destroy();
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A proxy in front of the PostgreSQL of `databaseUrl`, and the same URL through it: a test takes the database away by cutting the proxy. */
export async function proxyPostgres(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const direct = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const throughProxy = new URL(direct);
  throughProxy.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: throughProxy.toString() };
}
