/**
 * The content store's publisher over the site's releases (server/publish/releases.ts: publishContent,
 * liveRelease, rollbackTo, list; and the preview renderer). The server's running `Releases` is handed
 * in (server/main.ts), so the desk's store does not depend on how a release is rendered.
 *
 * Without them (a command run where nothing renders: `npm run content:todo`, `npm run content --
 * export`), the live content is read from the releases table itself, and the repository's content
 * (the seed) stands for it on a database that has none yet, as a fresh install's first release is.
 */
import { sql } from "kysely";
import { CONTENT_KINDS } from "#app/content/model/editable-kinds";
import { SEED_CONTENT, type SiteContent, siteContentProblems, storedSiteContent } from "#app/content/model/site-content";
import type { Locale } from "#common/locale";
import type { DeskDatabase } from "../desk/desk-database";
import type { Releases } from "../publish/releases";
import type { ContentPublisher, LiveRelease, PublishOutcome, ReleaseSummary } from "./content-publisher";
import { type ContentDeskOptions, type ContentStore, createContentStore } from "./content-store";

/** What the store uses of server/publish/releases.ts (its `Releases`), and the preview renderer when there is one. */
export type ReleaseFunctions = Pick<Releases, "publishContent" | "liveRelease" | "rollbackTo" | "list" | "release">;
export type PreviewRenderer = (content: SiteContent, path: string, locale: Locale) => Promise<string | null>;

/** The releases' own idea of the content (server/publish/content-binding.ts), which is the site's SiteContent. */
type ReleasedContent = Parameters<Releases["publishContent"]>[0];

const outcomeOf = (outcome: Awaited<ReturnType<Releases["publishContent"]>>): PublishOutcome =>
  outcome.ok ? { number: outcome.release.number, warnings: outcome.warnings } : { problems: outcome.problems, fault: outcome.fault };

/** The publisher the desk's store uses on a running server: the releases that render and swap the site. */
export function releasePublisher(releases: ReleaseFunctions, renderPreview?: PreviewRenderer): ContentPublisher<SiteContent> {
  return {
    async live(): Promise<LiveRelease<SiteContent>> {
      const release = await releases.liveRelease();
      // Before the server has recorded the seed as release 1.
      if (!release) return { number: 0, content: SEED_CONTENT, by: "seed" };
      return {
        number: release.number,
        content: release.content as unknown as SiteContent,
        by: release.createdBy,
        at: release.liveAt ?? undefined,
      };
    },
    publish: async (content, meta) => outcomeOf(await releases.publishContent(content as unknown as ReleasedContent, meta)),
    rollback: async (number, by, options) => outcomeOf(await releases.rollbackTo(number, by, options)),
    async contentOf(number) {
      const release = await releases.release(number);
      return release && release.liveAt !== null ? (release.content as unknown as SiteContent) : undefined;
    },
    async releases(): Promise<ReleaseSummary[]> {
      return (await releases.list()).map((release) => ({
        number: release.number,
        state: release.state,
        reason: release.reason,
        createdBy: release.createdBy,
        createdAt: release.createdAt,
        liveAt: release.liveAt,
        restores: release.restores,
      }));
    },
    preview: renderPreview,
  };
}

/**
 * What the desk plugin takes (DeskOptions.content) on a running server, over the desk's connection:
 * `content: contentDeskOptions(deskDatabase, releases)` in server/main.ts.
 */
export function contentDeskOptions(
  database: DeskDatabase,
  releases: ReleaseFunctions,
  renderPreview?: PreviewRenderer,
  instanceId?: string,
): ContentDeskOptions {
  const store = createContentStore<SiteContent>({
    database,
    instanceId,
    kinds: CONTENT_KINDS,
    publisher: releasePublisher(releases, renderPreview),
    problemsOf: siteContentProblems,
  });
  return { store: store as ContentStore<unknown> };
}

/**
 * The live release's content as the releases table holds it (server/publish: `site_releases`, the
 * newest row whose state is live), or null when the database has none (a fresh install, or a database
 * from before releases).
 */
export async function readLiveRelease(database: DeskDatabase): Promise<{ number: number; content: SiteContent; createdBy: string } | null> {
  try {
    const result = await sql<{ number: number; content: string; created_by: string }>`
      select number, content, created_by from site_releases where state = 'live' order by number desc limit 1
    `.execute(database.db);
    const row = result.rows[0];
    return row ? { number: Number(row.number), content: storedSiteContent(row.content), createdBy: row.created_by } : null;
  } catch (error) {
    // No releases table yet: nothing has been published on this database.
    if (/site_releases/.test((error as Error).message)) return null;
    throw error;
  }
}

const NOT_RENDERING =
  "Publishing needs the server's renderer: publish from the desk, or import without --publish and publish the drafts there.";

/** A publisher that can read what is live but not render: for the command line where no renderer runs. */
export function readOnlyPublisher(database: DeskDatabase): ContentPublisher<SiteContent> {
  const refuse = async (): Promise<PublishOutcome> => ({ problems: [{ path: "", message: NOT_RENDERING }] });
  return {
    async live() {
      const release = await readLiveRelease(database);
      return release
        ? { number: release.number, content: release.content, by: release.createdBy }
        : { number: 0, content: SEED_CONTENT, by: "seed" };
    },
    publish: refuse,
    rollback: refuse,
    async releases() {
      return [];
    },
    async contentOf() {
      return undefined;
    },
  };
}

/**
 * For the command line (`npm run content -- import FILE --publish`): reads what is live from the
 * releases table, and opens the site's releases (which render) only when asked to publish or roll
 * back, so an export or an import as drafts needs no build. A server running on the same database
 * serves the new release at its next poll (both dialects), or at once on PostgreSQL's notification.
 */
export function onDemandReleasePublisher(database: DeskDatabase, open: () => Promise<ReleaseFunctions>): ContentPublisher<SiteContent> {
  const reading = readOnlyPublisher(database);
  const rendering = async () => releasePublisher(await open());
  return {
    live: () => reading.live(),
    publish: async (content, meta) => (await rendering()).publish(content, meta),
    rollback: async (number, by, options) => (await rendering()).rollback(number, by, options),
    releases: async () => (await rendering()).releases(),
    contentOf: async (number) => (await rendering()).contentOf(number),
  };
}
