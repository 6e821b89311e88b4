/**
 * Where the publisher meets the site's content model (app/content): which pages a content snapshot
 * has, what its loaders are handed, what is wrong with it and when its pages change by themselves.
 * Everything the publisher knows of the content's shape is here, so a change of that model is a
 * change of this file alone.
 */
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { type Locale, unlocalizedPath } from "#common/locale";
import { SEED_CONTENT, type SiteContent, siteContentProblems, storedSiteContent } from "#app/content/model/site-content";
import {
  contentChangesAt as nextContentChange,
  contentHasMoments,
  contentMomentAt,
  contentPagePaths,
  sitePagePaths,
} from "#app/content/model/site-pages";
import { embeddedFrameOrigins } from "../http/content-security-policy";

export { SEED_CONTENT, type SiteContent };
/** A stored release's content, read with today's model (defaults for what it gained since). */
export const readStoredContent = (json: string): SiteContent => storedSiteContent(json);
export type { ContentProblem } from "#app/content/model/site-content";

/** What is wrong with a candidate content snapshot (the build's own checks); empty when it may be published. */
export const contentProblems = (content: SiteContent) => siteContentProblems(content);

/** Every path to pre-render in a language, without its prefix ("/about"), the unknown-speciality page included. */
export const pagePathsFor = (content: SiteContent, locale: Locale): string[] =>
  sitePagePaths(content, locale).map((path) => unlocalizedPath(path));

/** Every page a visitor can land on, as the sitemap lists them. */
export const sitemapPathsFor = (content: SiteContent): string[] => contentPagePaths(content);

/** The next moment after `after` at which the pages of `content` change by themselves (a notice's start or end). */
export const contentChangesAt = (content: SiteContent, after: Date): Date | null => nextContentChange(content, after);

/** Which of its moments a rendering of `content` made at `at` reflects (site-pages.ts); "" before the first. */
export const momentInForce = (content: SiteContent, at: Date): string => contentMomentAt(content, at);

/** Whether the pages of `content` ever change by themselves; if not, a rendering of it never goes out of date. */
export const changesByItself = (content: SiteContent): boolean => contentHasMoments(content);

/** Origins the pages of `content` may frame (CSP frame-src): an allow-list in code, which no edit can widen. */
export const frameOriginsFor = (_content: SiteContent): string[] => embeddedFrameOrigins();

/** What the server build exports besides React Router's own (keepServerBuild in vite.config.ts adds it). */
type BuildWithContent = ServerBuild & { contentContext?: RouterContext<SiteContent> };

/**
 * What the loaders of `build` are handed while the pages of `content` render. The context that carries
 * the content must be the very object the build's loaders read: the server build bundles app/, so a
 * second copy of app/content/views/content-context.ts loaded here would be another key, and every page would
 * silently show the seed. The build exports its own (vite.config.ts); the provider is React Router's
 * class from node_modules, the one its request handler accepts.
 */
export function loadContextFor(build: ServerBuild, content: SiteContent): RouterContextProvider {
  const contentContext = (build as BuildWithContent).contentContext;
  if (!contentContext) throw new Error('The server build does not export its content context: run "npm run build" again.');
  const provider = new RouterContextProvider();
  provider.set(contentContext, content);
  return provider;
}
