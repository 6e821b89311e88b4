import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { contentEtag, readSiteSnapshot } from "./site-snapshot";
import { fixtureSiteDir } from "../testing/fixture-site";

it("says to run the build first when the folder holds no built site, not an ENOENT", async () => {
  const empty = mkdtempSync(join(tmpdir(), "no-site-"));
  try {
    for (const folder of [empty, join(empty, "client")])
      await expect(readSiteSnapshot(folder)).rejects.toThrow(`No built site in ${folder}: run "npm run build" first.`);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

it("keeps what it worked out from a file the snapshot before had, and reads again a file written anew", async () => {
  // A copy of the build's site whose files stay as they were, but one page written anew (a new file, as a release writes it).
  const folder = mkdtempSync(join(tmpdir(), "linked-site-"));
  try {
    cpSync("build/client", folder, { recursive: true });
    const before = await readSiteSnapshot(folder);
    const page = before.pages.get("/about")!;
    const html = readFileSync(join(folder, page), "utf8");
    rmSync(join(folder, page));
    writeFileSync(join(folder, page), html.replace("<head>", "<head><script>window.changed=1</script>"));
    const after = await readSiteSnapshot(folder, { previous: before });
    const fresh = await readSiteSnapshot(folder);
    // What the snapshot keeps is what reading the folder afresh gives.
    expect(after.pageHashes).toEqual(fresh.pageHashes);
    expect(after.etags).toEqual(fresh.etags);
    expect([...after.doctorChoices.keys()]).toEqual([...fresh.doctorChoices.keys()]);
    // The page written anew was read again: its new script is allowed, its ETag is new; the others are the same objects.
    expect(after.pageHashes.get(page)!.scripts.length).toBe(before.pageHashes.get(page)!.scripts.length + 1);
    expect(after.etags.get(page)).not.toBe(before.etags.get(page));
    const other = before.pages.get("/contact")!;
    expect(after.pageHashes.get(other)).toBe(before.pageHashes.get(other));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

it("takes what the publisher worked out from a page it wrote, for the very bytes it worked it out from, and reads any other page", async () => {
  const folder = fixtureSiteDir();
  const fresh = await readSiteSnapshot(folder);
  const [noted, changed] = [fresh.pages.get("/about")!, fresh.pages.get("/contact")!];
  const facts = (file: string, etag: string) => ({
    etag,
    scripts: [`'sha256-noted-${file}'`],
    styles: [],
    entryScripts: ["/assets/noted.js"],
  });
  const pageFacts = new Map([
    [noted, facts(noted, contentEtag(readFileSync(join(folder, noted))))],
    // Worked out from other bytes than the file has now: not taken.
    [changed, facts(changed, contentEtag(Buffer.from("an earlier page")))],
  ]);
  const snapshot = await readSiteSnapshot(folder, { pageFacts });
  expect(snapshot.pageHashes.get(noted)).toEqual({ scripts: [`'sha256-noted-${noted}'`], styles: [] });
  expect(snapshot.entryScripts.get(noted)).toEqual(["/assets/noted.js"]);
  expect(snapshot.pageHashes.get(changed)).toEqual(fresh.pageHashes.get(changed));
  expect(snapshot.entryScripts.get(changed)).toEqual(fresh.entryScripts.get(changed));
});
