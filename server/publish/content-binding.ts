/**
 * Where the publisher meets the site's content model (app/content): which pages a content snapshot
 * has, what its loaders are handed, what is wrong with it and when its pages change by themselves.
 * Everything the publisher knows of the content's shape is here, so a change of that model is a
 * change of this file alone.
 *
 * Until the content is data that loaders read from a React Router context, every snapshot renders the
 * repository's content: the pages are the build's own list and the context is empty.
 */
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { Locale } from "#common/locale";
import { SPECIALITY_FALLBACK_PATH, prerenderPaths, sitePagePaths } from "#common/paths";

/** The site's editable content as a release stores it (JSON). */
export type SiteContent = Record<string, unknown>;

/** The content a fresh install starts from: the repository's. */
export const SEED_CONTENT: SiteContent = {};

/** A reason the content cannot go live, named where the desk can show it. */
export type ContentProblem = { kind?: string; key?: string; path: string; message: string };

/** What is wrong with a candidate content snapshot; empty when it may be published. */
export function contentProblems(_content: SiteContent): ContentProblem[] {
  return [];
}

/** Every path to pre-render in a language (without its prefix), the unknown-speciality page included. */
export function pagePathsFor(_content: SiteContent, _locale: Locale): readonly string[] {
  return prerenderPaths.includes(SPECIALITY_FALLBACK_PATH) ? prerenderPaths : [...prerenderPaths, SPECIALITY_FALLBACK_PATH];
}

/** Every page a visitor can land on, as the sitemap lists them. */
export function sitemapPathsFor(_content: SiteContent): readonly string[] {
  return sitePagePaths;
}

/**
 * What the loaders of `build` are handed while the pages of `content` render. The context that carries
 * the content must be the one the build's own modules read (the server build bundles app/), so it
 * comes from the build, never from a second copy of the module: the build's server entry
 * (app/entry.server.tsx) exports it as `siteContentContext`. The provider itself is React Router's
 * own class from node_modules, the one its request handler accepts.
 */
export function loadContextFor(build: ServerBuild, content: SiteContent): RouterContextProvider {
  const provider = new RouterContextProvider();
  const contentContext = (build.entry.module as { siteContentContext?: RouterContext<SiteContent> }).siteContentContext;
  if (contentContext) provider.set(contentContext, content);
  return provider;
}

/** The next moment after `after` at which the pages of `content` change by themselves (a notice's start or end). */
export function contentChangesAt(_content: SiteContent, _after: Date): Date | null {
  return null;
}
