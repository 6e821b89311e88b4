import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readSiteFiles } from "./site-files";

describe("the files a site folder serves", () => {
  let folder = "";
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("leaves out a release folder's own notes, which are not the site's, and keeps .well-known", async () => {
    folder = mkdtempSync(join(tmpdir(), "site-files-"));
    for (const file of [
      "index.html",
      "speciality/_fallback/index.html",
      "hi/speciality/_fallback/index.html",
      "assets/root-abc.js",
      ".release.json",
      ".rendered.json",
      "assets/.hidden",
      ".well-known/security.txt",
    ]) {
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      writeFileSync(join(folder, file), "x");
    }
    const { files, pages } = await readSiteFiles(folder);
    expect([...files.keys()].sort()).toEqual(["/.well-known/security.txt", "/assets/root-abc.js"]);
    expect([...pages.keys()]).toEqual(["/"]);
  });
});
