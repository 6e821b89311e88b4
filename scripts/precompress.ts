/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
 * time: the server then sends the smallest copy the browser accepts without compressing per request,
 * and a CDN in front of it can do the same.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { brotli, gzip } from "#common/web-compression";

const TEXT_FILE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

export type PrecompressOptions = {
  /**
   * Which files (path relative to `directory`, "/"-separated) to compress; all by default. The
   * publisher compresses only what it rendered: the rest of a release is the build's, compressed once.
   */
  only?: (relativePath: string) => boolean;
  /** Told after each file it looks at, of how many: a publish shows how far its compressing is. */
  onFile?: (done: number, total: number) => void;
};

export async function precompress(
  directory: string,
  { only, onFile }: PrecompressOptions = {},
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !only || only(relative(directory, file).split(sep).join("/")));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  let done = 0;
  for (const file of files) {
    const content = await readFile(file);
    if (content.length >= MIN_BYTES) {
      const compressed = brotli(content);
      await writeFile(`${file}.br`, compressed);
      await writeFile(`${file}.gz`, gzip(content));
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += compressed.length;
    }
    onFile?.(++done, files.length);
  }
  return totals;
}
