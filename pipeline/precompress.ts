/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
 * time: the server then sends the smallest copy the browser accepts without compressing per request,
 * and a CDN in front of it can do the same. The publisher writes them for the files it renders.
 *
 * Each file gets the Brotli quality it needs (common/web-compression.ts): a page quality 6, or 11 near
 * its one round trip; the hydration data and the sitemap, which no first response carries, quality 6;
 * the build's scripts and stylesheet 11. The build compresses a few files at a time in libuv's thread
 * pool, so both cores work on them; the publisher, in the server, on its own thread (`onThisThread`).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import {
  BEST_BROTLI_QUALITY,
  CHEAP_BROTLI_QUALITY,
  brotli,
  brotliAsync,
  gzip,
  gzipAsyncLevel9,
  pageBrotli,
  pageBrotliSync,
} from "#common/web-compression";

const TEXT_FILE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;
/** Files compressed at once: enough to keep two cores busy, few enough to hold few buffers. */
const AT_ONCE = 4;

export type PrecompressOptions = {
  /**
   * Which files (path relative to `directory`, "/"-separated) to compress; all by default. The
   * publisher compresses only what it rendered: the rest of a release is the build's, compressed once.
   */
  only?: (relativePath: string) => boolean;
  /** Exactly these files (relative to `directory`), instead of looking for them: the publisher's changed ones. */
  files?: readonly string[];
  /** Told after each file it looks at, of how many: a publish shows how far its compressing is. */
  onFile?: (done: number, total: number) => void;
  /**
   * Compress on this thread, a file at a time, letting the event loop turn between files (the server
   * answers visitors while it publishes; the longest file, a Hindi page at quality 11, holds it 30-60 ms),
   * rather than in libuv's thread pool. Each pool thread that compresses keeps what the compressor
   * allocated in a malloc arena of its own, which the process does not give back: a whole-site publish
   * left the server 30-40 MB larger that way, against 8 MB on its own thread (performance review, issue T).
   * The time it costs is a few tenths of a second for the whole site.
   */
  onThisThread?: boolean;
};

/** The Brotli quality a file's kind needs, or "page" for a page's rule (common/web-compression.ts). */
function brotliQualityFor(file: string): number | "page" {
  if (file.endsWith(".html")) return "page";
  // The hydration data and the sitemap: made at each publish, and in no page's first response.
  if (/\.(txt|xml)$/.test(file)) return CHEAP_BROTLI_QUALITY;
  return BEST_BROTLI_QUALITY;
}

/** The Brotli and gzip copies of one file, in the thread pool, both at once. */
function inThreadPool(file: string, content: Buffer): Promise<[Buffer, Buffer]> {
  const quality = brotliQualityFor(file);
  return Promise.all([quality === "page" ? pageBrotli(content) : brotliAsync(content, quality), gzipAsyncLevel9(content)]);
}

/** The same on this thread, after letting the event loop turn. */
async function onThisThread(file: string, content: Buffer): Promise<[Buffer, Buffer]> {
  await nextTurn();
  const quality = brotliQualityFor(file);
  return [quality === "page" ? pageBrotliSync(content) : brotli(content, quality), gzip(content)];
}

export async function precompress(
  directory: string,
  { only, files: listed, onFile, onThisThread: ownThread = false }: PrecompressOptions = {},
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (
    listed
      ? listed.map((file) => join(directory, file))
      : (await readdir(directory, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
  )
    .filter((file) => TEXT_FILE.test(file))
    .filter((file) => !only || only(relative(directory, file).split(sep).join("/")));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const content = await readFile(file);
      if (content.length >= MIN_BYTES) {
        const [compressed, gzipped] = await (ownThread ? onThisThread : inThreadPool)(file, content);
        await Promise.all([writeFile(`${file}.br`, compressed), writeFile(`${file}.gz`, gzipped)]);
        totals.files += 1;
        totals.bytes += content.length;
        totals.brotliBytes += compressed.length;
      }
      onFile?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: ownThread ? 1 : AT_ONCE }, worker));
  return totals;
}
