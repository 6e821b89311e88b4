/**
 * A page as it would look with draft content, for the desk's preview: rendered like a release's page
 * (the same server build, the same content context), without its scripts, with a band saying it is a
 * draft. Without scripts its links cannot fetch the live site's data into it, and every control still
 * works as plain HTML (docs/decisions/011). Its stylesheet stays a link to the site's own file.
 *
 * The band's look is one `<style>` in the head: the route that sends the page allows it (and nothing
 * else inline) by its hash, DRAFT_BAND_STYLE_SOURCE in ./draft-band.ts.
 */
import { type Locale, localizedPath } from "#common/locale";
import { readBuiltPage, replaceSpans } from "#common/built-page";
import { DEFAULT_PUBLISHER_DIR, loadPublisherBuilds, publisherForPaths } from "./publisher-builds";
import { allowPrerenderDataHeader, renderPage, routeTree } from "./render-release";
import { type SiteContent, pagePathsFor } from "./content-binding";
import { DRAFT_BAND, DRAFT_BAND_STYLE } from "./draft-band";

export { DRAFT_BAND };

export class PreviewError extends Error {}

/** The page at `path` (without the language's prefix) in `locale`, rendered from `content`, for staff only. */
export async function renderPreview(
  content: SiteContent,
  path: string,
  locale: Locale,
  { publisherDir = DEFAULT_PUBLISHER_DIR }: { publisherDir?: string } = {},
): Promise<string> {
  // Only a page the content has: anything else would render the site's catch-all route, empty.
  if (!pagePathsFor(content, locale).includes(path)) throw new PreviewError(`${localizedPath(locale, path)} is not a page of the site.`);
  const builds = await loadPublisherBuilds(publisherDir);
  const publisher = publisherForPaths(builds.byLocale[locale], [path]);
  allowPrerenderDataHeader();
  let rendered;
  try {
    rendered = await renderPage(publisher, routeTree(publisher.build.routes), path, content);
  } catch (error) {
    throw new PreviewError(`${localizedPath(locale, path)} cannot be previewed: ${(error as Error).message}`);
  }
  const html = rendered.find((page) => page.file.endsWith("index.html"))!.text;
  return withoutScripts(html, locale);
}

/** Every script (inline or not, JSON-LD aside) and module preload removed; the draft band first in the body. */
export function withoutScripts(html: string, locale: Locale): string {
  const page = readBuiltPage(html);
  const body = /<body[^>]*>/i.exec(html);
  const removals = [
    ...page.scripts
      .filter((script) => script.type !== "application/ld+json")
      .map((script) => ({ start: script.start, end: script.end, text: "" })),
    ...page.links.filter((link) => link.rel === "modulepreload").map((link) => ({ start: link.start, end: link.end, text: "" })),
  ];
  const band = body
    ? [
        {
          start: body.index + body[0].length,
          end: body.index + body[0].length,
          text: `<p id="draft-band" role="status">${DRAFT_BAND[locale]}</p>`,
        },
      ]
    : [];
  const style = [{ start: page.headStart, end: page.headStart, text: `<style>${DRAFT_BAND_STYLE}</style>` }];
  return replaceSpans(html, [...style, ...removals, ...band]);
}
