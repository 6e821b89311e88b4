import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { readTimings } from "./test-phases";

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

it("reads each test's time from vitest's and Playwright's JSON reports, and skips a report cut short", () => {
  dir = mkdtempSync(join(tmpdir(), "timings-"));
  writeFileSync(
    join(dir, "vitest-test:server.json"),
    JSON.stringify({
      testResults: [
        { name: join(process.cwd(), "server/a.test.ts"), assertionResults: [{ fullName: "stores a message", duration: 2500 }] },
      ],
    }),
  );
  writeFileSync(
    join(dir, "e2e-site.json"),
    JSON.stringify({
      suites: [
        {
          title: "home.spec.ts",
          specs: [
            {
              title: "shows the emergency number",
              file: "home.spec.ts",
              tests: [{ projectName: "mobile", results: [{ duration: 1200 }] }],
            },
          ],
          suites: [
            {
              title: "in Hindi",
              specs: [{ title: "books", file: "home.spec.ts", tests: [{ projectName: "desktop", results: [{ duration: 4000 }] }] }],
            },
          ],
        },
      ],
    }),
  );
  writeFileSync(join(dir, "e2e-interrupted.json"), '{"suites": [');
  expect(readTimings(dir).sort((a, b) => b.seconds - a.seconds)).toEqual([
    { name: "[desktop] home.spec.ts › in Hindi › books", seconds: 4 },
    { name: "server/a.test.ts › stores a message", seconds: 2.5 },
    { name: "[mobile] home.spec.ts › shows the emergency number", seconds: 1.2 },
  ]);
});
