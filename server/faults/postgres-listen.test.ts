/**
 * The one LISTEN connection of an instance on PostgreSQL: after its connection is terminated again and
 * again (as a PostgreSQL restart or a failover does), the instance has exactly one, and the schedule
 * lock is on that one, not on an orphan.
 */
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase, whenServiceAnswers } from "../testing/test-services";
import { openStore } from "../store/store";
import { createServedSite, readSiteSnapshot } from "../site/site-snapshot";
import { type Releases, createReleases } from "../publish/releases";
import { requirePublishingBuild } from "../testing/built-site";

const APPLICATION = "hospital-website-releases";

whenServiceAnswers("postgres", () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let releases: Releases;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    await (await openStore(database.options)).close();
    admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await releases?.stop();
    await admin.end();
    await database.drop();
  });

  /** The listening connections of every instance, each with whether it holds an advisory lock. */
  async function listeners(): Promise<{ pid: number; locked: boolean }[]> {
    const { rows } = await admin.query<{ pid: number; locked: boolean }>(
      `select a.pid, exists (select 1 from pg_locks l where l.pid = a.pid and l.locktype = 'advisory' and l.granted) as locked
       from pg_stat_activity a where a.application_name = $1 and a.datname = current_database() order by a.pid`,
      [APPLICATION],
    );
    return rows;
  }

  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > 30_000) throw new Error(`Timed out waiting until ${what}`);
      await sleep(50);
    }
  }

  it(
    "keeps exactly one LISTEN connection, holding the schedule lock, after its connection is terminated five times",
    { timeout: 120_000 },
    async () => {
      // The releases record the seed with the publisher's builds and put the build's own pages live.
      const siteDir = requirePublishingBuild();
      // Whatever another run left: this instance's connection is the one that is new.
      const before = new Set((await listeners()).map((listener) => listener.pid));
      releases = createReleases({
        database: database.options,
        served: createServedSite(await readSiteSnapshot(siteDir)),
        pollMs: 100,
      });
      await releases.start();
      const ours = async () => (await listeners()).filter((listener) => !before.has(listener.pid));
      expect(await ours()).toEqual([{ pid: expect.any(Number), locked: true }]);

      for (let outage = 1; outage <= 5; outage++) {
        const [current] = await ours();
        await admin.query("select pg_terminate_backend($1)", [current!.pid]);
        await until(async () => {
          const now = await ours();
          return now.length > 0 && now.every((listener) => listener.pid !== current!.pid);
        }, `the instance listens again after outage ${outage}`);
        // Both the lost connection's handler and the poller reconnect: a few polls later, still one.
        await sleep(500);
        await until(
          async () => (await ours()).every((listener) => listener.locked),
          `the new connection holds the lock after outage ${outage}`,
        );
        expect(await ours(), `after outage ${outage}`).toEqual([{ pid: expect.any(Number), locked: true }]);
      }
    },
  );
});
