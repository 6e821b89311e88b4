/**
 * How the site compresses what it sends: Brotli, and gzip at level 9 for browsers without Brotli. The
 * build compresses its files this way once (pipeline/precompress.ts), the publisher the files it renders
 * at each publish; the server compresses the few pages it makes at start-up the same way
 * (server/site/doctor-choice.ts).
 *
 * Brotli's best quality (11) takes about 35 times the CPU of quality 6 for about 9% fewer bytes on the
 * site's pages (64 pages: 5.5 s against 0.15 s of CPU, 622 KB against 683 KB; quality 10 took 2.1 s for
 * 637 KB; performance review, issue T). Those bytes matter only where a page is near the first round trip
 * of a new connection (docs/decisions/013-one-round-trip-pages.md): a page that fits with room to spare
 * paints after one round trip either way. So a page gets quality 6, and quality 11 when its quality-6 body
 * leaves less room than `NEAR_ROUND_TRIP_BODY_BYTES` says; the hydration data and the sitemap, in no
 * first response, quality 6. The build's scripts and stylesheet, compressed once per build and fetched by
 * every visitor, keep quality 11. All are Brotli: the server sends each with the same `Content-Encoding: br`.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip as gzipAsync, gzipSync } from "node:zlib";

/** Ten TCP segments of 1460 bytes: what a server may send before the first acknowledgement (RFC 6928). */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/**
 * What a page's first response carries besides its body: the status line and headers, 1,342 bytes on the
 * fullest page (/hi) on 28 Nov 2026, most of it the CSP's hashes; counted generously.
 */
const FIRST_RESPONSE_HEADER_BYTES = 2_000;
/**
 * A page whose quality-6 Brotli body is longer than this is within 5% of its round trip once its headers
 * are counted: it is compressed again at quality 11, for the bytes it may need (on 28 Nov 2026, 10 of the
 * 64 pages: the home pages, Find Doctor, the patient guides and the fullest Hindi pages).
 */
export const NEAR_ROUND_TRIP_BODY_BYTES = Math.round(FIRST_ROUND_TRIP_BYTES * 0.95) - FIRST_RESPONSE_HEADER_BYTES;

export const BEST_BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;
/** What a page or a file made at each publish gets unless it is near its round trip. */
export const CHEAP_BROTLI_QUALITY = 6;

const brotliOptions = (content: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
});

export const brotli = (content: Buffer, quality: number = BEST_BROTLI_QUALITY): Buffer =>
  brotliCompressSync(content, brotliOptions(content, quality));

export const gzip = (content: Buffer): Buffer => gzipSync(content, { level: 9 });

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzipAsync);

/** Brotli at `quality` in libuv's thread pool: several files compress at once, on every core. */
export const brotliAsync = (content: Buffer, quality: number = BEST_BROTLI_QUALITY): Promise<Buffer> =>
  brotliInPool(content, brotliOptions(content, quality));

export const gzipAsyncLevel9 = (content: Buffer): Promise<Buffer> => gzipInPool(content, { level: 9 });

/** Whether a page whose quality-6 Brotli body is this is compressed again at quality 11 (the rule above). */
const nearRoundTrip = (cheap: Buffer) => cheap.length > NEAR_ROUND_TRIP_BODY_BYTES;

/** A page: quality 6, or 11 where the page is near its one round trip (the rule above). */
export async function pageBrotli(content: Buffer): Promise<Buffer> {
  const compressed = await brotliAsync(content, CHEAP_BROTLI_QUALITY);
  return nearRoundTrip(compressed) ? brotliAsync(content, BEST_BROTLI_QUALITY) : compressed;
}

/** The same on the calling thread (the publisher's compression: pipeline/precompress.ts says why). */
export function pageBrotliSync(content: Buffer): Buffer {
  const compressed = brotli(content, CHEAP_BROTLI_QUALITY);
  return nearRoundTrip(compressed) ? brotli(content, BEST_BROTLI_QUALITY) : compressed;
}
