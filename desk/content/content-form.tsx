/**
 * A document's form, built from its kind's JSON Schema: a fieldset per object, a list with add, remove
 * and move for arrays, a clear three-way choice for a fact only the hospital can give, native date and
 * time inputs, and each `{ en, hi }` pair of words side by side (English left, Hindi right) with the
 * Hindi field's state. Labels come from the schema's titles, help from its descriptions, and the
 * server's problems appear beside the field they name.
 */
import { type ReactNode, useRef, useState } from "react";
import { ContentFormContext, type FormContextValue, useContentForm as useForm } from "./content-form-context";
import { FACT_STATE_WORDS, optionWords } from "./content-words";
import { childPointer, fieldId, valueAt } from "./json-pointer";
import { checkboxOptions, defaultValue, FACT_STATES, type FactState, type JsonSchema, labelOf, resolve, shapeOf } from "./json-schema";
import { PictureField } from "./picture-field";
import { HINDI_STATE_WORDS, hindiState } from "./translation-state";

export function ContentForm({ context, disabled }: { context: FormContextValue; disabled?: boolean }) {
  return (
    <ContentFormContext.Provider value={context}>
      <fieldset className="content-form" disabled={disabled}>
        <legend className="visually-hidden">The document</legend>
        <SchemaField schema={context.root} pointer="" name="" required />
      </fieldset>
    </ContentFormContext.Provider>
  );
}

const SECOND_PERSON_NOTE = "Needs a second person's approval before it goes live.";

type FieldProps = {
  schema: JsonSchema;
  pointer: string;
  name: string;
  required: boolean;
  lang?: "en" | "hi";
  label?: string;
  /** Inside a group that already names it (a fact's value): a list or record without a legend of its own. */
  bare?: boolean;
  /** The ids of notes around the field that describe it too (a pair's help). */
  describedBy?: string;
};

/** The ids of a field's help and problems, for aria-describedby. */
function useFieldNotes(pointer: string, schema: JsonSchema) {
  const form = useForm();
  const problems = form.problems.get(pointer) ?? [];
  const secondPerson = form.needsSecondPerson.includes(pointer);
  const id = fieldId(pointer);
  const described = [schema.description && `${id}-help`, secondPerson && `${id}-second`, problems.length > 0 && `${id}-problem`]
    .filter(Boolean)
    .join(" ");
  const notes = (
    <>
      {schema.description && (
        <span className="field-help" id={`${id}-help`}>
          {schema.description}
        </span>
      )}
      {secondPerson && (
        <span className="field-second-person" id={`${id}-second`}>
          {SECOND_PERSON_NOTE}
        </span>
      )}
      {problems.length > 0 && (
        <span className="field-problem" id={`${id}-problem`}>
          {problems.join(" ")}
        </span>
      )}
    </>
  );
  return { id, problems, described: described || undefined, notes };
}

export function SchemaField(props: FieldProps) {
  const form = useForm();
  const schema = resolve(props.schema, form.root);
  const shape = shapeOf(schema, form.root, props.name);
  switch (shape.type) {
    case "object":
      return <ObjectField {...props} schema={schema} />;
    case "pair":
      return <PairField {...props} schema={schema} />;
    case "fact":
      return <FactField {...props} schema={schema} valueSchema={shape.value} states={shape.states} />;
    case "array":
      return <ArrayField {...props} schema={schema} />;
    case "picture":
    case "asset-path": {
      const picture = <PictureField {...props} schema={schema} pdf={shape.pdf} asPath={shape.type === "asset-path"} />;
      // A picture the site shows says what it shows, in both languages, beside the upload (a doctor's photo, the gallery).
      const alt = schema.properties?.alt;
      if (!alt) return picture;
      return (
        <div className="picture-with-alt">
          {picture}
          <SchemaField schema={alt} pointer={childPointer(props.pointer, "alt")} name="alt" required />
        </div>
      );
    }
    case "nullable":
      return <NullableField {...props} schema={schema} inner={shape.inner} />;
    case "const":
      return null;
    default:
      return <LeafField {...props} schema={schema} />;
  }
}

function Group({
  pointer,
  schema,
  legend,
  children,
  className,
}: {
  pointer: string;
  schema: JsonSchema;
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  const { id, problems, described, notes } = useFieldNotes(pointer, schema);
  return (
    <fieldset
      className={`field-group ${className ?? ""}`}
      id={id}
      tabIndex={-1}
      aria-describedby={described}
      aria-invalid={problems.length > 0 || undefined}
    >
      <legend>{legend}</legend>
      {notes}
      {children}
    </fieldset>
  );
}

/** A group's contents where the group around it already has the legend; its problems still show. */
function BareGroup({
  pointer,
  schema,
  children,
  className,
}: {
  pointer: string;
  schema: JsonSchema;
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  const { id, notes } = useFieldNotes(pointer, { ...schema, description: undefined });
  return (
    <div className={className} id={id} tabIndex={-1}>
      {notes}
      {children}
    </div>
  );
}

function ObjectField({ schema, pointer, name, lang, label, bare }: FieldProps) {
  const form = useForm();
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, child]) => (
    <SchemaField key={key} schema={child} pointer={childPointer(pointer, key)} name={key} required={required.has(key)} lang={lang} />
  ));
  if (pointer === "" || bare) return <div className="field-list">{fields}</div>;
  return (
    <Group pointer={pointer} schema={schema} legend={label ?? labelOf(resolve(schema, form.root), name)}>
      <div className="field-list">{fields}</div>
    </Group>
  );
}

/** English left, Hindi right: a pair of texts, or a pair of word records compared field by field. */
function PairField({ schema, pointer, name, label }: FieldProps) {
  const form = useForm();
  const english = resolve(schema.properties!.en!, form.root);
  return (
    <Group pointer={pointer} schema={schema} legend={label ?? labelOf(schema, name)} className="pair">
      <PairedRows
        english={english}
        englishPointer={childPointer(pointer, "en")}
        hindiPointer={childPointer(pointer, "hi")}
        label={label ?? labelOf(schema, name)}
        describedBy={schema.description ? `${fieldId(pointer)}-help` : undefined}
      />
    </Group>
  );
}

function PairedRows({
  english,
  englishPointer,
  hindiPointer,
  label,
  describedBy,
}: {
  english: JsonSchema;
  englishPointer: string;
  hindiPointer: string;
  label: string;
  describedBy?: string;
}) {
  const form = useForm();
  const shape = shapeOf(english, form.root);
  if (shape.type === "string")
    return (
      <div className="pair-row">
        <LeafField
          schema={english}
          pointer={englishPointer}
          name="en"
          required
          lang="en"
          label={`${label} (English)`}
          describedBy={describedBy}
        />
        <LeafField
          schema={english}
          pointer={hindiPointer}
          name="hi"
          required
          lang="hi"
          label={`${label} (Hindi)`}
          describedBy={describedBy}
        />
      </div>
    );
  if (shape.type === "object")
    return (
      <>
        {Object.entries(english.properties ?? {}).map(([key, child]) => (
          <PairedRows
            key={key}
            english={resolve(child, form.root)}
            englishPointer={childPointer(englishPointer, key)}
            hindiPointer={childPointer(hindiPointer, key)}
            label={labelOf(resolve(child, form.root), key)}
          />
        ))}
      </>
    );
  // Anything else in words (a fact, a list): each language's own control, side by side.
  return (
    <div className="pair-row">
      <SchemaField schema={english} pointer={englishPointer} name="en" required lang="en" label={`${label} (English)`} />
      <SchemaField schema={english} pointer={hindiPointer} name="hi" required lang="hi" label={`${label} (Hindi)`} />
    </div>
  );
}

function FactField({
  schema,
  pointer,
  name,
  lang,
  label,
  valueSchema,
  states,
}: FieldProps & { valueSchema: JsonSchema | null; states: FactState[] }) {
  const form = useForm();
  const fact = (valueAt(form.value, pointer) ?? { state: "missing" }) as { state: FactState; value?: unknown };
  // The value typed before the person chose "missing", so choosing "supplied" again brings it back.
  const kept = useRef<unknown>(undefined);
  const legend = label ?? labelOf(schema, name);
  const choose = (state: FactState) => {
    if (fact.value !== undefined) kept.current = fact.value;
    if (state === "missing") form.set(pointer, { state });
    else form.set(pointer, { state, value: fact.value ?? kept.current ?? (valueSchema ? defaultValue(valueSchema, form.root) : "") });
  };
  return (
    <Group pointer={pointer} schema={schema} legend={legend} className="fact">
      <div className="fact-states" role="radiogroup" aria-label={`${legend}: state`}>
        {FACT_STATES.filter((state) => states.includes(state)).map((state) => (
          <label className={`choice fact-state-${state}`} key={state}>
            <input type="radio" name={`${fieldId(pointer)}-state`} checked={fact.state === state} onChange={() => choose(state)} />
            {FACT_STATE_WORDS[state]}
          </label>
        ))}
      </div>
      {fact.state !== "missing" && valueSchema && (
        <SchemaField schema={valueSchema} pointer={childPointer(pointer, "value")} name={name} required lang={lang} label={legend} bare />
      )}
    </Group>
  );
}

function ArrayField({ schema, pointer, name, lang, label, bare }: FieldProps) {
  const form = useForm();
  const items = (valueAt(form.value, pointer) as unknown[] | undefined) ?? [];
  const legend = label ?? labelOf(schema, name);
  const options = checkboxOptions(schema, form.root);
  if (options)
    return (
      <Group pointer={pointer} schema={schema} legend={legend} className="checkboxes">
        {options.map((option) => (
          <label className="choice" key={String(option)}>
            <input
              type="checkbox"
              checked={items.includes(option)}
              onChange={(event) =>
                form.set(
                  pointer,
                  event.target.checked ? options.filter((o) => o === option || items.includes(o)) : items.filter((item) => item !== option),
                )
              }
            />
            {optionWords(option, schema.items && resolve(schema.items, form.root).optionTitles)}
          </label>
        ))}
      </Group>
    );
  const itemSchema = schema.items ?? {};
  const move = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    form.set(pointer, next);
  };
  const itemLabel = (index: number) => `${legend}, ${index + 1}`;
  const Frame = bare ? BareGroup : Group;
  return (
    <Frame pointer={pointer} schema={schema} legend={legend} className="array">
      {items.length === 0 && <p className="muted">None yet.</p>}
      <ol className="array-items">
        {items.map((_, index) => (
          <li key={index}>
            <SchemaField
              schema={itemSchema}
              pointer={childPointer(pointer, index)}
              name={String(index)}
              required
              lang={lang}
              label={itemLabel(index)}
            />
            <div className="item-buttons">
              <button
                type="button"
                className="button-quiet"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Move ${itemLabel(index)} up`}
              >
                Move up
              </button>
              <button
                type="button"
                className="button-quiet"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Move ${itemLabel(index)} down`}
              >
                Move down
              </button>
              {/* A list of a fixed number (the five doctor videos) or at its fewest keeps its places. */}
              {items.length > (schema.minItems ?? 0) && (
                <button
                  type="button"
                  className="button-quiet"
                  onClick={() =>
                    form.set(
                      pointer,
                      items.filter((__, at) => at !== index),
                    )
                  }
                  aria-label={`Remove ${itemLabel(index)}`}
                >
                  Remove
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {(schema.maxItems === undefined || items.length < schema.maxItems) && (
        <button type="button" className="button-quiet" onClick={() => form.set(pointer, [...items, defaultValue(itemSchema, form.root)])}>
          Add to {legend.toLowerCase()}
        </button>
      )}
    </Frame>
  );
}

function NullableField({ schema, pointer, name, lang, label, inner }: FieldProps & { inner: JsonSchema }) {
  const form = useForm();
  const value = valueAt(form.value, pointer);
  const legend = label ?? labelOf(schema, name);
  return (
    <div className="nullable">
      <label className="choice">
        <input
          type="checkbox"
          checked={value !== null && value !== undefined}
          onChange={(event) => form.set(pointer, event.target.checked ? defaultValue(inner, form.root) : null)}
        />
        {legend}: give a value
      </label>
      {value !== null && value !== undefined && (
        <SchemaField
          schema={{ ...inner, title: inner.title ?? schema.title }}
          pointer={pointer}
          name={name}
          required
          lang={lang}
          label={legend}
        />
      )}
    </div>
  );
}

/** India's time, entered and shown as a local time: stored as UTC (ISO 8601 with Z). */
const IST_OFFSET_MS = 330 * 60_000;
const toIndianLocal = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? "" : new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16);
};
const fromIndianLocal = (local: string) => (local ? new Date(Date.parse(`${local}:00.000Z`) - IST_OFFSET_MS).toISOString() : "");

/**
 * A long text's box has the rows its text needs, at least 3 and at most 20 (about 50 characters a row,
 * half the form's width where English and Hindi sit side by side): the whole answer is in view, and the
 * box grows as the person writes. Browsers that size a box by its content (field-sizing) do so exactly.
 */
const rowsFor = (text: string) =>
  Math.min(
    20,
    Math.max(
      3,
      text.split("\n").reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 50)), 0),
    ),
  );

function LeafField({ schema, pointer, name, required, lang, label, describedBy: around }: FieldProps) {
  const form = useForm();
  const shape = shapeOf(schema, form.root, name);
  const value = valueAt(form.value, pointer);
  const { id, problems, described, notes } = useFieldNotes(pointer, schema);
  const state = lang === "hi" ? hindiState(form.value, pointer, form.sources) : null;
  const stateId = `${id}-hindi-state`;
  const describedBy = [around, described, state && stateId].filter(Boolean).join(" ") || undefined;
  const text = label ?? labelOf(schema, name);
  const common = {
    id,
    "aria-describedby": describedBy,
    "aria-invalid": problems.length > 0 || undefined,
    lang: lang === "hi" ? "hi" : undefined,
  };
  const setText = (next: string) => {
    if (lang === "hi") form.setHindi(pointer, next);
    else form.set(pointer, next === "" && !required ? undefined : next);
  };
  let control: ReactNode;
  if (shape.type === "boolean")
    return (
      <div className="field">
        <label className="choice">
          <input type="checkbox" {...common} checked={value === true} onChange={(event) => form.set(pointer, event.target.checked)} />
          {text}
        </label>
        {notes}
      </div>
    );
  if (shape.type === "enum")
    control = (
      <select
        {...common}
        value={value === undefined ? "" : String(value)}
        onChange={(event) =>
          form.set(
            pointer,
            shape.options.find((option) => String(option) === event.target.value),
          )
        }
      >
        {(value === undefined || !required) && <option value="">Not chosen</option>}
        {shape.options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {optionWords(option, schema.optionTitles)}
          </option>
        ))}
      </select>
    );
  else if (shape.type === "number")
    control = (
      <input
        {...common}
        type="number"
        inputMode={shape.integer ? "numeric" : "decimal"}
        step={shape.integer ? 1 : "any"}
        min={schema.minimum}
        max={schema.maximum}
        value={typeof value === "number" ? value : ""}
        onChange={(event) => form.set(pointer, event.target.value === "" ? undefined : Number(event.target.value))}
      />
    );
  else if (shape.type === "json") control = <JsonInput common={common} pointer={pointer} />;
  else if (shape.type === "string" && shape.input === "textarea") {
    const words = typeof value === "string" ? value : "";
    control = (
      <textarea {...common} className="grows" rows={rowsFor(words)} value={words} onChange={(event) => setText(event.target.value)} />
    );
  } else if (shape.type === "string" && shape.input === "datetime")
    control = (
      <input
        {...common}
        type="datetime-local"
        value={typeof value === "string" ? toIndianLocal(value) : ""}
        onChange={(event) => form.set(pointer, fromIndianLocal(event.target.value))}
      />
    );
  else {
    const input = shape.type === "string" ? shape.input : "text";
    control = (
      <input {...common} type={input} value={typeof value === "string" ? value : ""} onChange={(event) => setText(event.target.value)} />
    );
  }
  return (
    <div className={`field${lang ? ` field-${lang}` : ""}`}>
      <label htmlFor={id}>
        {text}
        {!required && <span className="muted"> (optional)</span>}
        {shape.type === "string" && shape.input === "datetime" && <span className="muted"> (India time)</span>}
      </label>
      {control}
      {state && (
        <span className={`hindi-state hindi-${state}`} id={stateId}>
          {HINDI_STATE_WORDS[state]}
        </span>
      )}
      {notes}
    </div>
  );
}

/** Whatever the form has no control for: its JSON, checked when the person leaves the box. */
function JsonInput({ common, pointer }: { common: Record<string, unknown>; pointer: string }) {
  const form = useForm();
  const [text, setText] = useState(() => JSON.stringify(valueAt(form.value, pointer) ?? null, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <>
      <textarea
        {...common}
        rows={6}
        className="json"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          try {
            form.set(pointer, JSON.parse(text));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad && <span className="field-problem">This is not valid JSON: check the brackets and quotes.</span>}
    </>
  );
}
