// @vitest-environment node
// chromium.ts imports Playwright, which under happy-dom (whose page is http://localhost:3000) makes a
// request that nothing answers and crashes a helper process: harmless, but it printed a stack trace.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium } from "./chromium";

const folder = mkdtempSync(join(tmpdir(), "hospital-chromium-"));
const executable = join(folder, "my-chromium");
writeFileSync(executable, "#!/bin/sh\n");
chmodSync(executable, 0o755);
const notExecutable = join(folder, "notes.txt");
writeFileSync(notExecutable, "");

describe("finding a Chromium for the end-to-end tests", () => {
  it("takes the one CHROMIUM_PATH names", () => {
    expect(findChromium({ CHROMIUM_PATH: executable })).toBe(executable);
  });

  it("finds none when CHROMIUM_PATH names something that cannot run, instead of quietly taking another", () => {
    expect(findChromium({ CHROMIUM_PATH: notExecutable })).toBeUndefined();
  });

  it("stops the tests at once with one line when CHROMIUM_PATH is wrong", { timeout: 30_000 }, () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-browser.ts"], {
      encoding: "utf8",
      env: { ...process.env, CHROMIUM_PATH: notExecutable },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      `CHROMIUM_PATH=${notExecutable} is not an executable Chromium: point it at one, or unset it to use Debian's.`,
    ]);
  });
});
