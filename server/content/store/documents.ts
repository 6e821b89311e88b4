/**
 * A document as the content store holds it: one per kind, or one per item of a collection, and each
 * collection's order as a document of its own; a draft's row as the desk is answered with it.
 */
import type { ContentKind } from "#app/content/model/content-kinds";
import type { ContentDraftsTable } from "../content-tables";
import { type TranslationSources, type TranslationState, translationStates } from "../content-json";

/** The key of a collection's order, a document of its own (keys of items never start with "@"). */
export const ORDER_KEY = "@order";
/** A collection item's key: it becomes part of a page's address. */
export const ITEM_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;

export type Draft = {
  value: unknown;
  version: number;
  baseVersion: number | null;
  savedBy: string;
  savedAt: string;
  translationSources: TranslationSources;
  translationStates: Record<string, TranslationState>;
  removed: boolean;
};

export type LiveDocument = {
  value: unknown;
  version: number;
  translationSources: TranslationSources;
  translationStates: Record<string, TranslationState>;
};

/** A live document of a kind, or a collection's order (ORDER_KEY). */
export type LiveEntry = { kind: string; key: string; value: unknown };

export const parseSources = (text: string): TranslationSources => {
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === "object" ? (parsed as TranslationSources) : {};
};

export function toDraft(row: ContentDraftsTable): Draft {
  const value: unknown = row.value === null ? null : JSON.parse(row.value);
  const sources = parseSources(row.translation_sources);
  return {
    value,
    version: row.version,
    baseVersion: row.base_version,
    savedBy: row.saved_by,
    savedAt: row.saved_at,
    translationSources: sources,
    translationStates: row.removed ? {} : translationStates(value, sources),
    removed: row.removed === 1,
  };
}

export function describe<Content>(kind: ContentKind<Content>, value: unknown, key: string): string {
  try {
    return kind.describe(value) || key;
  } catch {
    return key;
  }
}
