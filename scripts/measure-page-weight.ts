/**
 * First-load weight of a pre-rendered page: every script and stylesheet the browser fetches before the
 * page is interactive, raw and gzip-compressed: its scripts (preloaded or imported by its module script,
 * and their static imports), its stylesheets and its inline styles. Pages are read with the one reader
 * of built pages (common/built-page.ts).
 *
 *   npm run size                 the home page
 *   npm run size -- /about       another page
 *   npm run size -- --all        every page in both languages, as a table (KB gzip)
 *   npm run size -- --first-response
 *                                every page's first response in bytes on the wire, largest first, as the
 *                                publish's budget counts it against one round trip (server/publish/budgets.ts)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { htmlEntryPoints, staticImportPaths } from "#common/built-page";

export type AssetSize = { path: string; kind: "js" | "css"; bytes: number; gzipBytes: number };
export type PageWeight = { html: AssetSize; assets: AssetSize[]; jsGzipBytes: number; cssGzipBytes: number };

export function measurePage(siteDir: string, pagePath = "/"): PageWeight {
  const read = (path: string) => readFileSync(join(siteDir, path));
  const size = (path: string, kind: "js" | "css", content: Buffer): AssetSize => ({
    path,
    kind,
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
  });
  const htmlPath = join(pagePath === "/" ? "" : pagePath, "index.html");
  const html = read(htmlPath);
  const entry = htmlEntryPoints(html.toString("utf8"));

  const scripts = new Map<string, Buffer>();
  const pending = [...entry.js];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (scripts.has(path)) continue;
    const source = read(path);
    scripts.set(path, source);
    pending.push(...staticImportPaths(path, source.toString("utf8")));
  }
  const assets = [
    ...[...scripts].map(([path, content]) => size(path, "js", content)),
    ...entry.css.map((path) => size(path, "css", read(path))),
    ...entry.inlineCss.map((css, index) => size(`<style> ${index + 1} in the page`, "css", Buffer.from(css, "utf8"))),
  ];
  const sum = (kind: "js" | "css") => assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.gzipBytes, 0);
  return { html: size(pagePath, "js", html), assets, jsGzipBytes: sum("js"), cssGzipBytes: sum("css") };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One row per page (the speciality fallback included): its JavaScript and HTML in each language. */
async function printEveryPage(siteDir: string) {
  const { SPECIALITY_FALLBACK_PATH, sitePagePaths } = await import("#common/paths");
  const { LOCALES, localizedPath } = await import("#common/locale");
  const figure = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`First load of every page in KB gzip (from ${siteDir})`);
  console.log(
    `| page | ${LOCALES.map((locale) => `JS ${locale}`).join(" | ")} | ${LOCALES.map((locale) => `HTML ${locale}`).join(" | ")} |`,
  );
  console.log(`|---|${LOCALES.map(() => "---|---|").join("")}`);
  for (const path of [...sitePagePaths, SPECIALITY_FALLBACK_PATH]) {
    const weights = LOCALES.map((locale) => measurePage(siteDir, localizedPath(locale, path)));
    console.log(
      `| ${path} | ${weights.map((weight) => figure(weight.jsGzipBytes)).join(" | ")} | ${weights.map((weight) => figure(weight.html.gzipBytes)).join(" | ")} |`,
    );
  }
}

/** Every page's first response (status line, https and keep-alive headers, Brotli body), largest first, with the room left in one round trip. */
async function printFirstResponses(siteDir: string) {
  const { readSiteSnapshot } = await import("#server/site/site-snapshot");
  const { FIRST_ROUND_TRIP_BYTES, firstResponseBytes } = await import("#server/publish/budgets");
  const site = await readSiteSnapshot(siteDir);
  const rows: [string, number][] = [];
  for (const [path, file] of site.pages) rows.push([path, await firstResponseBytes(site, file)]);
  console.log(`First response of every page in bytes on the wire, of ${FIRST_ROUND_TRIP_BYTES} in one round trip (from ${siteDir})`);
  for (const [path, bytes] of rows.sort((a, b) => b[1] - a[1])) {
    console.log(`  ${path.padEnd(40)}${String(bytes).padStart(7)}${String(FIRST_ROUND_TRIP_BYTES - bytes).padStart(7)} left`);
  }
}

async function main() {
  const pagePath = process.argv[2] ?? "/";
  const siteDir = process.env.SITE_DIR ?? "build/client";
  if (pagePath === "--all") return printEveryPage(siteDir);
  if (pagePath === "--first-response") return printFirstResponses(siteDir);
  const weight = measurePage(siteDir, pagePath);
  const raw = (kind: "js" | "css") => weight.assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.bytes, 0);
  console.log(`First load of ${pagePath} (from ${siteDir})`);
  for (const asset of [...weight.assets].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${asset.kind.padEnd(4)}${asset.path.padEnd(48)}${kb(asset.bytes).padStart(10)}${kb(asset.gzipBytes).padStart(10)} gzip`);
  }
  console.log(`  HTML ${kb(weight.html.bytes)} (${kb(weight.html.gzipBytes)} gzip)`);
  console.log(
    `  JavaScript: ${kb(raw("js"))} (${kb(weight.jsGzipBytes)} gzip) in ${weight.assets.filter((asset) => asset.kind === "js").length} files`,
  );
  console.log(`  CSS: ${kb(raw("css"))} (${kb(weight.cssGzipBytes)} gzip)`);
}

if (process.argv[1]?.endsWith("measure-page-weight.ts"))
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
