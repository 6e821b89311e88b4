/**
 * A notice scheduled ahead, on each database, with the clock set by the test (Date only: the renders
 * read the same clock; timers stay real): an instance started inside its window serves it before it says
 * ready, and a moment whose timer never fired (it is hours away in real time) is put live by the next
 * poll as a release of its own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type TestDatabase, createTestDatabase, describeOnEachDatabase } from "../testing/test-services";
import { openStore } from "../store/store";
import { type ServedSite, createServedSite, readSiteSnapshot } from "../site/site-snapshot";
import { type Releases, createReleases } from "./releases";
import { SEED_CONTENT, type SiteContent } from "./content-binding";
import { requirePublishingBuild } from "../testing/built-site";

// Each moment renders a release with the publisher's builds over the build's own files.
const siteDir = requirePublishingBuild();
const NOTICE = "OPD closed for the New Year";
// 1 January 2030 in India: 18:30 UTC on 31 December 2029 to 18:30 UTC on 1 January.
const SCHEDULED: SiteContent = {
  ...SEED_CONTENT,
  notices: [
    {
      id: "new-year",
      start: "2030-01-01T00:00:00+05:30",
      end: "2030-01-02T00:00:00+05:30",
      text: { en: NOTICE, hi: "1 जनवरी को ओपीडी बंद रहेगी" },
    },
  ],
};

const homePage = (served: ServedSite) => readFileSync(join(served.current().root, "index.html"), "utf8");

/** Waits for a state, polling, for at most a minute of real time (Date is the test's, performance.now is not). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > 60_000) throw new Error(`Timed out waiting until ${what}`);
    await sleep(50);
  }
}

describeOnEachDatabase("moments a release names", (dialect) => {
  let database: TestDatabase;
  const running: Releases[] = [];
  /** What the instance started last serves. */
  let served: ServedSite;

  function startInstance(served: ServedSite): Releases {
    const releases = createReleases({ database: database.options, served, pollMs: 200, instanceId: `moments-${dialect}` });
    running.push(releases);
    return releases;
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await (await openStore(database.options)).close();
    // The test's clock from here to the end, the instances stopped under it: back on the real clock (2026),
    // a running instance would find the moment in force changed and render again, while it is being stopped.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  }, 60_000);
  afterAll(async () => {
    for (const releases of running) await releases.stop();
    vi.useRealTimers();
    await database.drop();
  }, 120_000);

  it("serves a notice that started while no instance ran, before it says ready", { timeout: 120_000 }, async () => {
    vi.setSystemTime(new Date("2029-12-31T18:00:00Z"));
    const first = createServedSite(await readSiteSnapshot(siteDir));
    const before = startInstance(first);
    await before.start();
    const published = await before.publishContent(SCHEDULED, { by: "editor@hospital.test" });
    expect(published.ok).toBe(true);
    expect(homePage(first)).not.toContain(NOTICE);
    await before.stop();

    // Started again an hour later, inside the notice's window: its folder of that release was rendered before.
    vi.setSystemTime(new Date("2029-12-31T19:30:00Z"));
    served = createServedSite(await readSiteSnapshot(siteDir));
    const after = startInstance(served);
    await after.start();
    expect(after.ready()).toBe(true);
    expect(served.current().release).toBe(published.ok ? published.release.number : -1);
    expect(homePage(served)).toContain(NOTICE);
  });

  it("puts live the end of a notice whose timer never fired, at the next poll, as a release of its own", { timeout: 120_000 }, async () => {
    // A minute after the notice's end; the instance's timer for it is a day away in real time.
    vi.setSystemTime(new Date("2030-01-01T18:31:00Z"));
    const instance = running.at(-1)!;
    const live = await instance.liveRelease();
    await until(async () => (await instance.liveRelease())?.number !== live?.number, "a release after the notice's end is live");
    const scheduled = await instance.liveRelease();
    expect(scheduled).toMatchObject({ reason: "schedule", createdBy: "schedule", state: "live", content: SCHEDULED });
    expect(served.current().release).toBe(scheduled?.number);
    expect(homePage(served)).not.toContain(NOTICE);
    expect((await instance.list()).filter((release) => release.reason === "schedule")).toHaveLength(1);
  });
});
