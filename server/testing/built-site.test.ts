import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { requireBuildIn } from "./built-site";

const buildDir = mkdtempSync(join(tmpdir(), "partial-build-"));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

it("names in one line the part of the build that is missing, and says to run the build first", () => {
  for (const page of ["client/index.html", "client/hi/index.html", "publisher/en/index.js"]) {
    mkdirSync(dirname(join(buildDir, page)), { recursive: true });
    writeFileSync(join(buildDir, page), "");
  }
  expect(() => requireBuildIn(buildDir, ["client"])).not.toThrow();
  // The publisher's English build without the Hindi one is not a build a publish can use.
  expect(() => requireBuildIn(buildDir, ["client", "publisher"])).toThrow(
    new Error(
      `This test needs ${join(buildDir, "publisher")} (the publisher's server builds), which the build has not written: run "npm run build" first.`,
    ),
  );
});
