/**
 * One document's form: save a draft (never public until published), the server's problems beside each
 * field and listed at the top, a save someone else's overtook refused with what changed on each side,
 * and each Hindi field's state beside it.
 */
import { type MouseEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Account, problemText } from "../api";
import {
  type Conflict,
  conflictOf,
  contentApi,
  type ContentKindInfo,
  contentRights,
  type DocumentEntry,
  type FieldProblem,
  problemsOf,
} from "./content-api";
import { ContentForm } from "./content-form";
import type { FormContextValue } from "./content-form-context";
import { changeRows, documentStateWords, fieldWords, previewPathOf } from "./content-words";
import { DiffTable } from "./diff-table";
import { formatIndianTime } from "#common/indian-time";
import { asPointer, fieldId, pointerSegments, valueAt, withValueAt } from "./json-pointer";
import { defaultValue, type JsonSchema } from "./json-schema";
import { Link, navigate, useDeskLocation } from "../router";
import { Notice, Screen } from "../screen";
import { englishPointerOf, hindiFields, hindiState, openingSources, sha256Hex } from "./translation-state";

/** A new collection item's address when its schema has no `id` of its own to use. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

type Loaded = { kind: ContentKindInfo; entry: DocumentEntry | null };

/**
 * A new item's "Draft saved" words, carried to its own address: the move there opens its screen afresh
 * (desk.tsx keys the screen by its address), which would otherwise drop the words before anyone read them.
 */
let savedNewItem: { link: string; notice: string } | null = null;
const newItemLink = (kindId: string, key: string) => `/content/${encodeURIComponent(kindId)}/${encodeURIComponent(key)}`;

export function DocumentScreen({ kindId, documentKey, account }: { kindId: string; documentKey: string | null; account: Account }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // A refused save's panel stays after "Open their version", so the person can make their changes again.
  const [carriedConflict, setCarriedConflict] = useState<Conflict | null>(null);

  useEffect(() => {
    let stopped = false;
    Promise.all([contentApi.kinds(), contentApi.documents(kindId)]).then(
      ([{ kinds }, list]) => {
        if (stopped) return;
        const kind = kinds.find((candidate) => candidate.id === kindId);
        if (!kind) return setProblem("The desk has no content of this kind.");
        const entry = documentKey === null ? null : (list.documents.find((document) => document.key === documentKey) ?? null);
        if (documentKey !== null && !entry) return setProblem("This document no longer exists. Someone may have removed it.");
        setLoaded({ kind, entry });
      },
      (error) => !stopped && setProblem(problemText(error)),
    );
    return () => {
      stopped = true;
    };
  }, [kindId, documentKey, generation]);

  if (!loaded)
    return (
      <Screen title="Content">
        {problem ? <Notice kind="problem">{problem}</Notice> : <p className="loading">Opening the document…</p>}
      </Screen>
    );
  return (
    <DocumentForm
      key={generation}
      {...loaded}
      account={account}
      initialConflict={carriedConflict}
      reload={(conflict) => {
        setCarriedConflict(conflict);
        setLoaded(null);
        setGeneration((n) => n + 1);
      }}
    />
  );
}

/** Alt text says what a picture shows: needed in both languages wherever a picture has it. */
function missingAltText(value: unknown, pointer = ""): FieldProblem[] {
  if (typeof value !== "object" || value === null) return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => {
    const here = `${pointer}/${key}`;
    if (key === "alt" && typeof child === "object" && child !== null && "en" in child && "hi" in child) {
      const alt = child as { en: unknown; hi: unknown };
      return (["en", "hi"] as const)
        .filter((lang) => typeof alt[lang] !== "string" || !(alt[lang] as string).trim())
        .map((lang) => ({ path: `${here}/${lang}`, message: `Write what the picture shows, in ${lang === "en" ? "English" : "Hindi"}.` }));
    }
    return missingAltText(child, here);
  });
}

function DocumentForm({
  kind,
  entry,
  account,
  initialConflict,
  reload,
}: Loaded & { account: Account; initialConflict: Conflict | null; reload: (conflict: Conflict | null) => void }) {
  const rights = contentRights(account);
  const { query } = useDeskLocation();
  const [value, setValue] = useState<unknown>(
    () => entry?.draft?.value ?? entry?.live?.value ?? defaultValue(kind.jsonSchema, kind.jsonSchema),
  );
  const [sources, setSources] = useState<Record<string, string>>(() => openingSources(value, entry?.draft?.translationSources ?? {}));
  const [draft, setDraft] = useState(entry?.draft ?? null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(initialConflict);
  const [notice, setNotice] = useState<string | null>(() =>
    entry && savedNewItem?.link === newItemLink(kind.id, entry.key) ? savedNewItem.notice : null,
  );
  // Said once: a later visit to the item opens without it.
  useEffect(() => {
    savedNewItem = null;
  }, []);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [newKey, setNewKey] = useState("");
  const summary = useRef<HTMLDivElement>(null);
  const conflictPanel = useRef<HTMLDivElement>(null);
  const isNew = entry === null;
  const hasOwnId = typeof (value as { id?: unknown } | null)?.id === "string" && Boolean(kind.jsonSchema.properties?.id);
  const title = isNew ? `New item: ${kind.title}` : entry.title;

  // A refusal takes the focus, so a screen reader reads it and the keyboard starts from it.
  useEffect(() => {
    if (problems.length > 0) summary.current?.focus();
  }, [problems]);
  useEffect(() => {
    if (conflict) conflictPanel.current?.focus();
  }, [conflict]);

  // Opened from the checklist or a problem elsewhere: go to the field it names.
  const focusField = query.get("field");
  useEffect(() => {
    if (focusField) focusNearest(asPointer(focusField));
  }, [focusField]);

  const set = useCallback((pointer: string, next: unknown) => setValue((current: unknown) => withValueAt(current, pointer, next)), []);
  const setHindi = useCallback(
    (pointer: string, next: string) => {
      setValue((current: unknown) => withValueAt(current, pointer, next));
      const englishPointer = englishPointerOf(pointer);
      const english = englishPointer === null ? undefined : valueAt(value, englishPointer);
      if (typeof english === "string") setSources((current) => ({ ...current, [pointer]: sha256Hex(english) }));
    },
    [value],
  );
  const problemMap = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const { path, message } of problems) map.set(asPointer(path), [...(map.get(asPointer(path)) ?? []), message]);
    return map;
  }, [problems]);
  const context: FormContextValue = {
    root: kind.jsonSchema,
    value,
    set,
    setHindi,
    sources,
    problems: problemMap,
    needsSecondPerson: kind.needsSecondPerson,
  };

  const hindi = hindiFields(value)
    .map((field) => hindiState(value, field.hindi, sources))
    .filter((state) => state !== null);
  const count = (state: string) => hindi.filter((candidate) => candidate === state).length;

  const save = async () => {
    setNotice(null);
    setFailure(null);
    setConflict(null);
    const key = isNew ? (hasOwnId ? (value as { id: string }).id : newKey.trim()) : entry.key;
    const local = [
      ...missingAltText(value),
      ...(isNew && !KEY_PATTERN.test(key)
        ? [
            {
              path: hasOwnId ? "/id" : "/$key",
              message: "Give it an address of lower-case letters, digits and dashes, such as dr-asha-verma.",
            },
          ]
        : []),
    ];
    if (local.length > 0) {
      setProblems(local);
      return;
    }
    setSaving(true);
    try {
      const answer = await contentApi.saveDraft(kind.id, key, {
        value,
        baseVersion: draft ? draft.baseVersion : (entry?.live?.version ?? null),
        draftVersion: draft?.version ?? null,
        translationSources: sources,
      });
      setDraft(answer.draft);
      setProblems([]);
      const saved = `Draft saved at ${formatIndianTime(answer.draft.savedAt)}. It is not public until it is published.`;
      setNotice(saved);
      if (isNew) {
        savedNewItem = { link: newItemLink(kind.id, key), notice: saved };
        navigate(newItemLink(kind.id, key), { replace: true });
      }
    } catch (error) {
      const refused = problemsOf(error);
      const overtaken = conflictOf(error);
      if (refused.length > 0) {
        setProblems(refused);
      } else if (overtaken) {
        setConflict(overtaken);
      } else setFailure(problemText(error));
    } finally {
      setSaving(false);
    }
  };

  const discard = async () => {
    if (!window.confirm("Discard this draft? The live version stays as it is.")) return;
    try {
      await contentApi.discardDraft(kind.id, entry!.key);
      reload(null);
    } catch (error) {
      setFailure(problemText(error));
    }
  };

  const state = entry ? documentStateWords({ ...entry, draft }) : "New, not saved yet";
  return (
    <Screen title={title} tabTitle={`${title} · Content`}>
      <p className="breadcrumbs">
        <Link to="/content">Content</Link> › <Link to={`/content/${encodeURIComponent(kind.id)}`}>{kind.title}</Link>
      </p>
      <p className="document-state">
        <span className="state-badge">{state}</span>
        {draft && (
          <span className="muted">
            {" "}
            Draft saved by {draft.savedBy}, {formatIndianTime(draft.savedAt)}.
          </span>
        )}
      </p>
      {kind.needsSecondPerson.length > 0 && (
        <p className="hint">
          Fields marked “needs a second person's approval” go live only after someone else with the publish right approves them.
        </p>
      )}
      {hindi.length > 0 && (
        <p className="hindi-summary" aria-label="Hindi fields">
          Hindi: {count("missing")} missing, {count("out-of-date")} out of date, {count("done")} done.
        </p>
      )}
      {conflict && <ConflictPanel conflict={conflict} schema={kind.jsonSchema} panel={conflictPanel} onReload={() => reload(conflict)} />}
      {problems.length > 0 && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summary}>
          <h2>
            {problems.length === 1
              ? "1 thing to fix before this draft can be saved"
              : `${problems.length} things to fix before this draft can be saved`}
          </h2>
          <ul>
            {problems.map(({ path, message }, index) => (
              <li key={`${path}-${index}`}>
                <a
                  href={`#${fieldId(asPointer(path))}`}
                  onClick={(event: MouseEvent) => (event.preventDefault(), focusNearest(asPointer(path)))}
                >
                  {path === "/$key" ? "Address" : fieldWords(kind.jsonSchema, asPointer(path))}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {failure && <Notice kind="problem">{failure}</Notice>}
      <form
        className="document-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        aria-label={title}
      >
        {isNew && !hasOwnId && (
          <div className="field">
            <label htmlFor={fieldId("/$key")}>Address of the new item (lower-case letters, digits and dashes)</label>
            <input id={fieldId("/$key")} value={newKey} onChange={(event) => setNewKey(event.target.value)} autoComplete="off" />
          </div>
        )}
        <ContentForm context={context} disabled={!rights.edit} />
        <div className="form-actions">
          {rights.edit && (
            <button type="submit" disabled={saving}>
              {saving ? "Saving…" : "Save draft"}
            </button>
          )}
          {rights.edit && draft && (
            <button type="button" className="button-quiet" onClick={discard}>
              Discard this draft
            </button>
          )}
          {!isNew && (
            <Link className="button button-quiet" to={`/preview?path=${encodeURIComponent(previewPathOf(kind.id, entry.key))}`}>
              Preview both languages
            </Link>
          )}
        </div>
        <div aria-live="polite" className="live">
          {notice && <Notice kind="done">{notice}</Notice>}
        </div>
      </form>
    </Screen>
  );
}

/** Moves the focus to the field a problem names, or the nearest group around it that the form shows. */
function focusNearest(pointer: string) {
  const segments = pointerSegments(pointer);
  for (let length = segments.length; length >= 0; length -= 1) {
    const candidate = length === 0 ? "" : `/${segments.slice(0, length).join("/")}`;
    const element = document.getElementById(fieldId(candidate)) ?? document.getElementById(`${fieldId(candidate)}-picture`);
    if (element) {
      element.scrollIntoView?.({ block: "center" });
      element.focus();
      return;
    }
  }
}

function ConflictPanel({
  conflict,
  schema,
  panel,
  onReload,
}: {
  conflict: Conflict;
  schema: JsonSchema;
  panel: RefObject<HTMLDivElement | null>;
  onReload: () => void;
}) {
  return (
    <div className="conflict" role="alert" tabIndex={-1} ref={panel}>
      <h2>Not saved: {conflict.savedBy} changed this document first</h2>
      <p>
        {conflict.savedBy} saved it at {formatIndianTime(conflict.savedAt)}, after you opened it. Nothing was overwritten. The table shows
        your values and theirs; open their version and make your changes again on it.
      </p>
      {conflict.changes.length > 0 && (
        <DiffTable
          rows={changeRows(
            schema,
            conflict.changes.map(({ path, yours, theirs }) => ({ path, before: yours, after: theirs })),
          )}
          label="What changed on each side"
          headings={["Yours", `Theirs (${conflict.savedBy})`]}
        />
      )}
      <button type="button" className="button-quiet" onClick={onReload}>
        Open their version
      </button>
    </div>
  );
}
