/**
 * What every part of the content store shares, made once per store (content-store.ts): the database,
 * the kinds, the publisher and this instance's name, each document's live version (live-versions.ts),
 * the candidate and its checks (candidate.ts), and the reads and checks each part makes of them.
 */
import { type ContentKind, SINGLE_DOCUMENT_KEY } from "#app/content/model/content-kinds";
import { auditEntry, type AuditAction } from "../../desk/audit";
import type { DeskDatabase } from "../../desk/desk-database";
import { newRowId } from "../../desk/tokens";
import type { ContentProblem, ContentPublisher } from "../content-publisher";
import { contentCandidate } from "./candidate";
import { ITEM_KEY } from "./documents";
import { liveVersions } from "./live-versions";
import { ContentRefusal } from "./refusals";

/** Who is doing it, from where, when: for the audit log. */
export type ContentActor = { name: string; address: string; at: Date };

export type ContentStoreOptions<Content> = {
  database: DeskDatabase;
  kinds: readonly ContentKind<Content>[];
  publisher: ContentPublisher<Content>;
  /** The whole candidate's checks (siteContentProblems): the same as the build's. */
  problemsOf(content: Content): ContentProblem[];
  /**
   * Names this instance's hold on the publish lease, the same across its restarts (config.instanceId): a
   * lease it held when it was killed is its own, and is taken back at once rather than waited out.
   */
  instanceId?: string;
};

export function storeContext<Content>(options: ContentStoreOptions<Content>) {
  const { database, kinds, publisher } = options;
  const { db } = database;
  const instanceId = options.instanceId ?? `content-${newRowId()}`;
  const kindById = new Map(kinds.map((kind) => [kind.id, kind]));

  const kindOf = (id: string): ContentKind<Content> => {
    const kind = kindById.get(id);
    if (!kind) throw new ContentRefusal(404, { error: "not_found", message: `There is no kind of content called ${id}.` });
    return kind;
  };

  function checkKey(kind: ContentKind<Content>, key: string, { order = false } = {}) {
    if (order) {
      if (!kind.collection) throw new ContentRefusal(400, { error: "bad_request", message: `${kind.title} is one document, not a list.` });
      return;
    }
    const fine = kind.collection ? ITEM_KEY.test(key) : key === SINGLE_DOCUMENT_KEY;
    if (!fine)
      throw new ContentRefusal(404, {
        error: "not_found",
        message: kind.collection
          ? `An item's key is lower-case letters, digits and hyphens: ${key} is not one.`
          : `${kind.title} is one document, called ${SINGLE_DOCUMENT_KEY}.`,
      });
  }

  const openDrafts = (kind?: string) => {
    let query = db.selectFrom("content_drafts").selectAll().where("open", "=", 1);
    if (kind !== undefined) query = query.where("kind", "=", kind);
    return query.orderBy("saved_at").execute();
  };

  const draftRead = (kind: string, key: string) => {
    const read = db.selectFrom("content_drafts").selectAll().where("kind", "=", kind).where("key", "=", key);
    return database.dialect === "postgres" ? read.forUpdate() : read;
  };

  const audit = (actor: ContentActor, action: AuditAction, target: string, rowCount = 1) =>
    auditEntry(database, { actor: actor.name, action, target, address: actor.address, rowCount, at: actor.at });

  return {
    database,
    db,
    kinds,
    publisher,
    instanceId,
    kindById,
    kindOf,
    checkKey,
    openDrafts,
    draftRead,
    audit,
    ...liveVersions({ database, kinds, publisher }),
    ...contentCandidate(kinds, options),
  };
}

export type ContentStoreContext<Content> = ReturnType<typeof storeContext<Content>>;
