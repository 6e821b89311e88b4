/**
 * The content store's publisher over the site's releases (server/publish/releases.ts: publishContent,
 * liveRelease, rollbackTo, and renderPreview for the preview). The release functions are handed in,
 * so the server wires the ones it runs (server/main.ts) and this module does not tie the desk's store
 * to how a release is rendered.
 *
 * Without them (a command run where nothing renders: `npm run content:todo`, `npm run content --
 * export`), the live content is read from the releases table itself, and the repository's content
 * (the seed) stands for it on a database that has none yet, as a fresh install's first release is.
 */
import { sql } from "kysely";
import { SEED_CONTENT, type SiteContent } from "#app/content/site-content";
import type { Locale } from "#common/locale";
import type { DeskDatabase } from "../desk/desk-database";
import type { ContentProblem, ContentPublisher, LiveRelease, PublishOutcome, ReleaseReason, ReleaseSummary } from "./content-publisher";

/** What server/publish/releases.ts provides: its functions, with their own database and renderer bound. */
export type ReleaseFunctions = {
  publishContent(
    content: SiteContent,
    meta: { by: string; reason: ReleaseReason },
  ): Promise<{ number: number } | { problems: ContentProblem[] }>;
  liveRelease(): Promise<{ number: number; content: SiteContent; createdBy?: string; liveAt?: string | null } | null>;
  rollbackTo(number: number, by: string): Promise<{ number: number } | { problems: ContentProblem[] }>;
  listReleases(): Promise<ReleaseSummary[]>;
  renderPreview?(content: SiteContent, path: string, locale: Locale): Promise<string | null>;
};

const NOT_RENDERING = "Publishing needs the server's renderer: run this on a server started with `npm start`, or through the desk.";

/** The publisher the desk's store uses on a running server. */
export function releasePublisher(releases: ReleaseFunctions): ContentPublisher<SiteContent> {
  return {
    async live(): Promise<LiveRelease<SiteContent>> {
      const release = await releases.liveRelease();
      if (!release) return { number: 0, content: SEED_CONTENT, by: "seed" };
      return { number: release.number, content: release.content, by: release.createdBy, at: release.liveAt ?? undefined };
    },
    publish: (content, meta): Promise<PublishOutcome> => releases.publishContent(content, meta),
    rollback: (number, by) => releases.rollbackTo(number, by),
    releases: () => releases.listReleases(),
    preview: releases.renderPreview && ((content, path, locale) => releases.renderPreview!(content, path, locale)),
  };
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
    return row ? { number: Number(row.number), content: JSON.parse(row.content) as SiteContent, createdBy: row.created_by } : null;
  } catch (error) {
    // No releases table yet: nothing has been published on this database.
    if (/site_releases/.test((error as Error).message)) return null;
    throw error;
  }
}

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
  };
}
