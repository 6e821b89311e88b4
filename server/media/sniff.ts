/**
 * What an upload is, by its first bytes: never by its name or the type the browser claims, which a
 * renamed file or a careless client gets wrong.
 */
import type { MediaSourceType } from "./media-tables";

export type Sniffed = { accepted: MediaSourceType } | { refused: "heic" | "not-accepted" };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const PDF = ascii("%PDF-");
const FTYP = ascii("ftyp");
/**
 * The ISO base media brands of HEIF pictures: what an iPhone saves by default (heic), bursts and
 * sequences, and the generic HEIF brands an iPhone's file also lists. AVIF comes in the same box and
 * falls to the general refusal.
 */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, JPEG)) return { accepted: "image/jpeg" };
  if (startsWith(bytes, PNG)) return { accepted: "image/png" };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { accepted: "image/webp" };
  if (startsWith(bytes, PDF)) return { accepted: "application/pdf" };
  if (startsWith(bytes, FTYP, 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return { refused: "heic" };
  }
  return { refused: "not-accepted" };
}

/** A PDF that was cut off (an interrupted download, a partial copy) lacks its end-of-file marker. */
export function pdfLooksComplete(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString("latin1");
  return tail.includes("%%EOF");
}
