/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
 * time: the server then sends the smallest copy the browser accepts without compressing per request,
 * and a CDN in front of it can do the same.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotli, gzip } from "#common/web-compression";

const TEXT_FILE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

export async function precompress(directory: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const compressed = brotli(content);
    await writeFile(`${file}.br`, compressed);
    await writeFile(`${file}.gz`, gzip(content));
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += compressed.length;
  }
  return totals;
}
