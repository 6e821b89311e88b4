/**
 * The note beside a release's files (render-release.ts writes it): the builds that rendered it, and for
 * each rendered file (page, data, sitemap, robots.txt) a hash of what it was rendered as, before any
 * post-processing, a page's hydration data file, and what was worked out from the finished page
 * (server/site/page-facts.ts). Not a rendered file: never served as one, never compressed.
 *
 * A module of its own, light, so that an instance that only serves a release already rendered (a restart,
 * another instance's publish) reads what the publisher worked out without loading the publisher.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PageFacts } from "../site/page-facts";

export const RENDER_NOTE = ".rendered.json";

export type RenderedFileNote = { rendered: string; hydrationData?: string; facts?: PageFacts };
export type RenderNote = { buildId: string; files: Record<string, RenderedFileNote> };

/** What a file was rendered as (`rendered` in the note): its text before any post-processing, hashed. */
export const renderedHash = (text: string) => createHash("sha256").update(text, "utf8").digest("base64url");

/** The note of `folder`, if it has one (a build's own folder has one: scripts/build-render-note.ts). */
export async function readRenderNote(folder: string): Promise<RenderNote | undefined> {
  try {
    return JSON.parse(await readFile(join(folder, RENDER_NOTE), "utf8")) as RenderNote;
  } catch {
    return undefined;
  }
}

/**
 * Page file -> what the publisher worked out from it, as the note of `folder` says; the snapshot takes
 * each only for a file with exactly the bytes it was worked out from (its ETag).
 */
export async function notedPageFacts(folder: string): Promise<Map<string, PageFacts>> {
  const note = await readRenderNote(folder);
  return new Map(Object.entries(note?.files ?? {}).flatMap(([file, { facts }]) => (facts ? [[file, facts] as [string, PageFacts]] : [])));
}
