/**
 * The publish bench measures the server's publish, so it runs Node as the server does; so does the
 * content command, which publishes in its own process (docs/deploy.md, "Node.js and the process manager").
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
/** The options a script gives Node before its entry point. */
const nodeOptions = (script: string) => /\bnode (.*) \S+\.ts$/.exec(scripts[script]!)?.[1];

it("runs the publish bench and the content command with the server's Node options", () => {
  expect(nodeOptions("start")).toContain("--max-semi-space-size=16");
  expect(nodeOptions("bench:publish")).toBe(nodeOptions("start"));
  expect(nodeOptions("content")).toBe(nodeOptions("start"));
});
