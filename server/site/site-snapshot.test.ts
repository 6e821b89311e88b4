import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { readSiteSnapshot } from "./site-snapshot";

it("says to run the build first when the folder holds no built site, not an ENOENT", async () => {
  const empty = mkdtempSync(join(tmpdir(), "no-site-"));
  try {
    for (const folder of [empty, join(empty, "client")])
      await expect(readSiteSnapshot(folder)).rejects.toThrow(`No built site in ${folder}: run "npm run build" first.`);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
