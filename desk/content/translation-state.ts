/**
 * Whether each Hindi field is missing, out of date or done. When a person writes a Hindi field, the
 * draft keeps (in `translationSources`, by the Hindi field's JSON pointer) a hash of the English it was
 * written from; when the English later changes, the hashes differ and the Hindi is out of date.
 *
 * The hash is SHA-256 of the English text's UTF-8 bytes, in lowercase hex: what Node's
 * `createHash("sha256").update(english).digest("hex")` gives, so the server and scripts can compute it
 * too. Computed here synchronously so every keystroke can update the field's state.
 */
import { childPointer, valueAt } from "./json-pointer";

export type HindiState = "missing" | "out-of-date" | "done";

export const HINDI_STATE_WORDS: Record<HindiState, string> = {
  missing: "Hindi missing",
  "out-of-date": "Hindi out of date: the English changed since",
  done: "Hindi done",
};

const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, Math.floor((bytes.length * 8) / 2 ** 32));
  view.setUint32(length - 4, (bytes.length * 8) >>> 0);
  const hash = Uint32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotate = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const s0 = rotate(w[i - 15]!, 7) ^ rotate(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3);
      const s1 = rotate(w[i - 2]!, 17) ^ rotate(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = hash as unknown as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i += 1) {
      const t1 = (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) >>> 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((word, i) => (hash[i] = (hash[i]! + word) >>> 0));
  }
  return Array.from(hash, (word) => word.toString(16).padStart(8, "0")).join("");
}

/** A Hindi text field and the English field it translates. */
export type HindiField = { hindi: string; english: string };

/**
 * Every Hindi text field in a document's value: inside each `{ en, hi }` pair, each string under `hi`
 * whose counterpart under `en` is a string too (a pair of words, or a pair of whole word records).
 */
export function hindiFields(value: unknown, pointer = ""): HindiField[] {
  if (typeof value !== "object" || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => hindiFields(item, childPointer(pointer, index)));
  const record = value as Record<string, unknown>;
  if ("en" in record && "hi" in record)
    return matchingStrings(record.en, record.hi, childPointer(pointer, "en"), childPointer(pointer, "hi"));
  return Object.entries(record).flatMap(([key, child]) => hindiFields(child, childPointer(pointer, key)));
}

function matchingStrings(english: unknown, hindi: unknown, englishPointer: string, hindiPointer: string): HindiField[] {
  if (typeof english === "string")
    return typeof hindi === "string" || hindi === undefined ? [{ hindi: hindiPointer, english: englishPointer }] : [];
  if (typeof english !== "object" || english === null) return [];
  return Object.keys(english).flatMap((key) =>
    matchingStrings(
      (english as Record<string, unknown>)[key],
      typeof hindi === "object" && hindi !== null ? (hindi as Record<string, unknown>)[key] : undefined,
      childPointer(englishPointer, key),
      childPointer(hindiPointer, key),
    ),
  );
}

/** The English pointer a Hindi pointer translates: the last "/hi/" (or final "/hi") becomes "/en". */
export function englishPointerOf(hindiPointer: string): string | null {
  const at = hindiPointer.lastIndexOf("/hi");
  if (at < 0) return null;
  const after = hindiPointer.slice(at + 3);
  if (after !== "" && !after.startsWith("/")) return null;
  return `${hindiPointer.slice(0, at)}/en${after}`;
}

export function hindiState(value: unknown, hindiPointer: string, sources: Record<string, string>): HindiState | null {
  const englishPointer = englishPointerOf(hindiPointer);
  const english = englishPointer === null ? undefined : valueAt(value, englishPointer);
  const hindi = valueAt(value, hindiPointer);
  if (typeof english !== "string" || english.trim() === "") return null;
  if (typeof hindi !== "string" || hindi.trim() === "") return "missing";
  const source = sources[hindiPointer];
  return source !== undefined && source !== sha256Hex(english) ? "out-of-date" : "done";
}

/**
 * The sources of a document as it opens: the saved ones, and for a Hindi field written before sources
 * were kept (the repository's content), the English it stands beside now.
 */
export function openingSources(value: unknown, saved: Record<string, string>): Record<string, string> {
  const sources = { ...saved };
  for (const field of hindiFields(value)) {
    const english = valueAt(value, field.english);
    const hindi = valueAt(value, field.hindi);
    if (sources[field.hindi] === undefined && typeof english === "string" && typeof hindi === "string" && hindi.trim())
      sources[field.hindi] = sha256Hex(english);
  }
  return sources;
}
