/**
 * Finishes rendered pages for the first paint and notes beside what each was rendered as what the server
 * works out from the finished page (from the reading the rewrite's check made of it) and its hydration
 * data file: the one way both the build (scripts/build-render-note.ts) and a publish (render-release.ts)
 * write a release's note (render-note.ts), so a publish after a deploy reads the build's note as its own.
 */
import { type RewriteOptions, type RewrittenPages, rewritePagesForFirstPaint } from "#pipeline/scripts-after-first-paint";
import type { RenderNote } from "./render-note";
import { pageFactsOf } from "../site/page-facts";
import { contentEtag } from "../site/site-snapshot";

export async function finishPagesNoting(
  directory: string,
  pages: readonly string[],
  files: RenderNote["files"],
  { onPage }: Pick<RewriteOptions, "onPage"> = {},
): Promise<RewrittenPages> {
  const finished = await rewritePagesForFirstPaint(directory, pages, {
    onPage,
    onFinished: ({ file, html, document, page }) => {
      files[file] = { ...files[file]!, facts: pageFactsOf(html, contentEtag(Buffer.from(html, "utf8")), document, page) };
    },
  });
  for (const [page, path] of finished.hydrationData) files[page] = { ...files[page]!, hydrationData: path };
  return finished;
}
