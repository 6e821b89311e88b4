import { join } from "node:path";
import { defineConfig } from "vitest/config";

// npm test (scripts/test-phases.ts) asks for each run's JSON report too, to name the slowest tests.
const timingsDir = process.env.TEST_TIMINGS_DIR;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // A bound that catches a hang, not a measure of speed: each test waits for what it checks (findBy…,
    // a server's answer), and on a machine busy with other work a desk screen that renders a whole content
    // form, or a build test that reads every page, took over the runner's default 5 s.
    testTimeout: 60_000,
    ...(timingsDir
      ? {
          reporters: ["default", "json"],
          outputFile: { json: join(timingsDir, `vitest-${process.env.npm_lifecycle_event ?? "run"}.json`) },
        }
      : {}),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          include: [
            "app/**/*.test.{ts,tsx}",
            "desk/**/*.test.{ts,tsx}",
            "common/**/*.test.ts",
            "schemas/**/*.test.ts",
            "scripts/**/*.test.ts",
            "pipeline/**/*.test.ts",
          ],
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Checks on the production build: run after `npm run build`.
          name: "build",
          environment: "node",
          include: ["tests/build/**/*.test.ts"],
          // The kept server builds run as built, by Node's own import, as in the server tests below.
          server: { deps: { external: [/[\\/]build[\\/]publisher[\\/]/] } },
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts"],
          // The publisher's server builds run as built, by Node's own import: transformed by the test
          // runner, React Router's scroll-restoration script (written from a function's source text)
          // would differ from the build's by a semicolon.
          server: { deps: { external: [/[\\/]build[\\/]publisher[\\/]/] } },
          // Two files at a time: most of a server test's time is spent waiting (on a server process it
          // started, a database, a clock), so two share the machine's two cores. Each worker has a
          // PostgreSQL database of its own (server/testing/test-services.ts).
          maxWorkers: 2,
        },
      },
    ],
  },
});
