/**
 * What staff can edit from the desk, kind by kind: the contract between the site's content (which
 * knows where each kind lives and how it is checked) and the desk's store and editor (which keep
 * drafts, versions and approvals of any kind without knowing its shape).
 *
 * A kind is one document (the hospital's identity) or a keyed, ordered collection of them (doctors,
 * notices, the gallery). A document's value is plain JSON checked by the kind's zod schema. Words a
 * visitor reads are `{ en, hi }` pairs inside the value, so the editor shows the two languages side by
 * side; facts that are not words (times, days, fees, phone numbers) are entered once.
 */
import type { z } from "zod";

/** One editable document: `key` is "main" for a single-document kind, the item's id in a collection. */
export type ContentDocument = { kind: string; key: string; value: unknown };

/** The key of the one document of a kind that is not a collection. */
export const SINGLE_DOCUMENT_KEY = "main";

export type ContentKind<Content> = {
  /** "hospital", "doctors", "notices": stable, stored in the database. */
  id: string;
  /** What the desk calls it, in the desk's language (English). */
  title: string;
  /** Many documents, keyed and ordered (true), or one whose key is SINGLE_DOCUMENT_KEY (false). */
  collection: boolean;
  /** One document's value. Fields carry `.meta({ title, description })` for the editor's labels. */
  schema: z.ZodType;
  /** The documents of this kind in `content`, in the order pages show them. */
  documents(content: Content): ContentDocument[];
  /** `content` with this kind's documents replaced by `documents`, in that order; `content` is not changed. */
  withDocuments(content: Content, documents: readonly ContentDocument[]): Content;
  /** A new collection item's key, from its value (a doctor's id): keys are the pages' addresses. */
  keyOf?(value: unknown): string;
  /** How the desk names one document: "Dr. Mahesh Gupta", "OPD closed on 1 Jan". */
  describe(value: unknown): string;
  /**
   * JSON pointers inside a value ("/fee", "/registration", "/phones/emergency") whose change needs a
   * second person's approval before it goes live: a wrong one sends a patient to the wrong number or
   * the wrong cost.
   */
  needsSecondPerson: readonly string[];
};
