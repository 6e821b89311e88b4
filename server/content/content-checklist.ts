/**
 * The facts only the hospital can give that the content still lacks (missing) or shows as a working
 * value to confirm, document by document: what `npm run content:todo` prints and the desk's checklist
 * shows. A fact is a HospitalFact (app/content/hospital-fact.ts) anywhere inside a document's value; a
 * fact whose English and Hindi are both listed is one item, at the pair's path.
 */
import type { ContentKind } from "#app/content/model/content-kinds";
import { isHospitalFact } from "#app/content/hospital-fact";
import { pointerOf } from "./content-json";

export type ChecklistItem = {
  kind: string;
  key: string;
  /** JSON pointer inside the document's value. */
  path: string;
  state: "missing" | "working";
  /** What it belongs to, in the desk's words: "Dr. Mahesh Gupta", "Hospital". */
  about: string;
  /** A working value, as the site shows it now. */
  value?: unknown;
};

export type Checklist = { total: number; missing: number; working: number; items: ChecklistItem[] };

type Found = { segments: (string | number)[]; state: "missing" | "working"; value?: unknown };

function factsIn(value: unknown, segments: (string | number)[] = []): Found[] {
  if (isHospitalFact(value)) {
    if (value.state === "supplied") return [];
    return [value.state === "working" ? { segments, state: "working", value: value.value } : { segments, state: "missing" }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => factsIn(item, [...segments, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => factsIn(inner, [...segments, key]));
  }
  return [];
}

const LANGUAGES = new Set(["en", "hi"]);

export function contentChecklist<Content>(kinds: readonly ContentKind<Content>[], content: Content): Checklist {
  const items: ChecklistItem[] = [];
  for (const kind of kinds) {
    for (const document of kind.documents(content)) {
      const about = kind.collection ? safeDescribe(kind, document.value, document.key) : kind.title;
      const seen = new Map<string, ChecklistItem>();
      for (const found of factsIn(document.value)) {
        const last = found.segments.at(-1);
        // The English and the Hindi of one fact: one item, missing if either is.
        const segments = typeof last === "string" && LANGUAGES.has(last) ? found.segments.slice(0, -1) : found.segments;
        const path = pointerOf(segments);
        const already = seen.get(path);
        if (already) {
          if (found.state === "missing") {
            already.state = "missing";
            delete already.value;
          }
          continue;
        }
        const item: ChecklistItem = {
          kind: kind.id,
          key: document.key,
          path,
          state: found.state,
          about,
          ...(found.state === "working" ? { value: found.value } : {}),
        };
        seen.set(path, item);
        items.push(item);
      }
    }
  }
  const missing = items.filter((item) => item.state === "missing").length;
  return { total: items.length, missing, working: items.length - missing, items };
}

function safeDescribe<Content>(kind: ContentKind<Content>, value: unknown, key: string): string {
  try {
    return kind.describe(value) || key;
  } catch {
    return key;
  }
}
