// @vitest-environment node
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importedSpecifiers } from "./lib/import-cycles";

const root = fileURLToPath(new URL("..", import.meta.url));
const PROJECT_FOLDERS = ["app", "common", "desk", "pipeline", "schemas", "server", "scripts", "tests"] as const;

describe("the project's imports", () => {
  it("go round in no circle, types included, so every module can be read and loaded on its own", () => {
    expect(importCycles(root, PROJECT_FOLDERS)).toEqual([]);
    // Parsing every file of the project takes a few seconds on a busy machine.
  }, 60_000);

  it("are read with their types, or as they run: type-only imports are erased, an inline `type` keeps the import", () => {
    const code = [
      `import type { A } from "./erased";`,
      `export type { B } from "./erased-too";`,
      `import { type C } from "./kept";`,
      `import * as d from "#common/locale";`,
      `export { e } from "./re-exported";`,
      `const later = () => import("./imported-later");`,
    ].join("\n");
    expect(importedSpecifiers(code)).toEqual(["./erased", "./erased-too", "./kept", "#common/locale", "./re-exported", "./imported-later"]);
    expect(importedSpecifiers(code, "module.ts", { typesToo: false })).toEqual([
      "./kept",
      "#common/locale",
      "./re-exported",
      "./imported-later",
    ]);
  });
});
