/**
 * Releases on each database: a fresh install records the seed and serves it before it is ready; a
 * publish says how far it is while it renders, and goes live on this instance and on another sharing PostgreSQL; a render that fails changes
 * nothing public; a rollback restores an earlier release's content as a new release.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { localizedPath } from "#common/locale";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { type TestDatabase, createTestDatabase, describeOnEachDatabase } from "../testing/test-services";
import { openStore } from "../store/store";
import { type ServedSite, createServedSite, readSiteSnapshot } from "../site/site-snapshot";
import { type Releases, createReleases } from "./releases";
import { RENDER_NOTE, isRenderedFile } from "./render-release";
import { SEED_CONTENT, type SiteContent, pagePathsFor } from "./content-binding";
import { PUBLISH_STEPS, type PublishProgress } from "./publish-progress";
import { withMainPhone, withOneDoctorChanged } from "#tests/content-changes";
import { requirePublishingBuild } from "../testing/built-site";

// A publish links the build's own files into the release and renders with the publisher's builds.
const siteDir = requirePublishingBuild();
/** Content that is not the seed (a notice), so the publisher renders it rather than taking the build's pages. */
const withNotice = (text: string): SiteContent => ({
  ...SEED_CONTENT,
  notices: [
    ...SEED_CONTENT.notices,
    {
      id: "opd-closed",
      start: "2030-01-01T00:00:00+05:30",
      end: "2030-01-02T00:00:00+05:30",
      text: { en: text, hi: "1 जनवरी को ओपीडी बंद" },
    },
  ],
});
/**
 * With a new main number too, on every page: the build notes what it rendered, so a page the publisher
 * renders as the build did is kept, and this publish must finish and compress pages to say how far it is.
 */
const EDITED = withMainPhone(withNotice("OPD closed on 1 Jan"), "+919414000002");

/** The rendered files of release `number`'s folder written anew, not kept from `before` (a kept file is `before`'s own: the same inode). */
async function writtenFiles(dataDir: string, before: string, number: number): Promise<{ rendered: string[]; written: string[] }> {
  const after = join(dataDir, "releases", String(number));
  const rendered = (await readdir(after, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(after, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((file) => isRenderedFile(file));
  const written = rendered.filter(
    (file) => !existsSync(join(before, file)) || statSync(join(before, file)).ino !== statSync(join(after, file)).ino,
  );
  return { rendered, written };
}

/** The pages among `files` ("hi/find/index.html" → "/hi/find"), sorted. */
const pagesOf = (files: string[]) =>
  files
    .filter((file) => file.endsWith("index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"))
    .sort();

/** A change to one doctor changes their page, their department's, Find Doctor and the home page's doctors, in each language. */
const ONE_DOCTOR = "rajendra-singh-shekhawat";
const ONE_DOCTORS_PAGES = ["/", `/doctors/${ONE_DOCTOR}`, "/find", "/speciality/orthopaedics"]
  .flatMap((path) => [path, localizedPath("hi", path)])
  .sort();

async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 90_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await sleep(100);
  }
}

describeOnEachDatabase("site releases", (dialect) => {
  let database: TestDatabase;
  let served: ServedSite;
  let releases: Releases;
  const others: Releases[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await (await openStore(database.options)).close();
    served = createServedSite(await readSiteSnapshot(siteDir));
    releases = createReleases({ database: database.options, served, pollMs: 500 });
  }, 60_000);
  afterAll(async () => {
    for (const other of others) await other.stop();
    await releases.stop();
    await database.drop();
  });

  it("records the seed as release 1 on a fresh database and serves it before it says ready", async () => {
    expect(releases.ready()).toBe(false);
    await releases.start();
    expect(releases.ready()).toBe(true);
    const live = await releases.liveRelease();
    expect(live).toMatchObject({ number: 1, reason: "seed", state: "live", createdBy: "seed", content: SEED_CONTENT });
    expect(served.current().release).toBe(1);
    expect(existsSync(join(database.options.dataDir, "releases/1/index.html"))).toBe(true);
  });

  it("publishes edited content: rendered, recorded and served, the earlier release superseded, saying how far it is as it goes", async () => {
    const reports: PublishProgress[] = [];
    const outcome = await releases.publishContent(EDITED, { by: "editor@hospital.test", onProgress: (report) => reports.push(report) });
    expect(outcome).toMatchObject({
      ok: true,
      release: { number: 2, state: "live", reason: "publish", createdBy: "editor@hospital.test" },
    });
    // Each step once, in order; every report after the release has its number names it.
    expect(reports.map((report) => report.step).filter((step, index, steps) => step !== steps[index - 1])).toEqual([
      PUBLISH_STEPS.checking,
      PUBLISH_STEPS.rendering,
      PUBLISH_STEPS.keeping,
      PUBLISH_STEPS.finishing,
      PUBLISH_STEPS.compressing,
      PUBLISH_STEPS.checkingSizes,
      PUBLISH_STEPS.goingLive,
    ]);
    expect(reports.slice(1).every((report) => report.release === 2)).toBe(true);
    // Pages of both languages counted one by one, from none to all; the finishing and the compressing counted to their end.
    const rendering = reports.filter((report) => report.step === PUBLISH_STEPS.rendering);
    const pages = rendering[0]!.total!;
    expect(pages).toBe(pagePathsFor(EDITED, "en").length + pagePathsFor(EDITED, "hi").length);
    expect(rendering.map((report) => report.done)).toEqual(Array.from({ length: pages + 1 }, (_, done) => done));
    expect(rendering.every((report) => report.total === pages)).toBe(true);
    for (const step of [PUBLISH_STEPS.finishing, PUBLISH_STEPS.compressing]) {
      const counted = reports.filter((report) => report.step === step && report.total !== undefined);
      expect(counted.length).toBeGreaterThan(0);
      expect(counted.at(-1)!.done).toBe(counted.at(-1)!.total);
    }
    expect(served.current().release).toBe(2);
    expect(served.current().root).toBe(join(database.options.dataDir, "releases", "2"));
    expect((await releases.liveRelease())?.content).toEqual(EDITED);
    expect((await releases.list()).map((release) => [release.number, release.state])).toEqual([
      [2, "live"],
      [1, "superseded"],
    ]);
  }, 120_000);

  it("refuses a release that does not render, and changes nothing public", async () => {
    const brokenSite = mkdtempSync(join(tmpdir(), "broken-build-"));
    // The build's pages without its stylesheet: the first-paint rewrite cannot put it in the pages.
    cpSync(siteDir, brokenSite, { recursive: true, filter: (file) => !file.endsWith(".css") });
    const broken = createReleases({ database: database.options, served: createServedSite(served.current()), siteDir: brokenSite });
    others.push(broken);
    try {
      // A new main number, on every page: no page can be kept from the live release, each is rewritten.
      const outcome = await broken.publishContent(withMainPhone(EDITED, "+919414000001"), { by: "editor@hospital.test" });
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? [] : outcome.problems).toEqual([expect.objectContaining({ message: expect.stringMatching(/\S/) })]);
      expect(outcome.ok ? undefined : outcome.release?.state).toBe("failed");
      expect((await releases.liveRelease())?.number).toBe(2);
      await releases.syncToLive();
      expect(served.current().release).toBe(2);
    } finally {
      rmSync(brokenSite, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses content the build's checks refuse, naming each problem, and records nothing", async () => {
    const before = await releases.list();
    const live = await releases.liveRelease();
    const bad = withNotice("");
    const outcome = await releases.publishContent(bad, { by: "editor@hospital.test" });
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? [] : outcome.problems).toContainEqual(
      expect.objectContaining({ kind: "notices", key: "opd-closed", message: expect.stringMatching(/\S/) }),
    );
    expect(await releases.list()).toEqual(before);
    expect(await releases.liveRelease()).toEqual(live);
    expect(served.current().release).toBe(live?.number);
  });

  it("rolls back to an earlier release as a new release with its content", async () => {
    const outcome = await releases.rollbackTo(1, "admin@hospital.test");
    expect(outcome).toMatchObject({ ok: true, release: { reason: "rollback", restores: 1, state: "live" } });
    const live = await releases.liveRelease();
    expect(live?.content).toEqual(SEED_CONTENT);
    expect(served.current().release).toBe(live?.number);
    const refused = await releases.rollbackTo(3, "admin@hospital.test");
    expect(refused.ok).toBe(false);
  }, 120_000);

  it("puts live a notice that takes pages out of one round trip, naming each slower page, and keeps that in the history", async () => {
    // Letters that barely compress, as a long notice pasted into the desk would make the pages too heavy.
    // The same letters every run: random ones spelt a word the Hindi glossary refuses ("बगल") one run in eight.
    let seed = 20261128;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const letters = (from: number, count: number, length: number) =>
      Array.from({ length }, () => String.fromCodePoint(from + ((next() >>> 12) % count))).join("");
    const now = Date.now();
    // Twenty notices at their longest (300 characters each), every page shows them all.
    const content: SiteContent = {
      ...SEED_CONTENT,
      notices: [
        ...SEED_CONTENT.notices,
        ...Array.from({ length: 20 }, (_, index) => ({
          id: `long-notice-${index}`,
          start: new Date(now - 3_600_000).toISOString(),
          end: new Date(now + 86_400_000).toISOString(),
          text: { en: `OPD closed ${letters(0x61, 26, 285)}`, hi: `ओपीडी बंद ${letters(0x915, 37, 285)}` },
        })),
      ],
    };
    const outcome = await releases.publishContent(content, { by: "editor@hospital.test" });
    expect(outcome).toMatchObject({ ok: true, release: { state: "live" } });
    const warnings = outcome.ok ? outcome.warnings : [];
    expect(warnings.map((warning) => warning.path)).toEqual(expect.arrayContaining(["/", "/hi", "/contact", "/hi/contact"]));
    for (const warning of warnings) expect(warning.message).toMatch(/first response is \d+ bytes, more than one round trip/);
    const live = await releases.liveRelease();
    expect(live?.number).toBe(outcome.ok ? outcome.release.number : -1);
    expect(live?.problems).toEqual(warnings);
    expect(served.current().release).toBe(live?.number);
  }, 180_000);

  if (dialect === "sqlite") {
    it("finishes and compresses again only the pages a change to one doctor changes, keeping the live release's other files", async () => {
      const live = (await releases.liveRelease())!;
      const changed = withOneDoctorChanged(live.content, ONE_DOCTOR);
      const outcome = await releases.publishContent(changed, { by: "editor@hospital.test" });
      expect(outcome).toMatchObject({ ok: true, release: { number: live.number + 1, state: "live" } });
      const before = join(database.options.dataDir, "releases", String(live.number));
      const { rendered, written } = await writtenFiles(database.options.dataDir, before, live.number + 1);
      expect(pagesOf(written)).toEqual(ONE_DOCTORS_PAGES);
      // Kept: every other page with its compressed copies, the data of pages that did not change, the sitemap.
      expect(rendered.filter((file) => !written.includes(file))).toEqual(
        expect.arrayContaining(["about/index.html", "about/index.html.br", "hi/about/index.html.gz", "sitemap.xml.br"]),
      );
      expect(written.length).toBeLessThan(rendered.length / 4);
      expect(served.current().root).toBe(join(database.options.dataDir, "releases", String(live.number + 1)));
    }, 120_000);
  }

  if (dialect === "postgres") {
    it("is served by another instance on the same database, without a restart", async () => {
      const otherServed = createServedSite(await readSiteSnapshot(siteDir));
      const other = createReleases({
        database: { ...database.options, dataDir: mkdtempSync(join(tmpdir(), "other-instance-")) },
        served: otherServed,
        pollMs: 10_000,
      });
      others.push(other);
      await other.start();
      const before = otherServed.current().release;
      expect(before).toBe((await releases.liveRelease())?.number);
      const outcome = await releases.publishContent(withNotice("OPD moves to the afternoon"), { by: "editor@hospital.test" });
      expect(outcome.ok).toBe(true);
      const number = outcome.ok ? outcome.release.number : -1;
      await until(() => otherServed.current().release === number, "the other instance serves the new release");
      expect(otherServed.current().root).toContain("other-instance-");
    }, 180_000);
  }
});

describe("the first publish after a deploy (sqlite)", () => {
  let database: TestDatabase;
  let releases: Releases;
  const buildNote = () => readFileSync(join(siteDir, RENDER_NOTE), "utf8");

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await (await openStore(database.options)).close();
    releases = createReleases({ database: database.options, served: createServedSite(await readSiteSnapshot(siteDir)) });
    await releases.start();
  }, 60_000);
  afterAll(async () => {
    await releases.stop();
    await database.drop();
  });

  it("keeps the build's own finished files for every page a change to one doctor leaves as the build rendered it", async () => {
    const noteBefore = buildNote();
    const outcome = await releases.publishContent(withOneDoctorChanged(SEED_CONTENT, ONE_DOCTOR), { by: "editor@hospital.test" });
    expect(outcome).toMatchObject({ ok: true, release: { number: 2, state: "live" } });
    // The seed's release is the build's own files (linked), with the build's note of what it rendered.
    const seed = join(database.options.dataDir, "releases", "1");
    const { rendered, written } = await writtenFiles(database.options.dataDir, seed, 2);
    expect(pagesOf(written)).toEqual(ONE_DOCTORS_PAGES);
    expect(written.length).toBeLessThan(rendered.length / 4);
    // The release wrote a note of its own, not through a link into the build's.
    expect(buildNote()).toBe(noteBefore);
  }, 120_000);
});
