/**
 * Renders a whole site from a content snapshot, in-process, exactly as `npm run build` renders it: every
 * path of every language through React Router's own request handler over the kept server build (the
 * page's data first, then its HTML with that data, as `prerenderData` / `prerenderRoute` in
 * @react-router/dev do), then the build's own post-processing (the first-paint rewrite with its
 * per-page stylesheet and hydration data, sitemap and robots.txt, Brotli and gzip). What the content
 * cannot change (hashed scripts, pictures, documents) is linked from the build's folder, so the result
 * is a complete site folder the server can serve on its own.
 *
 * Rendering unchanged content gives byte-identical files to the build's (render-release.test.ts).
 *
 * Rendering is cheap and deterministic; the post-processing is not cheap (the rewrite, and Brotli most of
 * all). So every page is rendered, and a page rendered exactly as in the previous release (`reuseFrom`,
 * the live release's folder), by the same build, is not post-processed again: its finished files (the
 * page, its data, its hydration data and their compressed copies) are hard links to that release's. A
 * note in each release's folder (render-note.ts) says what each of its pages was rendered as, and what
 * was worked out from it once finished (its CSP hashes, its scripts, its doctor choices), so the snapshot
 * that serves it parses none of the pages again. The build notes its own folder the same way
 * (scripts/build-render-note.ts), so the first publish after a deploy keeps the build's pages as well. A
 * change to one doctor finishes and compresses that doctor's pages only (releases.test.ts).
 *
 * Each page is written or linked as soon as it is rendered, and finished and compressed from the disk a
 * page at a time: no step holds the whole site in memory.
 */
import { copyFile, link, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import { LOCALES, type Locale, localizedPath } from "#common/locale";
import { precompress } from "#pipeline/precompress";
import { SEO_FILES, robotsTxt, sitemapXml } from "#pipeline/seo-files";
import { DEFAULT_PUBLISHER_DIR, type PublisherBuild, loadPublisherBuilds, publisherForPaths } from "./publisher-builds";
import { type SiteContent, loadContextFor, pagePathsFor, sitemapPathsFor } from "./content-binding";
import { PUBLISH_STEPS, type PublishProgressListener } from "./publish-progress";
import { type RenderNote, RENDER_NOTE, readRenderNote, renderedHash } from "./render-note";
import { finishPagesNoting } from "./finish-noted";

export { RENDER_NOTE };

export const DEFAULT_SITE_DIR = "build/client";

/** A page that did not render, or a step that failed, named by the page's address where there is one. */
export type RenderProblem = {
  /** The page's address, or for a problem of the content a JSON pointer inside the document `kind`/`key`. */
  path: string;
  message: string;
  kind?: string;
  key?: string;
};

export type RenderOptions = {
  content: SiteContent;
  /** Where the site is written; emptied first. */
  outDir: string;
  /** The build's site folder, whose scripts and pictures the release links to (build/client). */
  siteDir?: string;
  /** The kept server builds (build/publisher). */
  publisherDir?: string;
  /** Told of each step, and of each page rendered of all pages of both languages (publish-progress.ts). */
  onProgress?: PublishProgressListener;
  /**
   * An earlier release's folder (the live one) whose finished files are kept for the pages rendered
   * exactly as it rendered them, by the same build; without it, or without its note, every page is finished.
   */
  reuseFrom?: string;
};

export type RenderedRelease = {
  /** What was rendered, relative to outDir ("/"-separated): pages, their data, hydration data, sitemap, robots.txt. */
  files: string[];
  problems: RenderProblem[];
  /** The id of the builds that rendered it. */
  buildId: string;
  /** The rendered files (as `files`) written anew by this render; the others are links to `reuseFrom`'s. */
  written: string[];
};

/** The note of an earlier release's folder, if the same build rendered it: otherwise nothing of it is kept. */
async function sameBuildNote(folder: string, buildId: string): Promise<RenderNote | undefined> {
  const note = await readRenderNote(folder);
  return note?.buildId === buildId ? note : undefined;
}

/** Brotli and gzip copies a file may have (none below 1 KB: pipeline/precompress.ts). */
const withCompressedCopies = (file: string) => [file, `${file}.br`, `${file}.gz`];

/**
 * Links `file` and its compressed copies from `from` into `to`; false, with nothing left behind, if the
 * file itself is not there (an earlier release removed meanwhile by another instance sharing DATA_DIR).
 * A link already there (hydration data two pages share) stays.
 */
async function linkFinished(from: string, to: string, file: string): Promise<boolean> {
  const linked: string[] = [];
  for (const each of withCompressedCopies(file)) {
    const target = join(to, each);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(join(from, each), target);
      linked.push(target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") continue;
      if (code === "ENOENT" && each !== file) continue;
      for (const made of linked) await rm(made, { force: true });
      return false;
    }
  }
  return true;
}

const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Whether a file of a site folder is made from content (rendered at each publish) rather than by the
 * bundler or copied from public/: pages, their data, hydration data, the sitemap and robots.txt, and
 * the compressed copies of those.
 */
export function isRenderedFile(relativePath: string): boolean {
  const path = relativePath.replace(COMPRESSED_COPY, "");
  const name = path.slice(path.lastIndexOf("/") + 1);
  return (
    name.endsWith(".html") ||
    name.endsWith(".data") ||
    /^assets\/hydration-data-[^/]+\.txt$/.test(path) ||
    (SEO_FILES as readonly string[]).includes(path)
  );
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * Hard links where the file system allows them (no copy, no space), copies otherwise. Not the build's
 * note of its pages: this release writes its own, which written through a link would be the build's.
 */
async function linkBuildFiles(siteDir: string, outDir: string): Promise<void> {
  let canLink = true;
  for (const file of await filesUnder(siteDir)) {
    if (isRenderedFile(file) || file === RENDER_NOTE) continue;
    const from = join(siteDir, file);
    const to = join(outDir, file);
    await mkdir(dirname(to), { recursive: true });
    if (canLink) {
      try {
        await link(from, to);
        continue;
      } catch {
        canLink = false;
      }
    }
    await copyFile(from, to);
  }
}

/** The build's routes as a tree matchRoutes reads (React Router's createPrerenderRoutes). */
export function routeTree(routes: ServerBuild["routes"], parentId = ""): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && (route.parentId ?? "") === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, path: route!.path, index: true }
        : { id: route!.id, path: route!.path, children: routeTree(routes, route!.id) },
    );
}

/** "/about" in Hindi -> "/hi/about/": the URL React Router's pre-rendering requests. */
const requestPath = (basename: string, path: string, suffix = "/") => `${basename}${path}${suffix}`.replace(/\/\/+/g, "/");

/** React Router's name for a page's data request (v8_trailingSlashAwareDataRequests). */
const dataRequestPath = (path: string) => (path.endsWith("/") ? `${path}_.data` : `${path}.data`);

export type RenderedPage = { file: string; text: string };

/** One page's HTML and, if its routes have loaders, its .data, as React Router's pre-rendering writes them. */
export async function renderPage(
  publisher: PublisherBuild,
  routes: RouteObject[],
  path: string,
  content: SiteContent,
): Promise<RenderedPage[]> {
  const { build, handler } = publisher;
  const basename = build.basename ?? "/";
  const matches = matchRoutes(routes, `/${path}/`.replace(/^\/\/+/, "/"));
  if (!matches) throw new Error("no route matches it");
  const leaf = build.routes[matches[matches.length - 1]!.route.id!]?.module;
  if (leaf && !leaf.default && !leaf.ErrorBoundary) throw new Error("it is a resource route, which the site has none of");
  const rendered: RenderedPage[] = [];
  const hasLoaders = matches.some((match) => build.assets.routes[match.route.id!]?.hasLoader);
  let data: string | undefined;
  if (hasLoaders) {
    const dataPath = `${basename}${dataRequestPath(path)}`.replace(/\/\/+/g, "/");
    const response = await handler(new Request(`http://localhost${dataPath}`), loadContextFor(build, content));
    data = await response.text();
    if (response.status !== 200 && response.status !== 202) throw new Error(`its data answered ${response.status}`);
    rendered.push({ file: dataPath.slice(1), text: data });
  }
  const pagePath = requestPath(basename, path);
  const request = new Request(
    `http://localhost${pagePath}`,
    data === undefined ? undefined : { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } },
  );
  const response = await handler(request, loadContextFor(build, content));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`it answered ${response.status}`);
  rendered.push({ file: `${pagePath.slice(1)}index.html`, text: html });
  return rendered;
}

/** Every page of one language (`pagePaths`), each handed to `store` as it is rendered; `pageDone` after each, rendered or not. */
async function renderLocale(
  built: PublisherBuild,
  pagePaths: string[],
  content: SiteContent,
  problems: RenderProblem[],
  store: (page: RenderedPage) => Promise<void>,
  pageDone: () => void,
): Promise<void> {
  const publisher = publisherForPaths(built, pagePaths);
  const routes = routeTree(publisher.build.routes);
  for (const path of pagePaths) {
    let rendered: RenderedPage[] = [];
    try {
      rendered = await renderPage(publisher, routes, path, content);
    } catch (error) {
      problems.push({ path: localizedPath(publisher.locale, path), message: `The page did not render: ${(error as Error).message}` });
    }
    for (const page of rendered) await store(page);
    pageDone();
  }
}

/**
 * React Router reads the page's data from this header only while it pre-renders (it trusts the header
 * then), as its build does; the publisher's handler never sees a visitor's request.
 */
export function allowPrerenderDataHeader(): void {
  process.env.IS_RR_BUILD_REQUEST = "yes";
}

/** Renders the site of `content` into `outDir`. Problems are returned, not thrown: the caller decides what goes live. */
export async function renderRelease({
  content,
  outDir,
  siteDir = DEFAULT_SITE_DIR,
  publisherDir = DEFAULT_PUBLISHER_DIR,
  onProgress = () => undefined,
  reuseFrom,
}: RenderOptions): Promise<RenderedRelease> {
  const builds = await loadPublisherBuilds(publisherDir);
  allowPrerenderDataHeader();
  const problems: RenderProblem[] = [];
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const earlier = reuseFrom === undefined ? undefined : await sameBuildNote(reuseFrom, builds.buildId);

  // Each rendered file kept from the earlier release if it was rendered the same, otherwise written, as
  // soon as it is rendered.
  const note: RenderNote = { buildId: builds.buildId, files: {} };
  const written: string[] = [];
  let keptPages = 0;
  const store = async (page: RenderedPage) => {
    const hash = renderedHash(page.text);
    const before = earlier?.files[page.file];
    if (before?.rendered === hash && reuseFrom !== undefined && (await linkFinished(reuseFrom, outDir, page.file))) {
      if (before.hydrationData && !(await linkFinished(reuseFrom, outDir, before.hydrationData))) {
        // The page is kept but its hydration data is gone: finished again, as a changed page.
        for (const each of withCompressedCopies(page.file)) await rm(join(outDir, each), { force: true });
      } else {
        note.files[page.file] = before;
        if (page.file.endsWith(".html")) keptPages += 1;
        return;
      }
    }
    const file = join(outDir, page.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page.text);
    written.push(page.file);
    note.files[page.file] = { rendered: hash };
  };

  const pathsByLocale = LOCALES.map((locale) => ({ locale: locale as Locale, paths: pagePathsFor(content, locale as Locale) }));
  const total = pathsByLocale.reduce((sum, { paths }) => sum + paths.length, 0);
  let done = 0;
  onProgress({ step: PUBLISH_STEPS.rendering, done, total });
  for (const { locale, paths } of pathsByLocale)
    await renderLocale(builds.byLocale[locale], paths, content, problems, store, () =>
      onProgress({ step: PUBLISH_STEPS.rendering, done: ++done, total }),
    );
  const seoOptions = { pagePaths: sitemapPathsFor(content), siteUrl: builds.siteUrl };
  await store({ file: "sitemap.xml", text: sitemapXml(seoOptions) });
  await store({ file: "robots.txt", text: robotsTxt(seoOptions) });
  onProgress({ step: PUBLISH_STEPS.keeping, done: keptPages, total });
  await linkBuildFiles(siteDir, outDir);

  const changedPages = written.filter((file) => file.endsWith(".html"));
  const newHydrationFiles: string[] = [];
  try {
    onProgress({ step: PUBLISH_STEPS.finishing, done: 0, total: changedPages.length });
    const { writtenHydrationData } = await finishPagesNoting(outDir, changedPages, note.files, {
      onPage: (done, total) => onProgress({ step: PUBLISH_STEPS.finishing, done, total }),
    });
    // Hydration data a kept page shares with a changed one is linked already, compressed with it.
    newHydrationFiles.push(...writtenHydrationData);
  } catch (error) {
    problems.push({ path: "/", message: (error as Error).message });
  }
  onProgress({ step: PUBLISH_STEPS.compressing });
  await precompress(outDir, {
    files: [...written, ...newHydrationFiles],
    onThisThread: true,
    onFile: (done, total) => onProgress({ step: PUBLISH_STEPS.compressing, done, total }),
  });
  await writeFile(join(outDir, RENDER_NOTE), JSON.stringify(note));
  const files = (await filesUnder(outDir)).filter(isRenderedFile).sort();
  const present = new Set(files);
  const writtenFiles = [...written, ...newHydrationFiles].flatMap(withCompressedCopies).filter((file) => present.has(file));
  return { files, problems, buildId: builds.buildId, written: writtenFiles.sort() };
}
