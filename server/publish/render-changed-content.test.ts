/**
 * The hospital supplies a fact and adds a doctor with a photo (tests/content-changes.ts): the release
 * rendered from that content passes the checks the seed's does (no problems, within every budget), has
 * the build's pages plus the new doctor's in both languages and removes none, and shows both changes
 * where a patient looks for them. Run after `npm run build`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, localizedPath } from "#common/locale";
import { ADDED_DOCTOR_PHOTO, SUPPLIED_OPD, withSuppliedFactAndAddedDoctor } from "#tests/content-changes";
import { SEED_CONTENT } from "./content-binding";
import { budgetChecks } from "./budgets";
import { type RenderedRelease, renderRelease } from "./render-release";
import { readSiteSnapshot } from "../site/site-snapshot";
import { notedPageFacts } from "./render-note";
import { siteContentProblems } from "#app/content/model/site-content";
import { sitePagePaths } from "#app/content/model/site-pages";
import { requirePublishingBuild } from "../testing/built-site";

// The publisher renders over the build's own files, and its pages are compared with the build's.
const SITE_DIR = requirePublishingBuild();
const { content, suppliedFor, added } = withSuppliedFactAndAddedDoctor(SEED_CONTENT);

/** The page file of a path in a site folder ("/hi/find" → "hi/find/index.html"). */
const pageFile = (path: string) => join(path.slice(1), "index.html");
const builtPage = (path: string) => readFileSync(join(SITE_DIR, pageFile(path)), "utf8");

describe("a release of content where the hospital supplied a fact and added a doctor with a photo", () => {
  const outDir = mkdtempSync(join(tmpdir(), "changed-release-"));
  let release: RenderedRelease;
  const page = (path: string) => readFileSync(join(outDir, pageFile(path)), "utf8");

  beforeAll(async () => {
    release = await renderRelease({ content, outDir, siteDir: SITE_DIR });
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("passes the content's checks and renders without problems, every page within its budgets", async () => {
    expect(siteContentProblems(content)).toEqual([]);
    expect(release.problems).toEqual([]);
    expect(await budgetChecks(await readSiteSnapshot(outDir))).toEqual({ problems: [], warnings: [] });
  });

  it("notes, for each page it finished, what the server works out from it, as a fresh reading of the page gives it", async () => {
    const noted = await notedPageFacts(outDir);
    const fresh = await readSiteSnapshot(outDir);
    const fromNote = await readSiteSnapshot(outDir, { pageFacts: noted });
    expect([...noted.keys()].sort()).toEqual([...fresh.pageHashes.keys()].sort());
    expect(fromNote.pageHashes).toEqual(fresh.pageHashes);
    expect(fromNote.entryScripts).toEqual(fresh.entryScripts);
    expect([...fromNote.doctorChoices.keys()].sort()).toEqual([...fresh.doctorChoices.keys()].sort());
    for (const [file, choices] of fresh.doctorChoices) {
      expect([...fromNote.doctorChoices.get(file)!.keys()]).toEqual([...choices.keys()]);
      for (const [doctor, chosen] of choices)
        expect(fromNote.doctorChoices.get(file)!.get(doctor)!("identity")).toEqual(chosen("identity"));
    }
  });

  it("has every page of the build and the new doctor's, in both languages, and nothing else", () => {
    for (const locale of LOCALES) {
      const before = sitePagePaths(SEED_CONTENT, locale);
      const after = sitePagePaths(content, locale);
      const doctorPage = localizedPath(locale, `/doctors/${added.id}`);
      expect(after).toEqual(expect.arrayContaining(before));
      expect(after.filter((path) => !before.includes(path))).toEqual([doctorPage]);
      for (const path of before) expect(existsSync(join(SITE_DIR, pageFile(path))), `${path} is built`).toBe(true);
      for (const path of after) expect(existsSync(join(outDir, pageFile(path))), `${path} is rendered`).toBe(true);
    }
  });

  it("shows the new doctor, with the photo, on their page, Find Doctor and their department's page", () => {
    for (const locale of LOCALES) {
      for (const path of [`/doctors/${added.id}`, "/find", `/speciality/${added.department}`]) {
        const html = page(localizedPath(locale, path));
        expect(html, `${locale} ${path}`).toContain(added.name[locale]);
        if (!path.startsWith("/speciality")) expect(html, `${locale} ${path}`).toContain(`src="${ADDED_DOCTOR_PHOTO}"`);
      }
      expect(builtPage(localizedPath(locale, "/find"))).not.toContain(added.name[locale]);
    }
  });

  it("shows the supplied OPD hours on the doctor's page and Find Doctor, where the build's pages did not", () => {
    for (const locale of LOCALES) {
      for (const path of [`/doctors/${suppliedFor.id}`, "/find"]) {
        const localized = localizedPath(locale, path);
        for (const time of [SUPPLIED_OPD.from, SUPPLIED_OPD.to]) {
          expect(page(localized), `${localized} shows ${time}`).toContain(time);
          expect(builtPage(localized), `${localized} as built`).not.toContain(time);
        }
      }
    }
  });
});
