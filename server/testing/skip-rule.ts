/**
 * The one rule for server tests that need something this machine may lack (a database server, mount
 * namespaces): where it is missing they fail in CI (CI is set), and elsewhere are skipped with a warning
 * that says what is missing. A test must never quietly pass for want of what it tests.
 */
import { it } from "vitest";

/** Declares `body`'s tests when `problem` is null; otherwise one test stands in, failing in CI. */
export function whenAvailable(need: string, problem: string | null, body: () => void): void {
  if (!problem) return body();
  if (process.env.CI) {
    it(`needs ${need}`, () => {
      throw new Error(problem);
    });
    return;
  }
  console.warn(
    `\n${"!".repeat(100)}\n!! ${problem}\n!! SKIPPING the tests that need ${need} (in CI they fail instead).\n${"!".repeat(100)}\n`,
  );
  it.skip(`needs ${need}: ${problem}`, () => undefined);
}
