/**
 * The server renders with React's production build whatever NODE_ENV the operator set, while the
 * configuration still follows the operator's NODE_ENV: `npm start` with NODE_ENV=development and no
 * SMTP_URL starts (e-mails as files) instead of being refused as a production start without SMTP_URL.
 */
import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./testing/server-process";
import { addProcessAdmin, publishNotice } from "./testing/process-admin";

let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server = undefined;
  dataDir = undefined;
});

const PROBE_MARK = "REACT-FILES ";
/**
 * Preloaded into the server (NODE_OPTIONS=--require): at exit, the React files the process evaluated.
 * Only `loaded` entries count: importing React's CommonJS entry from an ES module also puts both of its
 * branches (the development and the production file) in require.cache, unevaluated, for Node's export
 * detection.
 */
const PROBE = `process.on("exit", () => {
  const files = Object.entries(require.cache)
    .filter(([file, module]) => module.loaded && /[\\\\/]node_modules[\\\\/]react(-dom)?[\\\\/]/.test(file))
    .map(([file]) => file);
  process.stderr.write(${JSON.stringify(PROBE_MARK)} + JSON.stringify(files) + "\\n");
});
`;

async function whenReady(url: string): Promise<void> {
  while ((await fetch(`${url}/readyz`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("React's build in the server", () => {
  it("is production with NODE_ENV=development, which still starts without SMTP_URL", { timeout: 90_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hospital-react-production-"));
    const probe = join(dataDir, "react-files.cjs");
    await writeFile(probe, PROBE);
    server = await startServerProcess({
      DATA_DIR: dataDir,
      NODE_ENV: "development",
      SMTP_URL: "",
      DESK_ENABLED: "true",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${probe}`,
    });
    await whenReady(server.url);
    // The publisher's builds, and react-dom's server renderer with them, load when the server renders.
    const admin = await addProcessAdmin(server.url, { DATA_DIR: dataDir });
    expect((await publishNotice(admin, "Rendered with React's production build")).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const line = server
      .stderr()
      .split("\n")
      .find((entry) => entry.startsWith(PROBE_MARK));
    expect(line, server.stderr()).toBeDefined();
    const files = (JSON.parse(line!.slice(PROBE_MARK.length)) as string[]).map((file) =>
      file.replace(/.*[\\/]node_modules[\\/]/, "").replaceAll("\\", "/"),
    );
    // What renders a page: React, and react-dom's server renderer.
    expect(files).toEqual(expect.arrayContaining(["react/cjs/react.production.js", "react-dom/cjs/react-dom-server.node.production.js"]));
    expect(files.filter((file) => file.includes(".development."))).toEqual([]);
  });

  it("is chosen before anything else is imported, in the server and the commands that render", async () => {
    for (const [file, specifier] of [
      ["server/main.ts", "./react-production"],
      ["scripts/content.ts", "#server/react-production"],
      ["scripts/bench-publish.ts", "#server/react-production"],
    ] as const) {
      const text = await readFile(file, "utf8");
      const firstImport = /^import\b[^;]*?["']([^"']+)["'];/m.exec(text)?.[1];
      expect(firstImport, file).toBe(specifier);
    }
  });
});
