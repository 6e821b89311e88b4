/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
 * time: the server then sends the smallest copy the browser accepts without compressing per request,
 * and a CDN in front of it can do the same. The publisher writes them for the files it renders.
 *
 * Each file gets the Brotli quality it needs (common/web-compression.ts): a page quality 6, or 11 near
 * its one round trip; the hydration data and the sitemap, which no first response carries, quality 6;
 * the build's scripts and stylesheet 11. Files are compressed a few at a time in libuv's thread pool, so
 * both cores of a small server work on them.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { BEST_BROTLI_QUALITY, CHEAP_BROTLI_QUALITY, brotliAsync, gzipAsyncLevel9, pageBrotli } from "#common/web-compression";

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
};

/** The Brotli copy of one file, at the quality its kind needs. */
function brotliFor(file: string, content: Buffer): Promise<Buffer> {
  if (file.endsWith(".html")) return pageBrotli(content);
  // The hydration data and the sitemap: made at each publish, and in no page's first response.
  if (/\.(txt|xml)$/.test(file)) return brotliAsync(content, CHEAP_BROTLI_QUALITY);
  return brotliAsync(content, BEST_BROTLI_QUALITY);
}

export async function precompress(
  directory: string,
  { only, files: listed, onFile }: PrecompressOptions = {},
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
        const [compressed, gzipped] = await Promise.all([brotliFor(file, content), gzipAsyncLevel9(content)]);
        await Promise.all([writeFile(`${file}.br`, compressed), writeFile(`${file}.gz`, gzipped)]);
        totals.files += 1;
        totals.bytes += content.length;
        totals.brotliBytes += compressed.length;
      }
      onFile?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return totals;
}
