/**
 * What the content store needs to know about a document's JSON without knowing its kind: a canonical
 * form and its hash (for versions), JSON pointers (RFC 6901) into a value, the field-level differences
 * between two values, and the English/Hindi pairs a value holds with the state of each translation.
 */
import { createHash } from "node:crypto";

/** JSON with object keys sorted, so the same value always has the same text (and hash). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** SHA-256 (hex) of a string; of a value's canonical JSON for anything else. */
export function hashOf(value: unknown): string {
  return createHash("sha256")
    .update(typeof value === "string" ? value : canonicalJson(value))
    .digest("hex");
}

/**
 * What a translation source records: the SHA-256 (hex, UTF-8) of the English text a Hindi field was
 * written from. The desk computes the same in the browser (crypto.subtle.digest("SHA-256", ...)).
 */
export const englishHash = (english: string) => createHash("sha256").update(english, "utf8").digest("hex");

export const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

const escapeSegment = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");
const unescapeSegment = (segment: string) => segment.replaceAll("~1", "/").replaceAll("~0", "~");

export const pointerOf = (segments: readonly (string | number)[]) =>
  segments.map((segment) => `/${escapeSegment(String(segment))}`).join("");

export const segmentsOf = (pointer: string): string[] => (pointer === "" ? [] : pointer.slice(1).split("/").map(unescapeSegment));

/**
 * The values at a pointer, where a segment "*" stands for every item of an array or every member of an
 * object ("/schedule/*\/fee"). Absent places are left out, so two values differ at the pointer when
 * these lists differ.
 */
export function valuesAt(value: unknown, pointer: string): unknown[] {
  let found: unknown[] = [value];
  for (const segment of segmentsOf(pointer)) {
    found = found.flatMap((inner): unknown[] => {
      if (inner === null || typeof inner !== "object") return [];
      if (segment === "*") return Object.values(inner as Record<string, unknown>);
      return Object.hasOwn(inner, segment) ? [(inner as Record<string, unknown>)[segment]] : [];
    });
  }
  return found;
}

export type FieldChange = { path: string; before: unknown; after: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Where `after` differs from `before`, field by field: objects member by member, arrays of the same
 * length item by item, anything else (a list that grew or shrank, a changed text) as a whole. An
 * absent side is undefined (null in JSON answers: the desk shows "none").
 */
export function fieldChanges(before: unknown, after: unknown, path = ""): FieldChange[] {
  if (sameJson(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], `${path}/${escapeSegment(key)}`));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => fieldChanges(item, after[index], `${path}/${index}`));
  }
  return [{ path, before: before ?? null, after: after ?? null }];
}

/** An English/Hindi pair inside a value: `hiPath` is where the Hindi is ("/description/hi"). */
export type WordsPair = { hiPath: string; en: string; hi: string };

/** Every `{ en, hi }` pair of strings in a value, in reading order. */
export function wordsPairs(value: unknown, path = ""): WordsPair[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsPairs(item, `${path}/${index}`));
  if (!isPlainObject(value)) return [];
  if (typeof value.en === "string" && typeof value.hi === "string") return [{ hiPath: `${path}/hi`, en: value.en, hi: value.hi }];
  return Object.entries(value).flatMap(([key, inner]) => wordsPairs(inner, `${path}/${escapeSegment(key)}`));
}

/** missing: Hindi empty where English has text; outdated: the English changed since the Hindi was written; done. */
export type TranslationState = "missing" | "outdated" | "done";

export type TranslationSources = Record<string, string>;

export function translationStates(value: unknown, sources: TranslationSources): Record<string, TranslationState> {
  const states: Record<string, TranslationState> = {};
  for (const pair of wordsPairs(value)) {
    if (pair.en.trim() === "") continue;
    if (pair.hi.trim() === "") states[pair.hiPath] = "missing";
    else states[pair.hiPath] = sources[pair.hiPath] === undefined || sources[pair.hiPath] === englishHash(pair.en) ? "done" : "outdated";
  }
  return states;
}

/**
 * The sources a saved value keeps. What the editor sends wins (it knows the person looked at the
 * English); else a Hindi field typed afresh was written from the English beside it; else an unchanged
 * Hindi field keeps the source it had, and one that never had any (the repository's own content) is
 * taken as written from the English it first stood beside.
 */
export function sourcesForSave(
  value: unknown,
  previous: { value: unknown; sources: TranslationSources } | null,
  sent: TranslationSources,
): TranslationSources {
  const previousPairs = new Map((previous ? wordsPairs(previous.value) : []).map((pair) => [pair.hiPath, pair]));
  const sources: TranslationSources = {};
  for (const pair of wordsPairs(value)) {
    const before = previousPairs.get(pair.hiPath);
    const given = sent[pair.hiPath];
    if (typeof given === "string" && /^[0-9a-f]{64}$/.test(given)) sources[pair.hiPath] = given;
    else if (!before || before.hi !== pair.hi) sources[pair.hiPath] = englishHash(pair.en);
    else sources[pair.hiPath] = previous?.sources[pair.hiPath] ?? englishHash(before.en);
  }
  return sources;
}

/** A live value's sources, with those it never recorded taken from its own English (the seed was translated as written). */
export function sourcesOfLive(value: unknown, recorded: TranslationSources): TranslationSources {
  const sources: TranslationSources = {};
  for (const pair of wordsPairs(value)) sources[pair.hiPath] = recorded[pair.hiPath] ?? englishHash(pair.en);
  return sources;
}

/**
 * `value` with the places `pointers` name holding what `source` holds there (left out where `source`
 * has nothing): a draft with its second-person facts put back as they are live. Null when a pointer
 * names every item ("*") or a place whose parent `value` lacks: such a draft is not split.
 */
export function withValuesFrom(value: unknown, source: unknown, pointers: readonly string[]): unknown {
  const result: unknown = structuredClone(value);
  for (const pointer of pointers) {
    const segments = segmentsOf(pointer);
    if (segments.length === 0 || segments.includes("*")) return null;
    const last = segments.pop()!;
    const [parent] = valuesAt(result, pointerOf(segments));
    if (!isPlainObject(parent)) return null;
    const [kept] = valuesAt(source, pointer);
    if (kept === undefined) delete parent[last];
    else parent[last] = structuredClone(kept);
  }
  return result;
}
