/**
 * The bytes the shared frame adds to a page's first response: what every page carries around its own
 * `<main>` (the skip link, the notices banner in whatever state the page was rendered with, the header
 * with the emergency bar, the footer), with the rules of the site's stylesheet that the frame's HTML can
 * use (pipeline/page-stylesheet.ts, as the build picks them for a page), compressed as the site compresses
 * its pages (Brotli, common/web-compression.ts).
 *
 * The frame is measured alone, not as the difference between the page with and without it: alone, its
 * figure changes only when the frame does, so a longer page text never moves it, and a longer footer
 * moves it on every page alike. Alone it compresses a little worse than inside the page (Brotli finds
 * less to refer back to), so the figure is at least what the frame costs there; a page's own part is its
 * first response less this figure (tests/build/page-weight.test.ts), and the two add up to the whole.
 */
import { readBuiltPage } from "#common/built-page";
import { brotli } from "#common/web-compression";
import { stylesheetForPage } from "#pipeline/page-stylesheet";

const MAIN_START = /<main[\s>]/;
const MAIN_END = "</main>";

/** The frame's HTML on a built page: the body's elements before its `<main>` and after it, up to the scripts. */
export function frameHtml(html: string): string {
  const bodyStart = html.indexOf(">", html.indexOf("<body")) + 1;
  const mainStart = html.search(MAIN_START);
  const mainEnd = html.indexOf(MAIN_END);
  if (bodyStart === 0 || mainStart < bodyStart || mainEnd < mainStart) throw new Error("The page has no <body> with one <main> in it.");
  const afterMain = mainEnd + MAIN_END.length;
  const scripts = html.indexOf("<script", afterMain);
  return html.slice(bodyStart, mainStart) + html.slice(afterMain, scripts < 0 ? html.indexOf("</body>") : scripts);
}

/** The frame's bytes on this page, Brotli-compressed with its part of `css`, the site's whole stylesheet. */
export function frameBytes(html: string, css: string): number {
  const frame = frameHtml(html);
  const styles = stylesheetForPage(css, readBuiltPage(frame).vocabulary);
  return brotli(Buffer.from(`<style>${styles}</style>${frame}`, "utf8")).length;
}
