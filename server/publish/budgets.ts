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
import { staticImportPaths } from "#common/built-page";
import { FIRST_ROUND_TRIP_BYTES } from "#common/web-compression";
import type { HttpLimits } from "../config";
import { DEFAULT_HTTP_LIMITS } from "../http/http-limits";
import { STRICT_TRANSPORT_SECURITY, fixedHeaders } from "../http/security-headers";
import { type SiteSnapshot, fileIdentity } from "../site/site-snapshot";
import type { RenderProblem } from "./render-release";

export const SCRIPT_BUDGET_GZIP_BYTES = 120 * 1024;
/** The compression picks each page's Brotli quality by the same round trip (common/web-compression.ts). */
export { FIRST_ROUND_TRIP_BYTES };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** How long Node keeps a browser's connection open, which it writes on every keep-alive answer. */
export type KeepAlive = Pick<HttpLimits, "keepAliveTimeoutMs" | "maxRequestsPerSocket">;

/**
 * The one measure of a page's first response, in bytes on the wire: the status line, the headers the
 * server sends a browser over https (the proxy's X-Forwarded-Proto: https), those Node writes itself on
 * a keep-alive answer (Date, always 29 characters; Connection; Keep-Alive with the server's timeout)
 * and the content length, and the body as served to a browser that accepts Brotli (the `.br` copy the
 * build or the publisher wrote; the page itself if there is none). The publish's warning, `npm run size
 * -- --first-response` and the build's round-trip test count with it, and
 * server/site/first-round-trip.test.ts proves it equal to what the socket carries for every page.
 */
export async function firstResponseBytes(site: SiteSnapshot, file: string, keepAlive: KeepAlive = DEFAULT_HTTP_LIMITS): Promise<number> {
  let body: Buffer;
  let encoding: string | undefined = "br";
  try {
    body = await readFile(join(site.root, `${file}.br`));
  } catch {
    body = await readFile(join(site.root, file));
    encoding = undefined;
  }
  const headers: Record<string, string> = {
    ...fixedHeaders(),
    "content-security-policy": site.policy(file, { overTls: true }),
    "strict-transport-security": STRICT_TRANSPORT_SECURITY,
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    etag: site.etags.get(file) ?? "",
    ...(encoding ? { "content-encoding": encoding } : {}),
    vary: "accept-encoding",
    "content-length": String(body.length),
    date: new Date(0).toUTCString(),
    connection: "keep-alive",
    "keep-alive": `timeout=${Math.floor(keepAlive.keepAliveTimeoutMs / 1000)}${keepAlive.maxRequestsPerSocket > 0 ? `, max=${keepAlive.maxRequestsPerSocket}` : ""}`,
  };
  const head = `HTTP/1.1 200 OK\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
  return Buffer.byteLength(head, "latin1") + body.length;
}

/**
 * A script's gzip size and its imports, by the file's identity (site-snapshot.ts): a release links the
 * build's scripts, so a publish compresses none of them again. Bounded: a few builds' scripts. A page's
 * entry scripts are the snapshot's, read with the rest of what the server works out from the page.
 */
const scriptSizes = new Map<string, Promise<{ bytes: number; imports: string[] }>>();
const KEPT_SCRIPTS = 5_000;

/**
 * Every page of the snapshot over a budget, named by its address: `problems` (over the script budget)
 * refuse the release, `warnings` (out of one round trip) are told to the person publishing.
 */
export async function budgetChecks(
  site: SiteSnapshot,
  keepAlive: KeepAlive = DEFAULT_HTTP_LIMITS,
): Promise<{ problems: RenderProblem[]; warnings: RenderProblem[] }> {
  const script = async (path: string) => {
    const file = join(site.root, path);
    const identity = await fileIdentity(file);
    let size = scriptSizes.get(identity);
    if (!size) {
      if (scriptSizes.size >= KEPT_SCRIPTS) scriptSizes.clear();
      size = readFile(file).then((source) => ({
        bytes: gzipSync(source, { level: 9 }).length,
        imports: staticImportPaths(path, source.toString("utf8")),
      }));
      scriptSizes.set(identity, size);
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
    const seen = new Set<string>();
    const entry = site.entryScripts.get(file!);
    if (!entry) throw new Error(`The snapshot has not read ${file}`);
    const pending = [...entry];
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
    const firstResponse = await firstResponseBytes(site, file!, keepAlive);
    if (firstResponse > FIRST_ROUND_TRIP_BYTES)
      warnings.push({
        path: path!,
        message: `The page's first response is ${firstResponse} bytes, more than one round trip carries (${FIRST_ROUND_TRIP_BYTES}): it paints a round trip later on a phone. A shorter notice or text on this page keeps it fast.`,
      });
  }
  return { problems, warnings };
}
