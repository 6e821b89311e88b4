/**
 * The content API the desk's editor talks to (/api/desk/content/…): its answers' shapes and one function
 * per call. The server keeps drafts, versions and approvals of every kind without knowing its shape; the
 * desk builds its forms from each kind's JSON Schema.
 */
import { type Account, api, DeskApiError } from "../api";
import type { JsonSchema } from "./json-schema";

export type ContentKindInfo = {
  id: string;
  title: string;
  collection: boolean;
  jsonSchema: JsonSchema;
  /** JSON pointers inside a value ("/fee", "/phones/emergency") whose change needs a second person's approval. */
  needsSecondPerson: string[];
};

export type Draft = {
  value: unknown;
  version: number;
  baseVersion: number | null;
  savedBy: string;
  savedAt: string;
  /** Per Hindi field (its JSON pointer), the hash of the English it translates (translation-state.ts). */
  translationSources: Record<string, string>;
  removed: boolean;
};

export type DocumentEntry = {
  kind: string;
  key: string;
  title: string;
  live: { value: unknown; version: number } | null;
  draft: Draft | null;
  needsApproval: boolean;
  approvedBy: string | null;
};

export type DocumentList = {
  documents: DocumentEntry[];
  order: string[];
  orderDraft: string[] | null;
  /** The version a reordering is based on, when the server sends one. */
  orderVersion?: number | null;
};

/** A problem the server found, at a JSON pointer inside the document's value. */
export type FieldProblem = { path: string; message: string };
/** A problem of the whole candidate content, named by kind and document when it belongs to one. */
export type ContentProblem = { kind?: string; key?: string; path: string; message: string };

export type Conflict = {
  error: "conflict";
  savedBy: string;
  savedAt: string;
  changes: { path: string; yours: unknown; theirs: unknown }[];
};

/** What an import would do to one document: `reverts` says in words what it would undo or remove of what is live. */
export type ImportItem = {
  kind: string;
  key: string;
  title: string;
  action: "add" | "change" | "remove";
  reverts: string | null;
  changes: { path: string; before: unknown; after: unknown }[];
};

export type ImportPlan = { fileRelease: number | null; exportedAt: string | null; liveRelease: number; items: ImportItem[] };

export type WaitingChange = {
  kind: string;
  key: string;
  title: string;
  savedBy: string;
  savedAt: string;
  removed?: boolean;
  changes: { path: string; before: unknown; after: unknown }[];
  needsApproval: boolean;
  approvedBy: string | null;
  /** The draft's version (an approval or a "still right" names it). */
  version: number;
  /** Hindi fields older than their English ("/faqs/1/answer/hi"): not publishable until updated or said to be still right. */
  outdatedHindi: string[];
  /** From an import: what this change would undo or remove of what is live. Not chosen by default; publishing it is confirmed apart. */
  reverts?: string | null;
  /** Waiting for approval, with other changes besides: chosen, those go live now and what needs approval waits on. */
  publishableAlone?: boolean;
};
/** GET /api/desk/content/changes: every draft waiting (`changes`), each with its own field changes. */
export type WaitingChanges = { changes: WaitingChange[]; problems: ContentProblem[] };

export type Release = {
  number: number;
  state: "rendering" | "live" | "failed" | "superseded";
  reason: "seed" | "publish" | "rollback" | "schedule" | "import";
  createdBy: string | null;
  createdAt: string;
  liveAt: string | null;
  /** The release a rollback published again. */
  restores?: number | null;
};

/**
 * What a publish, rollback or import that went live says besides: pages it made slower (their first
 * response no longer fits in one round trip, so a phone paints them a little later), each by its address.
 */
export type Slower = { warnings: ContentProblem[] };

/**
 * GET /api/desk/content/publishing: the publish, rollback or import under way (on any instance) and how
 * far it is: its step ("Writing pages"), `done` of `total` where the step counts, the release once it has
 * its number; or that none is.
 */
export type Publishing =
  | { idle: true }
  | { idle?: undefined; releaseId: number | null; step: string; done: number | null; total: number | null; startedAt: string };

export type ChecklistItem = {
  kind: string;
  key: string;
  path: string;
  state: "missing" | "working";
  about?: string;
  /** A working value, as the site shows it now. */
  value?: unknown;
};
export type Checklist = { total: number; missing: number; working: number; items: ChecklistItem[] };

/** What `POST /api/desk/media` keeps: resized variants of a picture, or a PDF as it came. */
export type UploadedPicture = { src: string; width: number; height: number; variants: { width: number; webp: string; jpeg: string }[] };
export type UploadedDocument = { src: string; bytes: number };
export type Upload = { picture: UploadedPicture } | { document: UploadedDocument };

/** What this person may do with the site's content. Administrators hold both rights. */
export function contentRights(account: Account): { edit: boolean; publish: boolean } {
  const rights = account.rights ?? [];
  const admin = account.role === "admin";
  return { edit: admin || rights.includes("content_edit"), publish: admin || rights.includes("content_publish") };
}

const segment = encodeURIComponent;
const documentPath = (kind: string, key: string) => `/content/documents/${segment(kind)}/${segment(key)}`;

export const contentApi = {
  kinds: () => api<{ kinds: ContentKindInfo[] }>("/content/kinds"),
  documents: (kind: string) => api<DocumentList>(`/content/documents?kind=${segment(kind)}`),
  saveDraft: (
    kind: string,
    key: string,
    body: { value: unknown; baseVersion: number | null; draftVersion: number | null; translationSources: Record<string, string> },
  ) => api<{ draft: Draft }>(`${documentPath(kind, key)}/draft`, { method: "PUT", body }),
  discardDraft: (kind: string, key: string) => api(`${documentPath(kind, key)}/draft`, { method: "DELETE" }),
  remove: (kind: string, key: string, baseVersion: number | null) =>
    api(`${documentPath(kind, key)}/remove`, { method: "POST", body: { baseVersion } }),
  reorder: (kind: string, order: string[], baseVersion: number | null) =>
    api(`/content/order/${segment(kind)}`, { method: "PUT", body: { order, baseVersion } }),
  changes: () => api<WaitingChanges>("/content/changes"),
  approve: (kind: string, key: string) => api(`${documentPath(kind, key)}/approve`, { method: "POST", body: {} }),
  /** Says the Hindi at `paths` is still right for the English now beside it (audited). */
  hindiStillRight: (kind: string, key: string, draftVersion: number, paths: string[]) =>
    api(`${documentPath(kind, key)}/hindi-still-right`, { method: "POST", body: { draftVersion, paths } }),
  /** `confirmReverting`: the person was asked about the chosen changes that undo or remove live content, and said yes. */
  publish: (documents: { kind: string; key: string; alone?: boolean }[], { confirmReverting = false } = {}) =>
    api<{ release: Release } & Slower>("/content/publish", {
      method: "POST",
      body: confirmReverting ? { documents, confirmReverting } : { documents },
    }),
  releases: () => api<{ releases: Release[] }>("/content/releases"),
  /** Asked by the desk itself while a publish is pending, so not counted as the person's activity. */
  publishing: () => api<Publishing>("/content/publishing", { background: true }),
  /** `asDrafts`: the release's content as drafts, for a second person to approve (a rollback that changes a fee or the emergency number). */
  rollback: (number: number, { asDrafts = false } = {}) =>
    api<{ release: Release } & Slower>(`/content/releases/${number}/rollback`, { method: "POST", body: asDrafts ? { asDrafts } : {} }),
  checklist: () => api<Checklist>("/content/checklist"),
  /** What importing `content` would do against the live site; changes nothing. */
  checkImport: (content: unknown) => api<ImportPlan>("/content/import/check", { method: "POST", body: { content } }),
  import: (content: unknown, publish: boolean, { confirmReverting = false } = {}) =>
    api<{ release?: Release; drafts?: number; reverting?: number } & Partial<Slower>>("/content/import", {
      method: "POST",
      body: { content, publish, confirmReverting },
    }),
  upload: (file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return api<Upload>("/media", { method: "POST", body: form });
  },
};

export const EXPORT_URL = "/api/desk/content/export";
export const previewUrl = (path: string, lang: "en" | "hi") => `/api/desk/content/preview?path=${encodeURIComponent(path)}&lang=${lang}`;

/** The problems a refusal names (422 `{ problems }`), or none. */
export function problemsOf(error: unknown): ContentProblem[] {
  if (!(error instanceof DeskApiError)) return [];
  const problems = (error.details as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems as ContentProblem[]) : [];
}

/** The 409 answer of a save someone else's save or publish overtook, or null. */
export function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof DeskApiError) || error.status !== 409) return null;
  const details = error.details as Partial<Conflict> | undefined;
  return details?.error === "conflict" ? ({ changes: [], ...details } as Conflict) : null;
}
