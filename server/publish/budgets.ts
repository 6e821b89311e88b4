/**
 * The budgets a release is held to before it goes live, as the build's tests hold the build to them
 * (tests/build/page-weight.test.ts, server/site/first-round-trip.test.ts): each page's first load
 * fetches at most 120 KB of JavaScript (gzip), and its first response (status line, headers and Brotli
 * body, as a visitor gets it over https) fits in the first round trip of a new connection.
 *
 * The two weigh differently. Nothing staff edit reaches the scripts, so a page over the script budget
 * means a broken build: the release is refused. A page out of one round trip is what a long notice or a
 * long text does to it: the page paints one round trip later (a tenth to half a second on mobile data),
 * which matters less to a patient than an "OPD closed on 1 January" notice that never goes up (or, set
 * to start later, never appears when its scheduled render is refused). So that release goes live and
 * the person publishing is told which pages are slower, and why.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { htmlEntryPoints, staticImportPaths } from "#common/built-page";
import { STRICT_TRANSPORT_SECURITY, fixedHeaders } from "../http/security-headers";
import type { SiteSnapshot } from "../site/site-snapshot";
import type { RenderProblem } from "./render-release";

export const SCRIPT_BUDGET_GZIP_BYTES = 120 * 1024;
/** Ten TCP segments of 1460 bytes: what a server may send before the first acknowledgement (RFC 6928). */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/** Date, Connection and Keep-Alive, which Node adds to every answer, and the content length: at most this long. */
const HEADERS_NODE_ADDS_BYTES = 120;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bytes of a page's first response as the server sends it over https, Brotli-compressed. */
export function firstResponseBytes(site: SiteSnapshot, file: string, brotliBytes: number): number {
  const headers: Record<string, string> = {
    ...fixedHeaders(),
    "content-security-policy": site.policy(file, { overTls: true }),
    "strict-transport-security": STRICT_TRANSPORT_SECURITY,
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    etag: site.etags.get(file) ?? "",
    "content-encoding": "br",
    vary: "accept-encoding",
  };
  const head = `HTTP/1.1 200 OK\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
  return Buffer.byteLength(head, "latin1") + HEADERS_NODE_ADDS_BYTES + brotliBytes;
}

/**
 * Every page of the snapshot over a budget, named by its address: `problems` (over the script budget)
 * refuse the release, `warnings` (out of one round trip) are told to the person publishing.
 */
export async function budgetChecks(site: SiteSnapshot): Promise<{ problems: RenderProblem[]; warnings: RenderProblem[] }> {
  const gzipSizes = new Map<string, Promise<{ bytes: number; imports: string[] }>>();
  const script = (path: string) => {
    let size = gzipSizes.get(path);
    if (!size) {
      size = readFile(join(site.root, path)).then((source) => ({
        bytes: gzipSync(source, { level: 9 }).length,
        imports: staticImportPaths(path, source.toString("utf8")),
      }));
      gzipSizes.set(path, size);
    }
    return size;
  };
  const problems: RenderProblem[] = [];
  const warnings: RenderProblem[] = [];
  const pages = [
    ...site.pages,
    ...Object.entries(site.specialityFallback).map(([locale, file]) => [`(${locale}) unknown speciality`, file]),
  ];
  for (const [path, file] of pages) {
    const html = await readFile(join(site.root, file!));
    const seen = new Set<string>();
    const pending = [...htmlEntryPoints(html.toString("utf8")).js];
    let scriptBytes = 0;
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const { bytes, imports } = await script(next);
      scriptBytes += bytes;
      pending.push(...imports);
    }
    if (scriptBytes > SCRIPT_BUDGET_GZIP_BYTES)
      problems.push({
        path: path!,
        message: `The page loads ${kb(scriptBytes)} of JavaScript, more than the ${kb(SCRIPT_BUDGET_GZIP_BYTES)} budget.`,
      });
    let brotliBytes: number;
    try {
      brotliBytes = (await readFile(join(site.root, `${file}.br`))).length;
    } catch {
      brotliBytes = html.length;
    }
    const firstResponse = firstResponseBytes(site, file!, brotliBytes);
    if (firstResponse > FIRST_ROUND_TRIP_BYTES)
      warnings.push({
        path: path!,
        message: `The page's first response is ${firstResponse} bytes, more than one round trip carries (${FIRST_ROUND_TRIP_BYTES}): it paints a round trip later on a phone. A shorter notice or text on this page keeps it fast.`,
      });
  }
  return { problems, warnings };
}
