/**
 * The Hindi beside the English: a Hindi field written from an English that has changed since is out of
 * date, and a draft holding one is not published until someone updates the Hindi or says it is still right.
 */
import type { DependentStatement } from "../../desk/desk-database";
import type { ContentDraftsTable } from "../content-tables";
import { englishHash, wordsPairs } from "../content-json";
import type { ContentActor, ContentStoreContext } from "./context";
import { type Draft, parseSources } from "./documents";
import { ContentRefusal } from "./refusals";

/** The Hindi fields of a draft whose English changed since they were written. */
export function outdatedHindiOf(draft: Draft): string[] {
  return Object.entries(draft.translationStates)
    .filter(([, state]) => state === "outdated")
    .map(([path]) => path);
}

export function createTranslations<Content>(context: ContentStoreContext<Content>) {
  const { db, database, kindOf, checkKey, draftRead, audit } = context;

  return {
    /**
     * Someone with the right to edit says the Hindi at `paths` is still right for the English beside it
     * now (an audited act): the draft's translation sources then name that English, and the field is done.
     * The draft's version stays, so an approval already given still counts: no word changes.
     */
    async confirmHindi(kindId: string, key: string, body: { draftVersion: number; paths: string[] }, actor: ContentActor) {
      const kind = kindOf(kindId);
      checkKey(kind, key);
      const confirm: DependentStatement = {
        read: draftRead(kind.id, key),
        build(found) {
          const row = found as ContentDraftsTable | undefined;
          if (!row || row.open !== 1 || row.value === null)
            throw new ContentRefusal(404, { error: "not_found", message: "There is no draft of this waiting." });
          if (row.version !== body.draftVersion) {
            throw new ContentRefusal(409, {
              error: "conflict",
              message: `${row.saved_by} saved this draft again since you looked at it: look at it again.`,
              savedBy: row.saved_by,
              savedAt: row.saved_at,
            });
          }
          const pairs = new Map(wordsPairs(JSON.parse(row.value)).map((pair) => [pair.hiPath, pair]));
          const unknown = body.paths.filter((path) => !pairs.has(path) || !pairs.get(path)!.hi.trim());
          if (unknown.length > 0)
            throw new ContentRefusal(400, {
              error: "bad_request",
              message: `There is no Hindi text at ${unknown.join(", ")} in this draft.`,
            });
          const sources = { ...parseSources(row.translation_sources) };
          for (const path of body.paths) sources[path] = englishHash(pairs.get(path)!.en);
          return [
            db
              .updateTable("content_drafts")
              .set({ translation_sources: JSON.stringify(sources) })
              .where("kind", "=", kind.id)
              .where("key", "=", key)
              .where("version", "=", row.version),
          ];
        },
      };
      await database.write([
        confirm,
        audit(actor, "content-hindi-confirmed", `${kind.id}/${key}: ${body.paths.join(", ")}`, body.paths.length),
      ]);
      return { confirmed: body.paths };
    },
  };
}
