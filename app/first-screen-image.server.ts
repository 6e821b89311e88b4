/**
 * A picture in a page's first screen, written into the page when it is one of the site's own small SVG
 * drawings: the first paint then shows it without a second round trip to fetch it, which on a phone's
 * first connection costs more than the drawing's bytes. A photograph (what the hospital will supply for
 * the gallery) or a larger file keeps its address. Runs at build time only (.server: never in a script).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { svgDataAddress } from "./svg-data-address";

/** Larger drawings are fetched: past this, the page's first round trip is better spent on its text. */
export const INLINE_AT_MOST_BYTES = 4 * 1024;

export function firstScreenImage(publicPath: string, publicDirectory = "public"): string {
  if (!/^\/[\w/.-]+\.svg$/.test(publicPath) || publicPath.includes("..")) return publicPath;
  const svg = readFileSync(join(publicDirectory, publicPath), "utf8");
  return Buffer.byteLength(svg, "utf8") <= INLINE_AT_MOST_BYTES ? svgDataAddress(svg) : publicPath;
}
