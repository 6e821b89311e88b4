/**
 * The React Router server builds the build kept for the publisher (scripts/keep-server-build.ts), one
 * per language, loaded once per process: a page is rendered with exactly the code that pre-rendered it.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { LOCALES, type Locale, type Localized } from "#common/locale";
import { siteUrlFrom } from "#common/site-url";
import { DEFAULT_PUBLISHER_DIR, type PublisherInfo, publisherBuildIdOf, publisherLocaleDir, readPublisherInfo } from "./publisher-info";

export { DEFAULT_PUBLISHER_DIR };

export type PublisherBuild = {
  locale: Locale;
  build: ServerBuild;
  /** React Router's own request handler over the build, as its pre-rendering makes it. */
  handler: ReturnType<typeof createRequestHandler>;
  info: PublisherInfo;
};

export type PublisherBuilds = {
  byLocale: Localized<PublisherBuild>;
  /** One id for the builds of every language: a release rendered by another build has another. */
  buildId: string;
  /** The site's origin the pages were built for (VITE_SITE_URL at build time). */
  siteUrl: string;
};

const loaded = new Map<string, Promise<PublisherBuilds>>();

async function loadLocale(publisherDir: string, locale: Locale): Promise<PublisherBuild> {
  const info = await readPublisherInfo(publisherDir, locale);
  const directory = publisherLocaleDir(publisherDir, locale);
  const build = (await import(/* @vite-ignore */ pathToFileURL(join(directory, "index.js")).href)) as ServerBuild;
  // "production", as React Router pre-renders: the same markup, no development warnings.
  return { locale, build, handler: createRequestHandler(build, "production"), info };
}

/**
 * The build able to render `pagePaths` too. With `ssr: false`, React Router's handler answers a page's
 * data only for the paths its build pre-rendered (`build.prerender`), and 404 for any other: a doctor
 * added in the desk has a page the build never had. The handler is the same code over the same build,
 * told that the release's pages are pages; the build's own object is left as it is.
 */
export function publisherForPaths(publisher: PublisherBuild, pagePaths: readonly string[]): PublisherBuild {
  const known = new Set(publisher.build.prerender);
  const added = pagePaths.filter((path) => !known.has(path));
  if (added.length === 0) return publisher;
  const build: ServerBuild = { ...publisher.build, prerender: [...publisher.build.prerender, ...added] };
  return { ...publisher, build, handler: createRequestHandler(build, "production") };
}

/** The kept builds under `publisherDir` (build/publisher), loaded on first use and then shared. */
export function loadPublisherBuilds(publisherDir = DEFAULT_PUBLISHER_DIR): Promise<PublisherBuilds> {
  const key = resolve(publisherDir);
  let builds = loaded.get(key);
  if (!builds) {
    builds = (async () => {
      const each = await Promise.all(LOCALES.map((locale) => loadLocale(publisherDir, locale)));
      const byLocale = Object.fromEntries(each.map((build) => [build.locale, build])) as Localized<PublisherBuild>;
      return { byLocale, buildId: publisherBuildIdOf(each.map((build) => build.info)), siteUrl: siteUrlFrom(each[0]!.info.siteUrl) };
    })();
    // A failed load (no build yet) is tried again next time rather than remembered.
    builds.catch(() => loaded.delete(key));
    loaded.set(key, builds);
  }
  return builds;
}
