/**
 * A page gets Brotli's cheap quality unless it is near its one round trip, where it gets the best: the
 * bytes matter only there (common/web-compression.ts). Either way it is Brotli, read back as the page.
 */
import { randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BEST_BROTLI_QUALITY, CHEAP_BROTLI_QUALITY, NEAR_ROUND_TRIP_BODY_BYTES, brotli, pageBrotli } from "./web-compression";

/** HTML-like text that compresses to about `bytes` (random letters carry most of their size through Brotli). */
const pageOf = (bytes: number) =>
  Buffer.from(
    `<!DOCTYPE html><html><body>${'<p class="text-lg">Doctor</p>'.repeat(400)}<p>${randomBytes(bytes).toString("base64")}</p></body></html>`,
  );

describe("a page's Brotli quality", () => {
  it("is the cheap one for a page with room to spare", async () => {
    const page = pageOf(NEAR_ROUND_TRIP_BODY_BYTES / 2);
    const compressed = await pageBrotli(page);
    expect(compressed.length).toBeLessThan(NEAR_ROUND_TRIP_BODY_BYTES);
    expect(compressed).toEqual(brotli(page, CHEAP_BROTLI_QUALITY));
    expect(brotliDecompressSync(compressed)).toEqual(page);
  });

  it("is the best one for a page near its round trip", async () => {
    const page = pageOf(NEAR_ROUND_TRIP_BODY_BYTES);
    expect(brotli(page, CHEAP_BROTLI_QUALITY).length).toBeGreaterThan(NEAR_ROUND_TRIP_BODY_BYTES);
    const compressed = await pageBrotli(page);
    expect(compressed).toEqual(brotli(page, BEST_BROTLI_QUALITY));
    expect(brotli(page, BEST_BROTLI_QUALITY)).not.toEqual(brotli(page, CHEAP_BROTLI_QUALITY));
    expect(brotliDecompressSync(compressed)).toEqual(page);
  });
});
