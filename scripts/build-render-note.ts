/**
 * The publisher's note (server/publish/render-note.ts) for the build's own pages. The release a deploy
 * starts from is the build's folder (the seed's release is a copy of it, or the served folder itself), and
 * a publish keeps each page rendered as the live release's note says it was. Without a note there, the
 * first publish after a deploy finished and compressed every page anew, even for a change to one doctor;
 * with it, that publish keeps every page the change leaves as the build rendered it.
 *
 * The same facts as the publisher notes: what each rendered file (page, data, sitemap, robots.txt) was
 * rendered as, hashed before the first-paint rewrite; a page's hydration data file; and what the server
 * works out from the finished page, from the rewrite's own reading of it. A page the publisher renders
 * otherwise than the build did has another hash, and is finished anew, as any changed page.
 *
 * Each language's build notes its own pages in its folder (react-router.config.ts's buildEnd), with no
 * build's id yet; `npm run build` (build-site.ts) gathers the languages' notes into the site's once every
 * language's server build is kept, and names those builds (publisher-info.ts). A dot-file: never served
 * (server/site/site-files.ts), written after the compression, never compressed.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { builtPages } from "#pipeline/scripts-after-first-paint";
import { SEO_FILES } from "#pipeline/seo-files";
import { type RenderNote, RENDER_NOTE, readRenderNote, renderedHash } from "#server/publish/render-note";
import { publisherBuildId } from "#server/publish/publisher-info";
import { finishPagesNoting } from "#server/publish/finish-noted";

/** A language's note before the site's: no build's id, which needs every language's server build. */
const UNNAMED_BUILD = "";

async function dataFiles(directory: string): Promise<string[]> {
  return (await readdir(directory, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".data"))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * Rewrites every page of a language's build for the first paint, as loadScriptsAfterFirstPaintInBuild
 * does, noting first what each rendered file was rendered as, then what each finished page holds.
 */
export async function finishPagesNoted(directory: string): Promise<RenderNote["files"]> {
  const pages = await builtPages(directory);
  const seoFiles = SEO_FILES.filter((file) => existsSync(join(directory, file)));
  const files: RenderNote["files"] = {};
  for (const file of [...pages, ...(await dataFiles(directory)), ...seoFiles])
    files[file] = { rendered: renderedHash(await readFile(join(directory, file), "utf8")) };
  await finishPagesNoting(directory, pages, files);
  return files;
}

/** Writes a language's note into its build's folder (after its compression: the note is not a site file). */
export async function writeLocaleNote(directory: string, files: RenderNote["files"]): Promise<void> {
  await writeFile(join(directory, RENDER_NOTE), JSON.stringify({ buildId: UNNAMED_BUILD, files } satisfies RenderNote));
}

/** A language's note of the files it adds to the site (those under `prefix`, or all for the root's language). */
export async function localeNoteFiles(directory: string, prefix = ""): Promise<RenderNote["files"]> {
  const files = (await readRenderNote(directory))?.files ?? {};
  return Object.fromEntries(Object.entries(files).filter(([file]) => prefix === "" || file.startsWith(`${prefix}/`)));
}

/** The site's note: every language's files, named by the builds that rendered them. */
export async function writeSiteNote(siteDir: string, files: RenderNote["files"], publisherDir?: string): Promise<void> {
  await writeFile(
    join(siteDir, RENDER_NOTE),
    JSON.stringify({ buildId: await publisherBuildId(publisherDir), files } satisfies RenderNote),
  );
}
