import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs the check as `npm start` and `npm test` do, on a Node that reports `version`. */
function checkAs(version: string) {
  const pretend = `Object.defineProperty(process.versions, "node", { value: ${JSON.stringify(version)} });`;
  const run = spawnSync(
    process.execPath,
    ["--import", `data:text/javascript,${encodeURIComponent(pretend)}`, "scripts/require-supported-node.js"],
    { encoding: "utf8" },
  );
  return { status: run.status, stderr: run.stderr.trim() };
}

describe("the Node.js version check before npm start and npm test", () => {
  it.each(["20.19.0", "22.11.0", "23.11.1", "18.20.8"])("refuses Node %s with one line that says what to install", (version) => {
    const { status, stderr } = checkAs(version);
    expect(status).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toContain(`this is Node ${version}`);
    expect(stderr).toContain("Node.js 22 (22.12 or later) or 24 LTS");
  });

  it.each(["22.12.0", "22.23.3", "24.0.0", "24.21.0", "26.1.0"])("lets Node %s through silently", (version) => {
    expect(checkAs(version)).toEqual({ status: 0, stderr: "" });
  });
});
