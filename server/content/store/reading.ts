/**
 * Reading what is live and what the drafts would make of it: the live content, the facts it still
 * lacks, and the content or a page with every draft waiting applied, as staff preview it.
 */
import type { Locale } from "#common/locale";
import { type Checklist, contentChecklist } from "../content-checklist";
import type { ContentActor, ContentStoreContext } from "./context";
import { ContentRefusal } from "./refusals";

export function createReading<Content>(context: ContentStoreContext<Content>) {
  const { database, kinds, kindById, publisher, liveState, openDrafts, audit, applyDrafts } = context;

  return {
    /** The live release's content. */
    async liveContent(): Promise<{ number: number; content: Content }> {
      const { live } = await liveState();
      return { number: live.number, content: live.content };
    },

    /** The facts still to supply in the live content. */
    async checklist(): Promise<Checklist> {
      const { live } = await liveState();
      return contentChecklist(kinds, live.content);
    },

    /** The live content with every draft waiting applied. */
    async draftContent(): Promise<Content> {
      const state = await liveState();
      const drafts = (await openDrafts()).filter((row) => kindById.has(row.kind));
      return applyDrafts(state.live.content, drafts);
    },

    /** A page rendered from the live content with every draft waiting applied (null: no such page). */
    async preview(path: string, locale: Locale, actor: ContentActor): Promise<string | null> {
      if (!publisher.preview)
        throw new ContentRefusal(503, { error: "unavailable", message: "Previews are not available on this server." });
      const state = await liveState();
      const drafts = (await openDrafts()).filter((row) => kindById.has(row.kind));
      await database.write([audit(actor, "content-preview", `${locale} ${path}`, drafts.length)]);
      return publisher.preview(applyDrafts(state.live.content, drafts), path, locale);
    },
  };
}
