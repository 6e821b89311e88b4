import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readSiteSnapshot } from "../site/site-snapshot";
import { FIRST_ROUND_TRIP_BYTES, budgetChecks } from "./budgets";
import { requireBuiltSite } from "../testing/built-site";

// The real pages: whether the build keeps within its budgets is what this test checks.
const siteDir = requireBuiltSite();

describe("a release's budgets", () => {
  const copy = mkdtempSync(join(tmpdir(), "budget-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("holds the build's own pages within them", async () => {
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
