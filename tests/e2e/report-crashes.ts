/**
 * Playwright's global teardown: the site's server runs with core dumps on (playwright.config.ts), and a
 * crash of it during the run (seen once: a segmentation fault at start-up on a busy machine) is printed
 * here with its core's backtrace, instead of only as the connection errors of the tests that followed.
 */
import { coresSince, crashReport } from "#server/testing/core-dumps";

export default function reportCrashes(): void {
  const since = Number(process.env.E2E_RUN_STARTED_AT ?? Date.now());
  for (const _core of coresSince(process.cwd(), since)) {
    console.error(`\n${crashReport("a signal that wrote a core", { folder: process.cwd(), since })}\n`);
  }
}
