/**
 * Releases of the public site: publishing content renders the whole site from it, checks it, and only
 * then makes it live, on this instance by swapping the served snapshot and on the others by telling
 * them (PostgreSQL NOTIFY on `site_release`, and polling in case a message is missed), each of which
 * renders the same content itself. Every release is kept (its content, who, why, when), so a rollback
 * is a new release with an earlier one's content.
 *
 * - A candidate with problems (the content's checks, a page that does not render, a page over a
 *   budget) is refused with them, named by page; nothing public changes.
 * - A release's files are written to DATA_DIR/releases/<n>.tmp-… and renamed to <n> once whole, with
 *   a note of the build that rendered them; an instance whose build differs renders them again.
 * - On start the live release is put in place before /readyz says ready; a fresh database records
 *   the repository's content (the seed) as release 1, whose pages are the build's own.
 */
import { randomBytes } from "node:crypto";
import { link, copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { DatabaseOptions } from "../store/dialect";
import { type DeskDatabase, openDeskDatabase } from "../desk/desk-database";
import { type ServedSite, type SiteSnapshot, readSiteSnapshot } from "../site/site-snapshot";
import type { RenderProblem } from "./render-release";
import { type SiteContent, readStoredContent } from "./content-binding";
import { learnDoctorNames } from "../submissions/appointment-choices";
import type { ReleaseReason, ReleaseSchema, ReleaseState, SiteReleasesTable } from "./release-tables";

/**
 * The publisher's own modules (the content model, React Router, the post-processing) load on first
 * use, after the server is listening: an instance that starts answers /healthz without waiting for them.
 */
const publisher = {
  binding: () => import("./content-binding"),
  render: () => import("./render-release"),
  budgets: () => import("./budgets"),
  builds: async (publisherDir: string) => (await import("./publisher-builds")).loadPublisherBuilds(publisherDir),
};
const DEFAULT_SITE_DIR = "build/client";
const DEFAULT_PUBLISHER_DIR = "build/publisher";

/** PostgreSQL's channel for "release n is live". */
export const RELEASE_CHANNEL = "site_release";
export const DEFAULT_POLL_MS = 10_000;
/** Release folders kept besides the live one: for requests still reading them and quick rollbacks. */
export const KEPT_RELEASE_FOLDERS = 3;
/** Beside a release's files: which release and which build rendered them. */
const RELEASE_NOTE = ".release.json";
/** Session-level advisory lock of the instance that runs the scheduled re-renders (PostgreSQL). */
const SCHEDULE_LOCK_KEY = "site-release-schedule";

export type Release = {
  number: number;
  state: ReleaseState;
  reason: ReleaseReason;
  restores: number | null;
  /** A refused release's reasons; a live one's pages out of one round trip, which staff were told of (budgets.ts). */
  problems: RenderProblem[];
  buildId: string;
  createdBy: string;
  createdAt: string;
  liveAt: string | null;
};
export type ReleaseWithContent = Release & { content: SiteContent };

/** `warnings`: pages the release made slower (out of one round trip), live all the same (budgets.ts says why). */
export type PublishOutcome =
  { ok: true; release: Release; warnings: RenderProblem[] } | { ok: false; problems: RenderProblem[]; release?: Release };

export type ReleaseLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type ReleasesOptions = {
  database: DatabaseOptions & { dataDir: string };
  served: ServedSite;
  siteDir?: string;
  publisherDir?: string;
  pollMs?: number;
  log?: ReleaseLog;
  /** Called on this instance once a release it made is live (the desk writes its audit entry). */
  onLive?: (release: Release) => void;
  /** Now, for the scheduled re-renders. */
  now?: () => Date;
};

export type Releases = {
  /** Checks, renders and makes `content` live, or refuses it with the reasons and changes nothing public. */
  publishContent(content: SiteContent, options: { by: string; reason?: ReleaseReason; restores?: number }): Promise<PublishOutcome>;
  liveRelease(): Promise<ReleaseWithContent | undefined>;
  release(number: number): Promise<ReleaseWithContent | undefined>;
  /** The releases, newest first. */
  list(limit?: number): Promise<Release[]>;
  /** Publishes an earlier release's content again, as a new release. */
  rollbackTo(number: number, by: string): Promise<PublishOutcome>;
  /** Puts the live release in place (or records the seed), then follows other instances' releases. */
  start(): Promise<void>;
  /** Whether this instance serves the live release (false until start() has put it in place). */
  ready(): boolean;
  /** Brings the served site to the live release now (what a notification or a poll does). */
  syncToLive(): Promise<void>;
  stop(): Promise<void>;
};

const toRelease = (row: SiteReleasesTable): Release => ({
  number: Number(row.number),
  state: row.state,
  reason: row.reason,
  restores: row.restores === null ? null : Number(row.restores),
  problems: JSON.parse(row.problems) as RenderProblem[],
  buildId: row.build_id,
  createdBy: row.created_by,
  createdAt: row.created_at,
  liveAt: row.live_at,
});
const withContent = (row: SiteReleasesTable): ReleaseWithContent => ({
  ...toRelease(row),
  content: readStoredContent(row.content),
});

/** One at a time: renders and swaps of this instance never overlap. */
function serialised() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

/** A copy of the build's own site (hard links where possible): the seed's pages as the build rendered them. */
async function linkSite(from: string, to: string): Promise<void> {
  for (const file of await filesUnder(from)) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await link(join(from, file), join(to, file)).catch(() => copyFile(join(from, file), join(to, file)));
  }
}

export function createReleases(options: ReleasesOptions): Releases {
  const siteDir = resolve(options.siteDir ?? DEFAULT_SITE_DIR);
  const publisherDir = options.publisherDir ?? DEFAULT_PUBLISHER_DIR;
  const releasesDir = resolve(options.database.dataDir, "releases");
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const log = options.log ?? { info: () => undefined, error: () => undefined };
  const now = options.now ?? (() => new Date());
  const database: DeskDatabase = openDeskDatabase(options.database);
  const db = database.db as unknown as Kysely<ReleaseSchema>;
  const exclusive = serialised();
  let isReady = false;
  let stopped = false;
  let poller: NodeJS.Timeout | undefined;
  let scheduled: NodeJS.Timeout | undefined;
  let listener: pg.Client | undefined;
  let holdsScheduleLock = database.dialect === "sqlite";

  const selectReleases = () => db.selectFrom("site_releases").selectAll();
  const liveRow = () => selectReleases().where("state", "=", "live").orderBy("number", "desc").limit(1).executeTakeFirst();

  /** Inserts a release with the next number; on PostgreSQL two instances may race for it, and one tries again. */
  async function insertRelease(row: Omit<SiteReleasesTable, "number">): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      const last = await db
        .selectFrom("site_releases")
        .select((eb) => eb.fn.max("number").as("last"))
        .executeTakeFirst();
      const number = Number(last?.last ?? 0) + 1;
      try {
        await database.write([db.insertInto("site_releases").values({ ...row, number })]);
        return number;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }

  const releaseDir = (number: number) => join(releasesDir, String(number));

  /** The release's folder if it holds this build's rendering of it, otherwise undefined. */
  async function renderedFolder(number: number, buildId: string): Promise<string | undefined> {
    try {
      const note = JSON.parse(await readFile(join(releaseDir(number), RELEASE_NOTE), "utf8")) as { number: number; buildId: string };
      return note.number === number && note.buildId === buildId ? releaseDir(number) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Renders `content` as release `number` into its folder, written whole under another name first. An
   * instance sharing the folder that finished first wins; its files are the same.
   */
  async function renderInto(number: number, content: SiteContent): Promise<{ dir: string; problems: RenderProblem[] }> {
    const builds = await publisher.builds(publisherDir);
    const existing = await renderedFolder(number, builds.buildId);
    if (existing) return { dir: existing, problems: [] };
    await mkdir(releasesDir, { recursive: true });
    const temporary = join(releasesDir, `${number}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
    try {
      let problems: RenderProblem[] = [];
      const { SEED_CONTENT } = await publisher.binding();
      // Compared as a stored release is read back (its keys in the model's order), so the seed read from
      // the database is still recognised as the seed.
      const asStored = (candidate: SiteContent) => JSON.stringify(readStoredContent(JSON.stringify(candidate)));
      if (asStored(content) === asStored(SEED_CONTENT)) {
        // The build rendered the seed already, byte for byte as the publisher would (render-release.test.ts).
        await linkSite(siteDir, temporary);
      } else {
        ({ problems } = await (await publisher.render()).renderRelease({ content, outDir: temporary, siteDir, publisherDir }));
      }
      if (problems.length > 0) return { dir: temporary, problems };
      await writeFile(join(temporary, RELEASE_NOTE), JSON.stringify({ number, buildId: builds.buildId }));
      // A folder left by another build goes; one another instance sharing DATA_DIR has just finished stays.
      if (!(await renderedFolder(number, builds.buildId))) await rm(releaseDir(number), { recursive: true, force: true });
      await rename(temporary, releaseDir(number)).catch(async (error: unknown) => {
        if (!(await renderedFolder(number, builds.buildId))) throw error;
      });
      return { dir: releaseDir(number), problems: [] };
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
  }

  /** Keeps the live release's folder, the newest others and those being written; removes the rest. */
  async function collectOldFolders(live: number): Promise<void> {
    let names: string[];
    try {
      names = await readdir(releasesDir);
    } catch {
      return;
    }
    const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
    const keep = new Set([
      live,
      ...numbers
        .filter((number) => number !== live)
        .sort((a, b) => b - a)
        .slice(0, KEPT_RELEASE_FOLDERS),
    ]);
    const served = options.served.current().release;
    if (served !== undefined) keep.add(served);
    for (const number of numbers) if (!keep.has(number)) await rm(releaseDir(number), { recursive: true, force: true });
  }

  async function swapTo(number: number, dir: string, content: SiteContent): Promise<SiteSnapshot> {
    const snapshot = await readSiteSnapshot(dir, { release: number, content });
    options.served.swap(snapshot);
    learnDoctorNames(content.doctors);
    return snapshot;
  }

  async function notifyOthers(number: number): Promise<void> {
    if (database.dialect !== "postgres") return;
    await sql`select pg_notify(${RELEASE_CHANNEL}, ${String(number)})`.execute(db);
  }

  /** Serves the live release (rendering it if this build has not), unless it is served already. */
  const syncToLive = () =>
    exclusive(async () => {
      if (stopped) return;
      const live = await liveRow();
      if (!live) return;
      const number = Number(live.number);
      // Read once: every poll comes here, and the render and the schedule read the same release.
      const content = readStoredContent(live.content);
      if (options.served.current().release !== number) {
        const { dir, problems } = await renderInto(number, content);
        if (problems.length > 0)
          throw new Error(
            `Release ${number} does not render with this build: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ")}`,
          );
        await swapTo(number, dir, content);
        log.info({ release: number }, "serving the live release");
        await collectOldFolders(number);
      }
      isReady = true;
      await scheduleNextChange(content);
    });

  /**
   * Records the repository's content (the seed) as release 1, live: what a fresh install serves (the
   * build's own pages). Two instances starting on a fresh database: one records it, the other finds it live.
   */
  async function recordSeed(): Promise<void> {
    const builds = await publisher.builds(publisherDir);
    const at = now().toISOString();
    await database
      .write([
        db.insertInto("site_releases").values({
          number: 1,
          content: JSON.stringify((await publisher.binding()).SEED_CONTENT),
          state: "live",
          problems: "[]",
          reason: "seed",
          restores: null,
          build_id: builds.buildId,
          created_by: "seed",
          created_at: at,
          live_at: at,
        }),
      ])
      .catch(async (error: unknown) => {
        if (!(await liveRow())) throw error;
      });
  }

  async function publish(
    content: SiteContent,
    { by, reason = "publish", restores }: { by: string; reason?: ReleaseReason; restores?: number },
  ) {
    const checked: RenderProblem[] = (await publisher.binding())
      .contentProblems(content)
      .map(({ kind, key, path, message }) => ({ kind, key, path, message }));
    if (checked.length > 0) return { ok: false as const, problems: checked };
    return exclusive(async (): Promise<PublishOutcome> => {
      const builds = await publisher.builds(publisherDir);
      // The first publish on a database no server has started on (`npm run content -- import FILE
      // --publish` on a fresh install): the seed is release 1 first, so the history says what was live
      // before, and a rollback to it is possible.
      if (!(await selectReleases().limit(1).executeTakeFirst())) await recordSeed();
      const number = await insertRelease({
        content: JSON.stringify(content),
        state: "rendering",
        problems: "[]",
        reason,
        restores: restores ?? null,
        build_id: builds.buildId,
        created_by: by,
        created_at: now().toISOString(),
        live_at: null,
      });
      const fail = async (problems: RenderProblem[]): Promise<PublishOutcome> => {
        await database.write([
          db
            .updateTable("site_releases")
            .set({ state: "failed", problems: JSON.stringify(problems) })
            .where("number", "=", number),
        ]);
        await rm(releaseDir(number), { recursive: true, force: true });
        log.info({ release: number, problems: problems.length }, "release refused");
        const row = await selectReleases().where("number", "=", number).executeTakeFirstOrThrow();
        return { ok: false, problems, release: toRelease(row) };
      };
      let snapshot: SiteSnapshot;
      let warnings: RenderProblem[];
      try {
        const { dir, problems } = await renderInto(number, content);
        if (problems.length > 0) return await fail(problems);
        snapshot = await readSiteSnapshot(dir, { release: number, content });
        const budgets = await (await publisher.budgets()).budgetChecks(snapshot);
        if (budgets.problems.length > 0) return await fail(budgets.problems);
        warnings = budgets.warnings;
      } catch (error) {
        return await fail([{ path: "/", message: `The site did not render: ${(error as Error).message}` }]);
      }
      const liveAt = now().toISOString();
      await database.write([
        db.updateTable("site_releases").set({ state: "superseded" }).where("state", "=", "live").where("number", "<>", number),
        db
          .updateTable("site_releases")
          .set({ state: "live", live_at: liveAt, problems: JSON.stringify(warnings) })
          .where("number", "=", number),
      ]);
      options.served.swap(snapshot);
      learnDoctorNames(content.doctors);
      isReady = true;
      await notifyOthers(number).catch((error: unknown) => log.error({ err: error }, "could not notify the other instances"));
      await collectOldFolders(number);
      await scheduleNextChange(content);
      const release = toRelease(await selectReleases().where("number", "=", number).executeTakeFirstOrThrow());
      log.info({ release: number, reason, by, slowerPages: warnings.map((warning) => warning.path) }, "release live");
      options.onLive?.(release);
      return { ok: true, release, warnings };
    });
  }

  /** Re-renders the live content when its pages change by themselves (a notice starts or ends). */
  async function scheduleNextChange(content: SiteContent): Promise<void> {
    if (scheduled) clearTimeout(scheduled);
    scheduled = undefined;
    if (stopped || !holdsScheduleLock) return;
    const { contentChangesAt } = await publisher.binding();
    const at = contentChangesAt(content, now());
    if (!at) return;
    // Timers hold at most about 24.8 days; a later change is scheduled again when this one fires.
    const delay = Math.min(Math.max(0, at.getTime() - now().getTime()), 2 ** 31 - 1);
    scheduled = setTimeout(() => {
      void (async () => {
        const live = await liveRow();
        if (!live) return;
        const { contentChangesAt } = await publisher.binding();
        const content = readStoredContent(live.content);
        const nextAt = contentChangesAt(content, new Date(now().getTime() - 1));
        if (nextAt && nextAt.getTime() > now().getTime()) return scheduleNextChange(content);
        await publish(content, { by: "schedule", reason: "schedule" });
      })().catch((error: unknown) => log.error({ err: error }, "scheduled re-render failed"));
    }, delay);
    scheduled.unref();
  }

  async function listen(): Promise<void> {
    if (database.dialect !== "postgres" || stopped) return;
    const client = new pg.Client({ connectionString: options.database.databaseUrl, application_name: "hospital-website-releases" });
    client.on("error", () => undefined);
    client.on("end", () => {
      if (listener === client) listener = undefined;
      holdsScheduleLock = false;
      // Reconnect after a pause; the polling covers the gap.
      if (!stopped) setTimeout(() => void listen().catch(() => undefined), pollMs).unref();
    });
    client.on("notification", (message) => {
      if (message.channel === RELEASE_CHANNEL)
        void syncToLive().catch((error: unknown) => log.error({ err: error }, "could not serve the new release"));
    });
    await client.connect();
    await client.query(`listen ${RELEASE_CHANNEL}`);
    // The instance that holds this session's lock runs the scheduled re-renders; if it goes, another takes over at its next poll.
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtextextended($1, 0)) as locked", [
      SCHEDULE_LOCK_KEY,
    ]);
    holdsScheduleLock = rows[0]?.locked === true;
    listener = client;
  }

  return {
    publishContent: publish,
    async liveRelease() {
      const row = await liveRow();
      return row && withContent(row);
    },
    async release(number) {
      const row = await selectReleases().where("number", "=", number).executeTakeFirst();
      return row && withContent(row);
    },
    async list(limit = 50) {
      return (await selectReleases().orderBy("number", "desc").limit(limit).execute()).map(toRelease);
    },
    async rollbackTo(number, by) {
      const earlier = await selectReleases().where("number", "=", number).executeTakeFirst();
      if (!earlier || earlier.live_at === null)
        return { ok: false, problems: [{ path: "/", message: `Release ${number} was never live: there is nothing of it to restore.` }] };
      return publish(readStoredContent(earlier.content), { by, reason: "rollback", restores: number });
    },
    async start() {
      if (!(await liveRow())) await recordSeed();
      // Polling first: if the live release cannot be put in place now, the next poll tries again.
      poller = setInterval(() => {
        void (async () => {
          if (database.dialect === "postgres" && !listener) await listen().catch(() => undefined);
          await syncToLive();
        })().catch((error: unknown) => log.error({ err: error }, "could not check for a new release"));
      }, pollMs);
      poller.unref();
      await listen().catch((error: unknown) => log.error({ err: error }, "could not listen for releases; polling only"));
      await syncToLive();
    },
    ready: () => isReady,
    syncToLive,
    async stop() {
      stopped = true;
      if (poller) clearInterval(poller);
      if (scheduled) clearTimeout(scheduled);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await exclusive(async () => undefined);
      await database.close();
    },
  };
}
