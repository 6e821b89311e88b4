/**
 * How the content screens name a document's state and where its page is, and how they say a place in a
 * document and a value in the form's words (a diff, a refused save's changes, the checklist).
 */
import { formatIndianTime } from "#common/indian-time";
import type { DocumentEntry } from "./content-api";
import { formatDay } from "../format";
import { childPointer, pointerSegments } from "./json-pointer";
import { FACT_STATES, type FactState, type JsonSchema, labelOf, resolve, type Shape, shapeOf } from "./json-schema";

/** Live, a draft, a drafted removal, waiting for a second person, or approved. */
export function documentStateWords(entry: Pick<DocumentEntry, "live" | "draft" | "needsApproval" | "approvedBy">): string {
  if (!entry.draft) return entry.live ? "Live" : "Not published";
  if (entry.draft.removed) return "Removal drafted, waiting to be published";
  if (entry.approvedBy) return `Approved by ${entry.approvedBy}, ready to publish`;
  if (entry.needsApproval) return "Draft waiting for a second person's approval";
  return entry.live ? "Draft, not published yet" : "New, draft not published yet";
}

/** The page that shows a document best, for its preview: a doctor's own page, else the home page. */
export function previewPathOf(kind: string, key: string): string {
  if (kind === "doctors") return `/doctors/${key}`;
  return "/";
}

/** A fact's three states, as its choice in the form and its value in a diff say them. */
export const FACT_STATE_WORDS: Record<FactState, string> = {
  supplied: "Supplied by the hospital",
  working: "Working value, still to confirm",
  missing: "Missing: pages say to call and confirm",
};

/** An option as staff read it: its title where the schema gives one, else its key made readable. */
export const optionWords = (option: unknown, titles?: Record<string, string>) => {
  const title = titles?.[String(option)];
  if (title) return title;
  const words = String(option).replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// ---------------------------------------------------------------------------------------------------
// Fields and values in the form's words: the diff of Changes waiting, a refused save's changes and the
// checklist name a place by the labels the form shows there, and say a value as the form would show it.

const LANGUAGE_WORDS = { en: "English", hi: "Hindi" } as const;
/** A fact's state, as if the schema said it: one of three, each with its words. */
const STATE_SCHEMA: JsonSchema = { type: "string", enum: [...FACT_STATES], optionTitles: FACT_STATE_WORDS };

/** Where a pointer leads in a kind's schema. */
export type Place = {
  /** The form's labels on the way there: "Frequently asked questions, 3 › Answer (English)". */
  words: string;
  /** The schema of the value there, or null where the schema does not say. */
  schema: JsonSchema | null;
  /** Where the place is a hospital fact's state or value: the fact's own pointer (its diff is one row). */
  fact?: { pointer: string; part: "state" | "value" };
};

/** The schema a value is written in: `$ref`s followed, an optional value's own schema. */
function settle(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const resolved = resolve(schema, root);
  const shape = shapeOf(resolved, root);
  return shape.type === "nullable" ? settle(shape.inner, root) : resolved;
}

const shapeHere = (schema: JsonSchema | null, root: JsonSchema | null): Shape | null => (schema ? shapeOf(schema, root ?? schema) : null);

/**
 * A place in a document named as the form labels it, led by the kind's schema (`root`, null where the
 * desk has none: the keys are then made readable): a field by its title, a list's item by its place in
 * the list ("Leave, 2", as the item's legend), words by their language ("Answer (English)"), a fact's
 * value by the fact's title.
 */
export function placeOf(root: JsonSchema | null, pointer: string): Place {
  const segments = pointerSegments(pointer);
  let schema: JsonSchema | null = root && settle(root, root);
  if (segments.length === 0) return { words: "The whole document", schema };
  const parts: string[] = [];
  let fact: Place["fact"];
  let here = "";
  for (const segment of segments) {
    const shape = shapeHere(schema, root);
    const parent = here;
    here = childPointer(here, segment);
    fact = undefined;
    if (shape?.type === "fact" && (segment === "state" || segment === "value")) {
      fact = { pointer: parent, part: segment };
      schema = segment === "state" ? STATE_SCHEMA : shape.value && settle(shape.value, root!);
    } else if ((shape?.type === "pair" || schema === null) && (segment === "en" || segment === "hi")) {
      const words = parts.pop();
      parts.push(words ? `${words} (${LANGUAGE_WORDS[segment]})` : LANGUAGE_WORDS[segment]);
      schema = schema && settle(schema.properties![segment]!, root!);
    } else if (/^\d+$/.test(segment) && (shape?.type === "array" || !schema?.properties)) {
      parts.push(`${parts.pop() ?? "Item"}, ${Number(segment) + 1}`);
      schema = schema?.items ? settle(schema.items, root!) : null;
    } else {
      const variants = shape?.type === "choices" ? (shape.options as JsonSchema[]).map((option) => resolve(option, root!)) : [];
      const owner = variants.find((variant) => variant.properties?.[segment]) ?? schema;
      const child = owner?.properties?.[segment];
      const resolved = child ? resolve(child, root!) : null;
      parts.push(labelOf(resolved ?? {}, segment));
      schema = resolved && settle(resolved, root!);
    }
  }
  return { words: parts.join(" › "), schema, ...(fact ? { fact } : {}) };
}

/** A place's words alone: "Phone numbers › Number the appointment desk calls from". */
export const fieldWords = (root: JsonSchema | null, pointer: string) => placeOf(root, pointer).words;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const NOTHING = "(nothing)";

/** A record's fields in the schema's order, each with its label; a from and a to as one range ("10:00 to 14:00"). */
function fieldsOf(value: Record<string, unknown>, schema: JsonSchema | null, root: JsonSchema | null) {
  const known = Object.keys(schema?.properties ?? {});
  const keys = [...known.filter((key) => key in value), ...Object.keys(value).filter((key) => !known.includes(key))];
  const childOf = (key: string) => {
    const child = schema?.properties?.[key];
    return child ? resolve(child, root ?? schema!) : null;
  };
  const words = (key: string) => {
    const child = childOf(key);
    return valueWords(value[key], child && settle(child, root ?? schema!), root);
  };
  const range = !isRecord(value.from) && !isRecord(value.to) && value.from !== undefined && value.to !== undefined;
  return keys
    .filter((key) => value[key] !== undefined && !(range && key === "to"))
    .map((key) =>
      range && key === "from"
        ? { label: null, words: `${words("from")} to ${words("to")}` }
        : { label: labelOf(childOf(key) ?? {}, key), words: words(key) },
    );
}

/**
 * A value as the form would show it, in one line: a department by its name, a day as "28 Nov 2026", a
 * moment in India time ("28 Nov 2026, 9:00 pm IST"), words in both languages ("OPD closed / ओपीडी बंद"),
 * a fact with its state, a record as its labelled fields ("Days: Monday, Friday; 10:00 to 14:00").
 */
export function valueWords(value: unknown, schema: JsonSchema | null, root: JsonSchema | null): string {
  if (value === undefined || value === null) return NOTHING;
  const shape = shapeHere(schema, root);
  if (shape?.type === "nullable") return valueWords(value, settle(shape.inner, root ?? schema!), root);
  if (shape?.type === "fact" && isRecord(value)) {
    const state = value.state as FactState;
    if (state === "missing" || value.value === undefined) return FACT_STATE_WORDS[state] ?? String(state);
    const words = valueWords(value.value, shape.value && settle(shape.value, root ?? schema!), root);
    return state === "working" ? `${words} (${FACT_STATE_WORDS.working.toLowerCase()})` : words;
  }
  if (shape?.type === "pair" && isRecord(value))
    return `${valueWords(value.en, null, root)} / ${value.hi === "" ? "(no Hindi yet)" : valueWords(value.hi, null, root)}`;
  if (shape?.type === "picture" && isRecord(value)) {
    const size = typeof value.width === "number" ? ` (${value.width} × ${String(value.height)} px)` : "";
    const alt = schema?.properties?.alt;
    const words =
      alt && value.alt !== undefined
        ? `; ${labelOf(resolve(alt, root ?? schema!), "alt")}: ${valueWords(value.alt, resolve(alt, root ?? schema!), root)}`
        : "";
    return `${String(value.src)}${size}${words}`;
  }
  if (shape?.type === "enum") return optionWords(value, schema?.optionTitles);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    if (value === "") return "(empty)";
    if (shape?.type === "string" && shape.input === "datetime" && !Number.isNaN(Date.parse(value))) return formatIndianTime(value);
    if (shape?.type === "string" && shape.input === "date") return formatDay(value);
    return value;
  }
  if (Array.isArray(value)) {
    const items = schema?.items ? settle(schema.items, root ?? schema) : null;
    if (value.length === 0) return "(none)";
    const words = value.map((item) => valueWords(item, items, root));
    if (!value.some(isRecord)) return words.join(", ");
    return words.length === 1 ? words[0]! : words.map((item, index) => `(${index + 1}) ${item}`).join(" ");
  }
  if (isRecord(value))
    return fieldsOf(value, schema, root)
      .map(({ label, words }) => {
        const inner = words.includes("; ") ? `(${words})` : words;
        return label === null ? inner : `${label}: ${inner}`;
      })
      .join("; ");
  return String(value);
}

/**
 * A value as lines for a table's cell: a record a line per field, a list of records a line per item,
 * a fact's value and then its state where it is a working value; anything else one line (valueWords).
 */
export function valueLines(value: unknown, schema: JsonSchema | null, root: JsonSchema | null): string[] {
  const shape = shapeHere(schema, root);
  if (shape?.type === "nullable") return valueLines(value, settle(shape.inner, root ?? schema!), root);
  if (shape?.type === "fact" && isRecord(value) && value.value !== undefined && value.state !== "missing") {
    const lines = valueLines(value.value, shape.value && settle(shape.value, root ?? schema!), root);
    return value.state === "working" ? [...lines, FACT_STATE_WORDS.working] : lines;
  }
  const plain = shape === null || shape.type === "object" || shape.type === "json";
  if (plain && isRecord(value)) {
    const fields = fieldsOf(value, schema, root);
    if (fields.length > 0) return fields.map(({ label, words }) => (label === null ? words : `${label}: ${words}`));
  }
  if (Array.isArray(value) && value.length > 1 && value.some(isRecord)) {
    const items = schema?.items ? settle(schema.items, root ?? schema) : null;
    return value.map((item, index) => `${index + 1}. ${valueWords(item, items, root)}`);
  }
  return [valueWords(value, schema, root)];
}

/** One row of a diff: where, in the form's words, and each side as lines. */
export type ChangeRow = { path: string; words: string; before: string[]; after: string[] };

/**
 * The rows of a diff, in the form's words. A fact's state and its value are one row, under the fact's
 * title: "Consultation fee: Missing: pages say to call and confirm → 600".
 */
export function changeRows(root: JsonSchema | null, changes: { path: string; before: unknown; after: unknown }[]): ChangeRow[] {
  type Side = "before" | "after";
  type Fact = { row: ChangeRow; valueSchema: JsonSchema | null; state?: Record<Side, unknown>; value?: Record<Side, unknown> };
  const rows: ChangeRow[] = [];
  const facts = new Map<string, Fact>();
  for (const change of changes) {
    const place = placeOf(root, change.path);
    if (!place.fact) {
      rows.push({
        path: change.path,
        words: place.words,
        before: valueLines(change.before, place.schema, root),
        after: valueLines(change.after, place.schema, root),
      });
      continue;
    }
    let fact = facts.get(place.fact.pointer);
    if (!fact) {
      const row = { path: place.fact.pointer, words: place.words, before: [], after: [] };
      const factShape = shapeHere(placeOf(root, place.fact.pointer).schema, root);
      fact = { row, valueSchema: factShape?.type === "fact" && factShape.value ? settle(factShape.value, root!) : null };
      facts.set(place.fact.pointer, fact);
      rows.push(row);
    }
    fact[place.fact.part] = { before: change.before, after: change.after };
  }
  for (const fact of facts.values()) {
    const side = (which: Side): string[] => {
      const state = fact.state?.[which] as FactState | null | undefined;
      const value = fact.value?.[which];
      if (fact.state === undefined || state === null || state === undefined) return valueLines(value, fact.valueSchema, root);
      if (state === "missing" || value === undefined || value === null) return [FACT_STATE_WORDS[state] ?? String(state)];
      const lines = valueLines(value, fact.valueSchema, root);
      return state === "working" ? [...lines, FACT_STATE_WORDS.working] : lines;
    };
    fact.row.before = side("before");
    fact.row.after = side("after");
  }
  return rows;
}
