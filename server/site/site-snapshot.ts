/**
 * The site as it is served at one moment: a release's folder and everything the server works out from
 * it once (the file and page maps, each page's CSP hashes and policies, the `?doctor=` pages, the
 * strong ETags), as one object that is never changed. A new release replaces it by one assignment
 * (`ServedSite.swap`), which is atomic on the event loop: a request works with the snapshot it started
 * with to its end (its file, its page's policy), so a publish never mixes two releases in one answer,
 * and a release that failed to render or to read never replaces anything.
 *
 * A release keeps most of its files from the one before (hard links: server/publish/render-release.ts).
 * Read with the snapshot it follows (`previous`), a file that is the same file (device, inode, size and
 * time of its last change) keeps what was worked out from it, and only the pages written anew are read.
 * What the publisher worked out from a page it wrote (`pageFacts`, page-facts.ts) is taken for a page with
 * exactly those bytes; any other page is parsed, once, for all of it.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { SiteContent } from "#app/content/model/site-content";
import { type PageHashes, embeddedFrameOrigins, policyDirectives } from "../http/content-security-policy";
import { type ChosenPage, doctorChoicePages } from "./doctor-choice";
import { type PageFacts, pageFactsOf } from "./page-facts";
import { type SiteFiles, readSiteFiles } from "./site-files";

export type SiteSnapshot = SiteFiles & {
  /** The folder its files are in (absolute). */
  root: string;
  /** The release it is (its number), when it came from one; the build's own folder has none. */
  release?: number;
  /**
   * The content its pages were rendered from, when it came from a release; the build's own folder is the
   * seed's. What the site's forms accept (the doctors, the specialities) is read from it, so a form is
   * checked against the same release its page showed.
   */
  content?: SiteContent;
  /** Page file -> the hashes of its inline scripts and styles (CSP). */
  pageHashes: Map<string, PageHashes>;
  /** Page file -> doctor id -> that page with the doctor chosen. */
  doctorChoices: Map<string, Map<string, ChosenPage>>;
  /** Page file -> every script its HTML starts loading (the publish's script budget, server/publish/budgets.ts). */
  entryScripts: Map<string, string[]>;
  /** Origins its pages embed in frames (CSP frame-src). */
  frameOrigins: string[];
  /** File (relative) -> strong ETag from its content, for everything but the hashed assets. */
  etags: Map<string, string>;
  /** File (relative) -> what identifies that very file (fileIdentity), for the pages and the validated files. */
  identities: Map<string, string>;
  /** The Content-Security-Policy for a page file (or none) over TLS or not; worked out once per page. */
  policy(file: string | undefined, options: { overTls: boolean; apiOrigin?: string }): string;
};

export type SnapshotOptions = {
  release?: number;
  content?: SiteContent;
  /** Origins the site's pages may frame; by default those the repository's content embeds. */
  frameOrigins?: string[];
  /** The snapshot served before, whose work on the files this folder shares with it is kept. */
  previous?: SiteSnapshot;
  /** Page file -> what the publisher worked out from the page it wrote there, taken if the file has those bytes. */
  pageFacts?: ReadonlyMap<string, PageFacts>;
};

/**
 * The same file, not only the same name: a release's folder links the files it keeps from the one before,
 * and no file of a release is written again once it is whole.
 */
export async function fileIdentity(path: string): Promise<string> {
  const { dev, ino, size, mtimeMs } = await stat(path);
  return `${dev}:${ino}:${size}:${mtimeMs}`;
}

const HASHED_ASSET_PREFIX = "/assets/";

/** A strong validator that is the same on every instance that serves the same bytes (not size and mtime). */
export const contentEtag = (content: Buffer) => `"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;

/** Reads a site folder into a snapshot; throws if it is not a whole site (then nothing is swapped). */
export async function readSiteSnapshot(siteDir: string, options: SnapshotOptions = {}): Promise<SiteSnapshot> {
  const root = resolve(siteDir);
  // Said in words: a test or a server started on a fresh clone otherwise fails on an ENOENT deep in the reading.
  if (!existsSync(join(root, "index.html"))) throw new Error(`No built site in ${root}: run "npm run build" first.`);
  const files = await readSiteFiles(root);
  const pageFiles = new Set([...files.pages.values(), ...Object.values(files.specialityFallback)]);
  const validated = [...pageFiles, ...[...files.files].filter(([path]) => !path.startsWith(HASHED_ASSET_PREFIX)).map(([, file]) => file)];
  const identities = new Map<string, string>();
  for (const file of new Set(validated)) identities.set(file, await fileIdentity(join(root, file)));
  const previous = options.previous;
  const kept = (file: string) => previous !== undefined && previous.identities.get(file) === identities.get(file);

  const pageHashes = new Map<string, PageHashes>();
  const doctorChoices = new Map<string, Map<string, ChosenPage>>();
  const entryScripts = new Map<string, string[]>();
  const etags = new Map<string, string>();
  for (const file of identities.keys()) {
    if (kept(file)) {
      etags.set(file, previous!.etags.get(file)!);
      const hashes = previous!.pageHashes.get(file);
      if (hashes) pageHashes.set(file, hashes);
      const scripts = previous!.entryScripts.get(file);
      if (scripts) entryScripts.set(file, scripts);
      const choices = previous!.doctorChoices.get(file);
      if (choices) doctorChoices.set(file, choices);
      continue;
    }
    const content = await readFile(join(root, file));
    const etag = contentEtag(content);
    etags.set(file, etag);
    if (!pageFiles.has(file)) continue;
    // The publisher's reading of these very bytes, or one reading now.
    const html = content.toString("utf8");
    const noted = options.pageFacts?.get(file);
    const facts = noted?.etag === etag ? noted : pageFactsOf(html, etag);
    pageHashes.set(file, { scripts: facts.scripts, styles: facts.styles });
    entryScripts.set(file, facts.entryScripts);
    if (facts.doctorChoices) doctorChoices.set(file, doctorChoicePages(html, facts.doctorChoices));
  }
  const frameOrigins = options.frameOrigins ?? embeddedFrameOrigins();
  const policies = new Map<string, string>();
  return {
    ...files,
    root,
    release: options.release,
    content: options.content,
    pageHashes,
    doctorChoices,
    entryScripts,
    frameOrigins,
    etags,
    identities,
    policy(file, { overTls, apiOrigin }) {
      const key = `${overTls ? "tls" : "plain"}:${apiOrigin ?? ""}:${file ?? ""}`;
      let policy = policies.get(key);
      if (policy === undefined) {
        const hashes = (file === undefined ? undefined : pageHashes.get(file)) ?? { scripts: [], styles: [] };
        policy = policyDirectives({ apiOrigin, frameOrigins, scriptHashes: hashes.scripts, styleHashes: hashes.styles, overTls });
        policies.set(key, policy);
      }
      return policy;
    },
  };
}

/** The one snapshot being served, replaced whole. */
export type ServedSite = {
  current(): SiteSnapshot;
  /** Serves `next` from now on; requests already answering go on with the snapshot they started with. */
  swap(next: SiteSnapshot): void;
};

export function createServedSite(initial: SiteSnapshot): ServedSite {
  let current = initial;
  return {
    current: () => current,
    swap(next) {
      current = next;
    },
  };
}
