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
 *   a note of the build that rendered them; an instance whose build differs renders them again. A page
 *   rendered as the served release rendered it keeps that release's finished files (render-release.ts),
 *   and the snapshot what it worked out from them: a publish finishes and checks only what changed.
 * - A publish tells whoever asked for it how far it is as it goes (its step, and pages done of pages to
 *   do: publish-progress.ts); the desk's store puts that where every instance's desk reads it.
 * - On start the live release is put in place before /readyz says ready; a fresh database records
 *   the repository's content (the seed) as release 1, whose pages are the build's own.
 */
import { randomBytes } from "node:crypto";
import { link, copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { DatabaseOptions } from "../store/dialect";
import { type DeskDatabase, openDeskDatabase } from "../desk/desk-database";
import { type ServedSite, type SiteSnapshot, readSiteSnapshot } from "../site/site-snapshot";
import type { RenderProblem } from "./render-release";
import { notedPageFacts } from "./render-note";
import { PUBLISH_STEPS, type PublishProgress, type PublishProgressListener } from "./publish-progress";
import { type SiteContent, readStoredContent } from "./content-binding";
import { learnDoctorNames } from "../submissions/appointment-choices";
import { type MomentSchedule, createMomentSchedule } from "./moment-schedule";
import type { ReleaseReason, ReleaseSchema, ReleaseState, SiteReleasesTable } from "./release-tables";

/**
 * The publisher's own modules (the content model, React Router, the post-processing) load on first
 * use, after the server is listening: an instance that starts answers /healthz without waiting for them.
 * The kept server builds (React, React Router, the site's code) and the post-processing load only when
 * this instance renders: serving a release already rendered by this build needs only the builds' id.
 */
const publisher = {
  binding: () => import("./content-binding"),
  render: () => import("./render-release"),
  budgets: () => import("./budgets"),
  buildId: async (publisherDir: string) => (await import("./publisher-info")).publisherBuildId(publisherDir),
};
const DEFAULT_SITE_DIR = "build/client";
const DEFAULT_PUBLISHER_DIR = "build/publisher";

/** PostgreSQL's channel for "release n is live". */
export const RELEASE_CHANNEL = "site_release";
export const DEFAULT_POLL_MS = 10_000;
/** Release folders kept besides the live one: for requests still reading them and quick rollbacks. */
export const KEPT_RELEASE_FOLDERS = 3;
/** Beside a release's files: which release, which build rendered them, and for which moment (moment-schedule.ts). */
const RELEASE_NOTE = ".release.json";
/** Session-level advisory lock of the instance that runs the scheduled re-renders (PostgreSQL). */
const SCHEDULE_LOCK_KEY = "site-release-schedule";
/** A release being written: `<n>.tmp-<pid>-<random>`, renamed to `<n>` once whole. */
const TEMPORARY_MARK = ".tmp-";
const TEMPORARY_NAME = /^\d+\.tmp-(\d+)-[0-9a-f]+$/;
/** Longer than any render takes (half a minute on a busy machine): a temporary folder older is abandoned. */
const ABANDONED_RENDER_MS = 30 * 60 * 1000;

/** Whether a process of this machine with that id runs (a folder's writer, killed mid-render, does not). */
function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

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
/** `fault`: the server could not write the site (a full disk, a failing disk): not a problem of the content. */
export type PublishOutcome =
  { ok: true; release: Release; warnings: RenderProblem[] } | { ok: false; problems: RenderProblem[]; release?: Release; fault?: string };

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
  /**
   * The same for this instance across its restarts (config.instanceId): a publish it was rendering when
   * it was killed is recognised as its own, and abandoned, when it starts again.
   */
  instanceId?: string;
};

/** `onProgress`: told of each step of the render and of its pages as it goes (publish-progress.ts). */
export type PublishOptions = { by: string; reason?: ReleaseReason; restores?: number; onProgress?: PublishProgressListener };

export type Releases = {
  /** Checks, renders and makes `content` live, or refuses it with the reasons and changes nothing public. */
  publishContent(content: SiteContent, options: PublishOptions): Promise<PublishOutcome>;
  liveRelease(): Promise<ReleaseWithContent | undefined>;
  release(number: number): Promise<ReleaseWithContent | undefined>;
  /** The releases, newest first. */
  list(limit?: number): Promise<Release[]>;
  /** Publishes an earlier release's content again, as a new release. */
  rollbackTo(number: number, by: string, options?: { onProgress?: PublishProgressListener }): Promise<PublishOutcome>;
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
  const instanceId = options.instanceId ?? `releases-${randomBytes(6).toString("hex")}`;
  /** This process, as site_releases.written_by names it. */
  const writer = `${instanceId}#${process.pid}`;
  const database: DeskDatabase = openDeskDatabase(options.database);
  const db = database.db as unknown as Kysely<ReleaseSchema>;
  const exclusive = serialised();
  /** The content model (content-binding.ts), loaded on first use like the rest of the publisher. */
  let model: Awaited<ReturnType<typeof publisher.binding>> | undefined;
  const contentModel = async () => (model ??= await publisher.binding());
  const loadedModel = () => {
    if (!model) throw new Error("The content model is used before it was loaded");
    return model;
  };
  /** The temporary folders this process's renders are writing now. */
  const runningRenders = new Set<string>();
  let isReady = false;
  let stopped = false;
  let poller: NodeJS.Timeout | undefined;
  let listener: pg.Client | undefined;
  /** The moment of its content the served release was rendered for (moment-schedule.ts). */
  let servedMoment: string | undefined;
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

  /**
   * The release's folder if it holds this build's rendering of it for `moment`, otherwise undefined: a
   * folder rendered before a notice started is not reused once it has (an instance restarted in its window).
   */
  async function renderedFolder(number: number, buildId: string, moment: string): Promise<string | undefined> {
    try {
      const note = JSON.parse(await readFile(join(releaseDir(number), RELEASE_NOTE), "utf8")) as {
        number: number;
        buildId: string;
        moment?: string;
      };
      return note.number === number && note.buildId === buildId && (note.moment ?? "") === moment ? releaseDir(number) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Renders `content` as release `number` into its folder, written whole under another name first. An
   * instance sharing the folder that finished first wins; its files are the same.
   */
  async function renderInto(
    number: number,
    content: SiteContent,
    onProgress: PublishProgressListener = () => undefined,
  ): Promise<{ dir: string; problems: RenderProblem[]; moment: string }> {
    const buildId = await publisher.buildId(publisherDir);
    const { SEED_CONTENT, momentInForce, changesByItself } = await contentModel();
    // Taken before rendering: if a moment passes during the render, the pages are already out of date
    // by this note, and the schedule renders them again.
    const moment = momentInForce(content, now());
    const existing = await renderedFolder(number, buildId, moment);
    if (existing) return { dir: existing, problems: [], moment };
    await mkdir(releasesDir, { recursive: true });
    const temporary = join(releasesDir, `${number}${TEMPORARY_MARK}${process.pid}-${randomBytes(4).toString("hex")}`);
    runningRenders.add(temporary);
    try {
      let problems: RenderProblem[] = [];
      // Compared as a stored release is read back (its keys in the model's order), so the seed read from
      // the database is still recognised as the seed.
      const asStored = (candidate: SiteContent) => JSON.stringify(readStoredContent(JSON.stringify(candidate)));
      if (asStored(content) === asStored(SEED_CONTENT) && !changesByItself(content)) {
        // The build rendered the seed already, byte for byte as the publisher would (render-release.test.ts);
        // not a seed with notices or leave, whose pages depend on when they were rendered.
        onProgress({ step: PUBLISH_STEPS.keeping });
        await linkSite(siteDir, temporary);
      } else {
        // The served release's finished pages are kept for every page rendered as it rendered them.
        ({ problems } = await (
          await publisher.render()
        ).renderRelease({ content, outDir: temporary, siteDir, publisherDir, onProgress, reuseFrom: options.served.current().root }));
      }
      if (problems.length > 0) return { dir: temporary, problems, moment };
      await writeFile(join(temporary, RELEASE_NOTE), JSON.stringify({ number, buildId, moment }));
      // A folder left by another build or moment goes; one another instance sharing DATA_DIR has just finished stays.
      if (!(await renderedFolder(number, buildId, moment))) await rm(releaseDir(number), { recursive: true, force: true });
      await rename(temporary, releaseDir(number)).catch(async (error: unknown) => {
        if (!(await renderedFolder(number, buildId, moment))) throw error;
      });
      return { dir: releaseDir(number), problems: [], moment };
    } finally {
      runningRenders.delete(temporary);
      await rm(temporary, { recursive: true, force: true });
    }
  }

  /**
   * Removes the temporary folders no render of this process is writing: those of a process that is gone
   * (killed mid-render), and any older than the longest render. Another instance sharing DATA_DIR keeps
   * the one it is writing.
   */
  async function removeAbandonedTemporaryFolders(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(releasesDir);
    } catch {
      return;
    }
    for (const name of names) {
      const match = TEMPORARY_NAME.exec(name);
      if (!match) continue;
      const folder = join(releasesDir, name);
      if (runningRenders.has(folder)) continue;
      const writer = Number(match[1]);
      const age = await stat(folder).then(
        (status) => Date.now() - status.mtimeMs,
        () => 0,
      );
      if (writer === process.pid || !processIsRunning(writer) || age > ABANDONED_RENDER_MS) {
        await rm(folder, { recursive: true, force: true });
        log.info({ folder: name }, "removed a release folder left half-written");
      }
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
    await removeAbandonedTemporaryFolders();
  }

  /**
   * A release's folder as a snapshot: what it shares with the one served is kept, and what the publisher
   * worked out from the pages it wrote is taken from its note (render-note.ts), so no page is parsed again.
   */
  async function readReleaseSnapshot(number: number, dir: string, content: SiteContent): Promise<SiteSnapshot> {
    const pageFacts = await notedPageFacts(dir);
    return readSiteSnapshot(dir, { release: number, content, previous: options.served.current(), pageFacts });
  }

  async function swapTo(number: number, dir: string, content: SiteContent, moment: string): Promise<SiteSnapshot> {
    const snapshot = await readReleaseSnapshot(number, dir, content);
    options.served.swap(snapshot);
    servedMoment = moment;
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
      const { momentInForce } = await contentModel();
      // Not served yet, or served from a rendering made before a moment that has passed since while this
      // instance was not serving (a restart inside a notice's window): rendered again before it is ready.
      const outOfDate = options.served.current().release !== number || (!isReady && servedMoment !== momentInForce(content, now()));
      if (outOfDate) {
        const { dir, problems, moment } = await renderInto(number, content);
        if (problems.length > 0)
          throw new Error(
            `Release ${number} does not render with this build: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ")}`,
          );
        await swapTo(number, dir, content, moment);
        log.info({ release: number }, "serving the live release");
        await collectOldFolders(number);
      }
      isReady = true;
      schedule.follow(content);
    });

  /**
   * Marks failed the releases left `rendering` by an earlier process of this instance (killed mid-publish)
   * or by any process long enough ago that no render can still be running, and removes their half-written
   * folders: the history says what happened, and nothing waits on them.
   */
  async function abandonInterruptedPublishes(): Promise<void> {
    const abandonedBefore = new Date(now().getTime() - ABANDONED_RENDER_MS).toISOString();
    const rendering = await selectReleases().where("state", "=", "rendering").select(["number", "written_by", "created_at"]).execute();
    const interrupted = rendering.filter(
      (row) => (row.written_by?.startsWith(`${instanceId}#`) && row.written_by !== writer) || row.created_at < abandonedBefore,
    );
    if (interrupted.length > 0) {
      const problems: RenderProblem[] = [
        { path: "/", message: "The server stopped while it was publishing this release; nothing of it went live." },
      ];
      await database.write([
        db
          .updateTable("site_releases")
          .set({ state: "failed", problems: JSON.stringify(problems) })
          .where("state", "=", "rendering")
          .where(
            "number",
            "in",
            interrupted.map((row) => Number(row.number)),
          ),
      ]);
      log.info({ releases: interrupted.map((row) => Number(row.number)) }, "marked failed the publishes interrupted by a stop");
    }
    await removeAbandonedTemporaryFolders();
  }

  /**
   * Records the repository's content (the seed) as release 1, live: what a fresh install serves (the
   * build's own pages). Two instances starting on a fresh database: one records it, the other finds it live.
   */
  async function recordSeed(): Promise<void> {
    const buildId = await publisher.buildId(publisherDir);
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
          build_id: buildId,
          created_by: "seed",
          created_at: at,
          live_at: at,
          written_by: writer,
        }),
      ])
      .catch(async (error: unknown) => {
        if (!(await liveRow())) throw error;
      });
  }

  async function publish(content: SiteContent, { by, reason = "publish", restores, onProgress }: PublishOptions) {
    let releaseNumber: number | undefined;
    /** The listener's own failure is no reason to fail a publish. */
    const progress = (report: PublishProgress) => {
      try {
        const told = onProgress?.(releaseNumber === undefined ? report : { ...report, release: releaseNumber });
        if (told instanceof Promise) told.catch((error: unknown) => log.error({ err: error }, "could not record a publish's progress"));
      } catch (error) {
        log.error({ err: error }, "could not record a publish's progress");
      }
    };
    progress({ step: PUBLISH_STEPS.checking });
    const checked: RenderProblem[] = (await contentModel())
      .contentProblems(content)
      .map(({ kind, key, path, message }) => ({ kind, key, path, message }));
    if (checked.length > 0) return { ok: false as const, problems: checked };
    return exclusive(async (): Promise<PublishOutcome> => {
      const buildId = await publisher.buildId(publisherDir);
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
        build_id: buildId,
        created_by: by,
        created_at: now().toISOString(),
        live_at: null,
        written_by: writer,
      });
      releaseNumber = number;
      progress({ step: PUBLISH_STEPS.checking });
      const fail = async (problems: RenderProblem[], fault?: string): Promise<PublishOutcome> => {
        await database.write([
          db
            .updateTable("site_releases")
            .set({ state: "failed", problems: JSON.stringify(problems) })
            .where("number", "=", number),
        ]);
        // On a failing disk this may fail too; the release is refused either way, and said so.
        await rm(releaseDir(number), { recursive: true, force: true }).catch((error: unknown) =>
          log.error({ err: error, release: number }, "could not remove a refused release's folder"),
        );
        log.info({ release: number, problems: problems.length }, "release refused");
        const row = await selectReleases().where("number", "=", number).executeTakeFirstOrThrow();
        return { ok: false, problems, release: toRelease(row), fault };
      };
      let snapshot: SiteSnapshot;
      let warnings: RenderProblem[];
      let moment: string;
      try {
        const rendered = await renderInto(number, content, progress);
        const { dir, problems } = rendered;
        moment = rendered.moment;
        if (problems.length > 0) return await fail(problems);
        progress({ step: PUBLISH_STEPS.checkingSizes });
        snapshot = await readReleaseSnapshot(number, dir, content);
        const budgets = await (await publisher.budgets()).budgetChecks(snapshot);
        if (budgets.problems.length > 0) return await fail(budgets.problems);
        warnings = budgets.warnings;
      } catch (error) {
        // Every problem of the content is a render problem above; what is thrown is the machine's (ENOSPC, EIO).
        const fault = `The server could not write the site: ${(error as Error).message}`;
        return await fail([{ path: "/", message: fault }], fault);
      }
      progress({ step: PUBLISH_STEPS.goingLive });
      const liveAt = now().toISOString();
      await database.write([
        db.updateTable("site_releases").set({ state: "superseded" }).where("state", "=", "live").where("number", "<>", number),
        db
          .updateTable("site_releases")
          .set({ state: "live", live_at: liveAt, problems: JSON.stringify(warnings) })
          .where("number", "=", number),
      ]);
      options.served.swap(snapshot);
      servedMoment = moment;
      learnDoctorNames(content.doctors);
      isReady = true;
      await notifyOthers(number).catch((error: unknown) => log.error({ err: error }, "could not notify the other instances"));
      await collectOldFolders(number);
      schedule.follow(content);
      const release = toRelease(await selectReleases().where("number", "=", number).executeTakeFirstOrThrow());
      log.info({ release: number, reason, by, slowerPages: warnings.map((warning) => warning.path) }, "release live");
      options.onLive?.(release);
      return { ok: true, release, warnings };
    });
  }

  /**
   * Re-renders the live content as a new release (reason "schedule") when its pages change by themselves:
   * a notice starts or ends, a leave ends. One instance does (the one holding the schedule lock on
   * PostgreSQL; the only one on SQLite), and the others serve its release as any other.
   */
  const schedule: MomentSchedule<SiteContent> = createMomentSchedule<SiteContent>({
    now,
    momentAt: (content, at) => loadedModel().momentInForce(content, at),
    nextMomentAfter: (content, after) => loadedModel().contentChangesAt(content, after),
    async liveContent() {
      if (stopped || !holdsScheduleLock) return undefined;
      await contentModel();
      const live = await liveRow();
      // Until this instance serves the live release, syncToLive brings it (for the moment in force).
      if (!live || options.served.current().release !== Number(live.number)) return undefined;
      return readStoredContent(live.content);
    },
    servedMoment: () => servedMoment,
    async render(content) {
      const outcome = await publish(content, { by: "schedule", reason: "schedule" });
      if (!outcome.ok) log.error({ problems: outcome.problems }, "the scheduled re-render was refused");
    },
    onError: (error) => log.error({ err: error }, "scheduled re-render failed"),
  });

  /**
   * The one LISTEN connection of this instance (PostgreSQL): made by the first who asks (start, the poller,
   * the lost connection's end handler) while the others wait for the same attempt, so reconnecting after
   * any number of outages leaves exactly one, and the schedule lock is on it.
   */
  let connecting: Promise<void> | undefined;
  function listen(): Promise<void> {
    if (database.dialect !== "postgres" || stopped || listener) return Promise.resolve();
    connecting ??= connectListener().finally(() => (connecting = undefined));
    return connecting;
  }

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: options.database.databaseUrl, application_name: "hospital-website-releases" });
    let ended = false;
    client.on("error", () => undefined);
    client.on("end", () => {
      ended = true;
      if (listener !== client) return;
      listener = undefined;
      holdsScheduleLock = false;
      // Reconnect after a pause; the polling covers the gap.
      if (!stopped) setTimeout(() => void listen().catch(() => undefined), pollMs).unref();
    });
    client.on("notification", (message) => {
      if (message.channel === RELEASE_CHANNEL)
        void syncToLive().catch((error: unknown) => log.error({ err: error }, "could not serve the new release"));
    });
    try {
      await client.connect();
      await client.query(`listen ${RELEASE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (ended || stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    await takeScheduleLock(client).catch(() => undefined);
  }

  /**
   * The instance whose LISTEN session holds this lock runs the scheduled re-renders; when it goes, its
   * session's lock goes with it, and another instance takes it at its next poll.
   */
  async function takeScheduleLock(client: pg.Client): Promise<void> {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtextextended($1, 0)) as locked", [
      SCHEDULE_LOCK_KEY,
    ]);
    if (listener === client) holdsScheduleLock = rows[0]?.locked === true;
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
    async rollbackTo(number, by, { onProgress } = {}) {
      const earlier = await selectReleases().where("number", "=", number).executeTakeFirst();
      if (!earlier || earlier.live_at === null)
        return { ok: false, problems: [{ path: "/", message: `Release ${number} was never live: there is nothing of it to restore.` }] };
      return publish(readStoredContent(earlier.content), { by, reason: "rollback", restores: number, onProgress });
    },
    async start() {
      if (!(await liveRow())) await recordSeed();
      // Polling first: if the live release cannot be put in place now, the next poll tries again.
      poller = setInterval(() => {
        void (async () => {
          if (database.dialect === "postgres") {
            await listen().catch(() => undefined);
            if (listener && !holdsScheduleLock) await takeScheduleLock(listener).catch(() => undefined);
          }
          await syncToLive();
          // A moment whose timer was late or lost (a suspended machine) is caught here, within a poll.
          await schedule.check();
        })().catch((error: unknown) => log.error({ err: error }, "could not check for a new release"));
      }, pollMs);
      poller.unref();
      await listen().catch((error: unknown) => log.error({ err: error }, "could not listen for releases; polling only"));
      await abandonInterruptedPublishes();
      await syncToLive();
    },
    ready: () => isReady,
    syncToLive,
    async stop() {
      stopped = true;
      if (poller) clearInterval(poller);
      schedule.stop();
      await connecting?.catch(() => undefined);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await exclusive(async () => undefined);
      await database.close();
    },
  };
}
