/**
 * First-load weight of a pre-rendered page: every script and stylesheet its HTML makes the browser
 * fetch before the page is interactive, raw and gzip-compressed. `npm run size [-- /path]`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export type AssetSize = { path: string; kind: "js" | "css"; bytes: number; gzipBytes: number };

/** Scripts and stylesheets the HTML loads up front (module preloads, module imports, stylesheets). */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?"(\/assets\/[^"]+\.js)"/g)) js.add(match[1]!);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  return { js: [...js], css };
}

export function measurePage(siteDir: string, pagePath = "/"): { html: AssetSize; assets: AssetSize[] } {
  const htmlFile = join(siteDir, pagePath === "/" ? "" : pagePath, "index.html");
  const html = readFileSync(htmlFile);
  const size = (path: string, kind: "js" | "css", content: Buffer): AssetSize => ({ path, kind, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
  const { js, css } = firstLoadAssets(html.toString("utf8"));
  const assets = [...js.map((path) => size(path, "js", readFileSync(join(siteDir, path)))), ...css.map((path) => size(path, "css", readFileSync(join(siteDir, path))))];
  return { html: { ...size(pagePath, "js", html), kind: "js" }, assets };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const pagePath = process.argv[2] ?? "/";
  const siteDir = process.env.SITE_DIR ?? "build/client";
  const { html, assets } = measurePage(siteDir, pagePath);
  const total = (kind: "js" | "css", key: "bytes" | "gzipBytes") => assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset[key], 0);
  console.log(`First load of ${pagePath} (from ${siteDir})`);
  for (const asset of assets) console.log(`  ${asset.kind.padEnd(4)}${asset.path.padEnd(48)}${kb(asset.bytes).padStart(10)}${kb(asset.gzipBytes).padStart(10)} gzip`);
  console.log(`  HTML ${kb(html.bytes)} (${kb(html.gzipBytes)} gzip)`);
  console.log(`  JavaScript: ${kb(total("js", "bytes"))} (${kb(total("js", "gzipBytes"))} gzip) in ${assets.filter((a) => a.kind === "js").length} files`);
  console.log(`  CSS: ${kb(total("css", "bytes"))} (${kb(total("css", "gzipBytes"))} gzip)`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) main();
