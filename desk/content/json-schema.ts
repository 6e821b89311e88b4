/**
 * The part of JSON Schema (draft 2020-12, as zod 4's `z.toJSONSchema` writes it) that the desk's form
 * builder reads, and what kind of control each schema gets. The desk never imports the content's zod
 * schemas (they belong to the site); the server sends each kind's schema with the kinds.
 */

export type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  uniqueItems?: boolean;
  /** An enum's words for each value ("generalmedicine" -> "General Medicine"), where the content model gives them. */
  optionTitles?: Record<string, string>;
};

export const FACT_STATES = ["supplied", "working", "missing"] as const;
export type FactState = (typeof FACT_STATES)[number];

/** What a schema is edited with. */
export type Shape =
  | { type: "fact"; value: JsonSchema | null; states: FactState[] }
  | { type: "pair" }
  | { type: "picture"; pdf: boolean }
  | { type: "asset-path"; pdf: boolean }
  | { type: "object" }
  | { type: "choices"; options: unknown[] }
  | { type: "array" }
  | { type: "enum"; options: unknown[] }
  | { type: "const"; value: unknown }
  | { type: "boolean" }
  | { type: "number"; integer: boolean }
  | { type: "string"; input: "text" | "textarea" | "date" | "time" | "datetime" | "email" | "url" | "tel" }
  | { type: "nullable"; inner: JsonSchema }
  | { type: "json" };

/** The schema `$ref` points to inside the root's `$defs`, or the schema itself. */
export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let here = schema;
  for (let hops = 0; here.$ref && hops < 20; hops += 1) {
    const name = /^#\/\$defs\/(.+)$/.exec(here.$ref)?.[1];
    const target = name === undefined ? undefined : root.$defs?.[decodeURIComponent(name)];
    if (!target) break;
    const { $ref: _, ...rest } = here;
    here = { ...target, ...rest };
  }
  if (here.allOf?.length === 1) {
    const { allOf, ...rest } = here;
    here = { ...resolve(allOf[0]!, root), ...rest };
  }
  return here;
}

const variantsOf = (schema: JsonSchema) => schema.oneOf ?? schema.anyOf;
const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A path to a picture or a PDF, as the content model's patterns for uploaded files end (the certificate's PDF: `\.pdf$`). */
const ASSET_PATTERN = /svg\|png|png\|webp|webp\|jpg|jpe?g|\\\.pdf\$/;
const looksLikePdf = (schema: JsonSchema, name: string) =>
  /pdf|certificate file|document/i.test(`${name} ${schema.title ?? ""} ${schema.description ?? ""}`);

/**
 * The fewest characters a text's schema allows for it to be written in a box of several lines that
 * grows with it (an FAQ's answer: 4,000; a notice: 300), not a one-line input (a name: 80).
 */
export const LONG_TEXT = 300;

export function shapeOf(raw: JsonSchema, root: JsonSchema, name = ""): Shape {
  const schema = resolve(raw, root);
  const variants = variantsOf(schema)?.map((variant) => resolve(variant, root));
  if (variants) {
    const states = variants.map((variant) => variant.properties?.state?.const);
    if (states.length > 0 && states.every((state) => FACT_STATES.includes(state as FactState))) {
      const withValue = variants.find((variant) => variant.properties?.value);
      return { type: "fact", value: withValue?.properties?.value ?? null, states: states as FactState[] };
    }
    if (variants.every((variant) => "const" in variant)) return { type: "enum", options: variants.map((variant) => variant.const) };
    const nonNull = variants.filter((variant) => !typesOf(variant).includes("null"));
    if (nonNull.length === 1 && variants.length === 2) return { type: "nullable", inner: nonNull[0]! };
    return { type: "choices", options: variants };
  }
  const types = typesOf(schema);
  if (types.length === 2 && types.includes("null")) {
    return { type: "nullable", inner: { ...schema, type: types.find((type) => type !== "null") } };
  }
  if ("const" in schema) return { type: "const", value: schema.const };
  if (schema.enum) return { type: "enum", options: schema.enum };
  const type = types[0];
  if (type === "object" || schema.properties) {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    if (names.length === 2 && "en" in properties && "hi" in properties) return { type: "pair" };
    if ("src" in properties && "width" in properties && "height" in properties) return { type: "picture", pdf: false };
    if ("src" in properties && "bytes" in properties) return { type: "picture", pdf: true };
    if (names.length === 0) return { type: "json" };
    return { type: "object" };
  }
  if (type === "array") return { type: "array" };
  if (type === "boolean") return { type: "boolean" };
  if (type === "number" || type === "integer") return { type: "number", integer: type === "integer" };
  if (type === "string") {
    if (schema.pattern && ASSET_PATTERN.test(schema.pattern)) return { type: "asset-path", pdf: looksLikePdf(schema, name) };
    if (schema.format === "date") return { type: "string", input: "date" };
    if (schema.format === "date-time") return { type: "string", input: "datetime" };
    if (schema.format === "time" || (schema.pattern && /^\^?\(?\[01\]\\d\|2\[0-3\]\)?:\[0-5\]\\d\$?$/.test(schema.pattern)))
      return { type: "string", input: "time" };
    if (schema.format === "email") return { type: "string", input: "email" };
    if (schema.format === "uri" || schema.format === "url") return { type: "string", input: "url" };
    if (/phone|whatsapp|mobile/i.test(`${name} ${schema.title ?? ""}`)) return { type: "string", input: "tel" };
    return { type: "string", input: (schema.maxLength ?? 0) >= LONG_TEXT ? "textarea" : "text" };
  }
  return { type: "json" };
}

/** A sensible first value for a new item or a fact given for the first time. */
export function defaultValue(raw: JsonSchema, root: JsonSchema): unknown {
  const schema = resolve(raw, root);
  if (schema.default !== undefined) return schema.default;
  const shape = shapeOf(schema, root);
  switch (shape.type) {
    case "fact":
      return shape.states.includes("missing")
        ? { state: "missing" }
        : { state: shape.states[0], value: shape.value ? defaultValue(shape.value, root) : "" };
    case "pair":
      return { en: "", hi: "" };
    case "picture":
      return undefined;
    case "object":
      return Object.fromEntries(
        (schema.required ?? [])
          .filter((name) => schema.properties?.[name])
          .map((name) => [name, defaultValue(schema.properties![name]!, root)])
          .filter(([, value]) => value !== undefined),
      );
    case "array":
      // Choices (the OPD's days) start with none ticked: the person chooses every one.
      if (checkboxOptions(schema, root)) return [];
      return Array.from({ length: schema.minItems ?? 0 }, () => (schema.items ? defaultValue(schema.items, root) : null));
    case "enum":
      return shape.options[0];
    case "const":
      return shape.value;
    case "boolean":
      return false;
    case "number":
      // Left empty for the person to type: a made-up fee or count would look like a real one.
      return undefined;
    case "nullable":
      return null;
    case "choices":
      return shape.options[0] ? defaultValue(shape.options[0] as JsonSchema, root) : null;
    case "json":
      return typesOf(schema).includes("object") ? {} : null;
    default:
      return "";
  }
}

/** A field's label: its title, or its name written out ("experienceYears" → "Experience years"). */
export function labelOf(schema: JsonSchema, name: string): string {
  if (schema.title) return schema.title;
  if (/^\d+$/.test(name)) return `Item ${Number(name) + 1}`;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An array of distinct choices from a short list (the OPD's weekdays): edited as check boxes. */
export function checkboxOptions(schema: JsonSchema, root: JsonSchema): unknown[] | null {
  if (!schema.items) return null;
  const item = shapeOf(schema.items, root);
  return item.type === "enum" && item.options.length <= 12 ? item.options : null;
}
