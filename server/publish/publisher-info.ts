/**
 * What the build notes beside each kept server build (keepServerBuild in vite.config.ts writes
 * publisher.json), and the one id of the builds of every language. Read without loading the builds
 * themselves (React, React Router and the site's code): an instance that serves a release already
 * rendered by this build needs only the id, and loads the builds when it renders (publisher-builds.ts).
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "#common/locale";

export const DEFAULT_PUBLISHER_DIR = "build/publisher";

/** Written beside each kept server build by the build (keepServerBuild in vite.config.ts). */
const PUBLISHER_INFO_FILE = "publisher.json";

/**
 * `siteUrl`: VITE_SITE_URL as the build saw it (empty when unset); `buildId`: a hash of the server
 * build's files.
 */
export type PublisherInfo = { locale: string; siteUrl: string; buildId: string };

/** The folder of one language's kept server build. */
export const publisherLocaleDir = (publisherDir: string, locale: Locale) => resolve(publisherDir, locale);

export async function readPublisherInfo(publisherDir: string, locale: Locale): Promise<PublisherInfo> {
  const directory = publisherLocaleDir(publisherDir, locale);
  try {
    return JSON.parse(await readFile(join(directory, PUBLISHER_INFO_FILE), "utf8")) as PublisherInfo;
  } catch (error) {
    throw new Error(`No server build for the publisher in ${directory}: run "npm run build" first.`, { cause: error });
  }
}

/** One id for the builds of every language (`infos` in LOCALES' order): a release rendered by another build has another. */
export function publisherBuildIdOf(infos: readonly PublisherInfo[]): string {
  return createHash("sha256")
    .update(infos.map((info, index) => `${LOCALES[index]}:${info.buildId}`).join(","))
    .digest("base64url")
    .slice(0, 16);
}

const ids = new Map<string, Promise<string>>();

/** The id of the kept builds under `publisherDir`, read once and then shared. */
export function publisherBuildId(publisherDir = DEFAULT_PUBLISHER_DIR): Promise<string> {
  const key = resolve(publisherDir);
  let id = ids.get(key);
  if (!id) {
    id = Promise.all(LOCALES.map((locale) => readPublisherInfo(publisherDir, locale))).then(publisherBuildIdOf);
    // A failed read (no build yet) is tried again next time rather than remembered.
    id.catch(() => ids.delete(key));
    ids.set(key, id);
  }
  return id;
}
