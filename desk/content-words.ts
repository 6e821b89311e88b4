/** How the content screens name a document's state and where its page is. */
import type { DocumentEntry } from "./content-api";

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

/** A value in a diff or a conflict, as words: a list of choices as "monday, saturday", nothing as "(nothing)". */
export const shownValue = (value: unknown): string =>
  value === undefined || value === null
    ? "(nothing)"
    : typeof value === "string"
      ? value || "(empty)"
      : Array.isArray(value) && value.every((item) => typeof item !== "object")
        ? value.join(", ") || "(none)"
        : JSON.stringify(value);
