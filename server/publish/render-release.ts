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
 */
import { copyFile, link, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import { LOCALES, type Locale, localizedPath } from "#common/locale";
import { loadScriptsAfterFirstPaintInBuild } from "#scripts/scripts-after-first-paint";
import { precompress } from "#scripts/precompress";
import { SEO_FILES, writeSeoFiles } from "#scripts/seo-files";
import { DEFAULT_PUBLISHER_DIR, type PublisherBuild, loadPublisherBuilds, publisherForPaths } from "./publisher-builds";
import { type SiteContent, loadContextFor, pagePathsFor, sitemapPathsFor } from "./content-binding";
import { PUBLISH_STEPS, type PublishProgressListener } from "./publish-progress";

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
  /** Told of each step, and of each page written of all pages of both languages (publish-progress.ts). */
  onProgress?: PublishProgressListener;
};

export type RenderedRelease = {
  /** What was rendered, relative to outDir ("/"-separated): pages, their data, hydration data, sitemap, robots.txt. */
  files: string[];
  problems: RenderProblem[];
  /** The id of the builds that rendered it. */
  buildId: string;
};

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

/** Hard links where the file system allows them (no copy, no space), copies otherwise. */
async function linkBuildFiles(siteDir: string, outDir: string): Promise<void> {
  let canLink = true;
  for (const file of await filesUnder(siteDir)) {
    if (isRenderedFile(file)) continue;
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

/** Every page of one language (`pagePaths`); `pageDone` after each, rendered or not. */
async function renderLocale(
  built: PublisherBuild,
  pagePaths: string[],
  content: SiteContent,
  problems: RenderProblem[],
  pageDone: () => void,
): Promise<RenderedPage[]> {
  const publisher = publisherForPaths(built, pagePaths);
  const routes = routeTree(publisher.build.routes);
  const rendered: RenderedPage[] = [];
  for (const path of pagePaths) {
    try {
      rendered.push(...(await renderPage(publisher, routes, path, content)));
    } catch (error) {
      problems.push({ path: localizedPath(publisher.locale, path), message: `The page did not render: ${(error as Error).message}` });
    }
    pageDone();
  }
  return rendered;
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
}: RenderOptions): Promise<RenderedRelease> {
  const builds = await loadPublisherBuilds(publisherDir);
  allowPrerenderDataHeader();
  const problems: RenderProblem[] = [];
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  const pathsByLocale = LOCALES.map((locale) => ({ locale: locale as Locale, paths: pagePathsFor(content, locale as Locale) }));
  const total = pathsByLocale.reduce((sum, { paths }) => sum + paths.length, 0);
  let done = 0;
  const step = PUBLISH_STEPS.writing;
  onProgress({ step, done, total });
  const pages: RenderedPage[] = [];
  for (const { locale, paths } of pathsByLocale)
    pages.push(...(await renderLocale(builds.byLocale[locale], paths, content, problems, () => onProgress({ step, done: ++done, total }))));
  for (const page of pages) {
    const file = join(outDir, page.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page.text);
  }
  await linkBuildFiles(siteDir, outDir);
  await writeSeoFiles(outDir, { pagePaths: sitemapPathsFor(content), siteUrl: builds.siteUrl });
  try {
    onProgress({ step: PUBLISH_STEPS.finishing });
    await loadScriptsAfterFirstPaintInBuild(outDir, (done, total) => onProgress({ step: PUBLISH_STEPS.finishing, done, total }));
  } catch (error) {
    problems.push({ path: "/", message: (error as Error).message });
  }
  onProgress({ step: PUBLISH_STEPS.compressing });
  await precompress(outDir, {
    only: isRenderedFile,
    onFile: (done, total) => onProgress({ step: PUBLISH_STEPS.compressing, done, total }),
  });
  const files = (await filesUnder(outDir)).filter(isRenderedFile).sort();
  return { files, problems, buildId: builds.buildId };
}
