/**
 * The real server says at start-up where e-mails go, and a production start that forgot SMTP_URL is
 * refused instead of writing every patient's request to a folder nobody reads.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../testing/server-process";

let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server = undefined;
  dataDir = undefined;
});

describe("the mail transport at start-up", () => {
  it("is logged as a warning when e-mails are only written as files", { timeout: 60_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hospital-transport-"));
    server = await startServerProcess({ DATA_DIR: dataDir });
    const line = server
      .stdout()
      .split("\n")
      .find((entry) => entry.includes("e-mails are written as files"));
    expect(line, server.stdout()).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ level: 40, mail: "files", folder: `${dataDir}/mail` });
  });

  it("refuses a production start without SMTP_URL, and says what to set", { timeout: 60_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hospital-transport-"));
    const refused = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "0", SMTP_URL: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/SMTP_URL: is not set with NODE_ENV=production.*MAIL_TRANSPORT=files/s);
  });
});
