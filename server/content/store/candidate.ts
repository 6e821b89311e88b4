/**
 * The candidate: the live content with drafts applied, as a publish, the list of changes waiting and a
 * preview see it, and its problems, each document's against its kind's schema, then the build's checks.
 */
import type { z } from "zod";
import type { ContentDocument, ContentKind } from "#app/content/model/content-kinds";
import type { ContentProblem } from "../content-publisher";
import type { ContentDraftsTable } from "../content-tables";
import { ORDER_KEY } from "./documents";

/** Zod's issues as the desk's problems: a JSON pointer and a message per problem. */
export function schemaProblems(schema: z.ZodType, value: unknown, where: { kind: string; key: string }) {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data as unknown, problems: [] as ContentProblem[] };
  const problems = result.error.issues.map((issue) => ({
    ...where,
    path: issue.path.map((segment) => `/${String(segment).replaceAll("~", "~0").replaceAll("/", "~1")}`).join(""),
    message: issue.message,
  }));
  return { value: undefined, problems };
}

export function contentCandidate<Content>(
  kinds: readonly ContentKind<Content>[],
  options: { problemsOf(content: Content): ContentProblem[] },
) {
  /** The live content with the given drafts applied (each kind's documents replaced, added, removed, reordered). */
  function applyDrafts(content: Content, drafts: ContentDraftsTable[]): Content {
    let candidate = content;
    for (const kind of kinds) {
      const ofKind = drafts.filter((draft) => draft.kind === kind.id);
      if (ofKind.length === 0) continue;
      const documents = new Map(kind.documents(candidate).map((document) => [document.key, document]));
      for (const draft of ofKind) {
        if (draft.key === ORDER_KEY) continue;
        if (draft.removed) documents.delete(draft.key);
        else documents.set(draft.key, { kind: kind.id, key: draft.key, value: JSON.parse(draft.value!) as unknown });
      }
      let keys = [...documents.keys()];
      const order = ofKind.find((draft) => draft.key === ORDER_KEY);
      if (order) {
        const wanted = (JSON.parse(order.value!) as string[]).filter((key) => documents.has(key));
        keys = [...wanted, ...keys.filter((key) => !wanted.includes(key))];
      }
      candidate = kind.withDocuments(
        candidate,
        keys.map((key) => documents.get(key)!),
      );
    }
    return candidate;
  }

  /** Each document checked against its kind's schema, then the whole content with the build's checks. */
  function problemsOfContent(content: Content): ContentProblem[] {
    const perDocument = kinds.flatMap((kind) => {
      let documents: ContentDocument[];
      try {
        documents = kind.documents(content);
      } catch {
        return [{ kind: kind.id, key: "", path: "", message: `The ${kind.title} could not be read.` }];
      }
      const keyProblems = kind.collection
        ? documents
            .filter((document, index) => documents.findIndex((other) => other.key === document.key) !== index)
            .map((document) => ({ kind: kind.id, key: document.key, path: "", message: `Two items are called ${document.key}.` }))
        : [];
      return [...keyProblems, ...documents.flatMap((document) => schemaProblems(kind.schema, document.value, document).problems)];
    });
    let whole: ContentProblem[];
    try {
      whole = options.problemsOf(content);
    } catch (error) {
      // Content too malformed for the whole content's checks: the documents' own problems say why.
      if (perDocument.length === 0) throw error;
      whole = [];
    }
    // Every problem once: the whole content's checks repeat the schema's.
    const seen = new Set<string>();
    return [...perDocument, ...whole].filter((problem) => {
      const id = JSON.stringify([problem.kind ?? "", problem.key ?? "", problem.path, problem.message]);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  return { applyDrafts, problemsOfContent };
}
