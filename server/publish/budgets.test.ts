import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readSiteSnapshot } from "../site/site-snapshot";
import { FIRST_ROUND_TRIP_BYTES, budgetChecks } from "./budgets";

const siteDir = resolve("build/client");

describe("a release's budgets", () => {
  const copy = mkdtempSync(join(tmpdir(), "budget-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("holds the build's own pages within them", async () => {
    if (!existsSync(`${siteDir}/index.html`)) throw new Error('No build: run "npm run build" before the server tests.');
    expect(await budgetChecks(await readSiteSnapshot(siteDir))).toEqual({ problems: [], warnings: [] });
  });

  it("warns of a page whose first response no longer fits in one round trip, and does not refuse it", async () => {
    cpSync(siteDir, copy, { recursive: true });
    const page = join(copy, "about/index.html");
    // Text that does not compress: a notice this long would push the page past the first round trip.
    const html = readFileSync(page, "utf8").replace("</main>", `<p>${randomBytes(FIRST_ROUND_TRIP_BYTES).toString("base64")}</p></main>`);
    writeFileSync(page, html);
    writeFileSync(`${page}.br`, brotliCompressSync(html));
    const { problems, warnings } = await budgetChecks(await readSiteSnapshot(copy));
    expect(problems).toEqual([]);
    expect(warnings).toEqual([{ path: "/about", message: expect.stringMatching(/first response is \d+ bytes/) }]);
  });
});
