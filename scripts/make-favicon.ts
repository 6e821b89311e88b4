/**
 * Writes public/favicon.ico: one 32x32, 32-bit BMP image of the same mark as
 * public/favicon.svg (a #1d55b0 rounded square with a white medical cross).
 * The mark is rasterised here with 4x4 supersampling, so no image library is needed.
 *
 * Run: node --import tsx scripts/make-favicon.ts
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const SIZE = 32;
const SAMPLES = 4;
const BLUE = { r: 0x1d, g: 0x55, b: 0xb0 };
const WHITE = { r: 0xff, g: 0xff, b: 0xff };

/** Same geometry as favicon.svg: rect x=1 y=1 w=30 h=30 rx=7. */
function insideRoundedSquare(x: number, y: number): boolean {
  const min = 1;
  const max = 31;
  const radius = 7;
  if (x < min || x > max || y < min || y > max) return false;
  const cx = Math.min(Math.max(x, min + radius), max - radius);
  const cy = Math.min(Math.max(y, min + radius), max - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Same geometry as favicon.svg: arms 6 wide, 18 long, centred. */
function insideCross(x: number, y: number): boolean {
  const vertical = x >= 13 && x <= 19 && y >= 7 && y <= 25;
  const horizontal = y >= 13 && y <= 19 && x >= 7 && x <= 25;
  return vertical || horizontal;
}

/** Returns straight (non-premultiplied) BGRA pixels, top row first. */
function rasterise(): Uint8Array {
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const total = SAMPLES * SAMPLES;
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      let covered = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (!insideRoundedSquare(x, y)) continue;
          const colour = insideCross(x, y) ? WHITE : BLUE;
          covered++;
          r += colour.r;
          g += colour.g;
          b += colour.b;
        }
      }
      const offset = (py * SIZE + px) * 4;
      if (covered > 0) {
        pixels[offset] = Math.round(b / covered);
        pixels[offset + 1] = Math.round(g / covered);
        pixels[offset + 2] = Math.round(r / covered);
        pixels[offset + 3] = Math.round((covered / total) * 255);
      }
    }
  }
  return pixels;
}

function buildIco(pixels: Uint8Array): Buffer {
  const headerSize = 40;
  const xorSize = SIZE * SIZE * 4;
  const andRowBytes = Math.ceil(SIZE / 32) * 4;
  const andSize = andRowBytes * SIZE;
  const imageSize = headerSize + xorSize + andSize;
  const imageOffset = 6 + 16;

  const file = Buffer.alloc(imageOffset + imageSize);
  // ICONDIR
  file.writeUInt16LE(0, 0); // reserved
  file.writeUInt16LE(1, 2); // type: icon
  file.writeUInt16LE(1, 4); // one image
  // ICONDIRENTRY
  file.writeUInt8(SIZE, 6); // width
  file.writeUInt8(SIZE, 7); // height
  file.writeUInt8(0, 8); // no palette
  file.writeUInt8(0, 9); // reserved
  file.writeUInt16LE(1, 10); // colour planes
  file.writeUInt16LE(32, 12); // bits per pixel
  file.writeUInt32LE(imageSize, 14);
  file.writeUInt32LE(imageOffset, 18);
  // BITMAPINFOHEADER (height is doubled: XOR bitmap + AND mask)
  let o = imageOffset;
  file.writeUInt32LE(headerSize, o);
  file.writeInt32LE(SIZE, o + 4);
  file.writeInt32LE(SIZE * 2, o + 8);
  file.writeUInt16LE(1, o + 12);
  file.writeUInt16LE(32, o + 14);
  file.writeUInt32LE(0, o + 16); // BI_RGB
  file.writeUInt32LE(xorSize + andSize, o + 20);
  o += headerSize;
  // XOR bitmap, bottom row first
  for (let row = SIZE - 1; row >= 0; row--) {
    const start = row * SIZE * 4;
    file.set(pixels.subarray(start, start + SIZE * 4), o);
    o += SIZE * 4;
  }
  // AND mask, bottom row first: 1 marks a fully transparent pixel (for old renderers
  // that ignore the alpha channel).
  for (let row = SIZE - 1; row >= 0; row--) {
    for (let col = 0; col < SIZE; col++) {
      if (pixels[(row * SIZE + col) * 4 + 3] === 0) {
        const byte = o + (col >> 3);
        file.writeUInt8(file.readUInt8(byte) | (0x80 >> (col & 7)), byte);
      }
    }
    o += andRowBytes;
  }
  return file;
}

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const output = join(root, "public", "favicon.ico");
const ico = buildIco(rasterise());
writeFileSync(output, ico);
console.log(`Wrote ${output} (${ico.length} bytes)`);
