/**
 * How the site compresses what it sends: Brotli at its best quality, and gzip at level 9 for browsers
 * without Brotli. The build compresses its files this way once (scripts/precompress.ts); the server
 * compresses the few pages it makes at start-up the same way (server/site/doctor-choice.ts).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const brotli = (content: Buffer): Buffer =>
  brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });

export const gzip = (content: Buffer): Buffer => gzipSync(content, { level: 9 });
