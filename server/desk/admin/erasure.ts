/**
 * Erasing a person's data on request: every submission with their phone number or e-mail address, its
 * e-mails (queued or sent), its desk history, and the .eml files written for it. The audit log keeps
 * that an erasure happened, the references and how many, never the phone number or address itself.
 * Matching and deleting are the store's, the same as the staff command's (`npm run submissions -- erase`).
 */
import { sql, type SqlBool } from "kysely";
import { isTenDigits, normalisePhone } from "#schemas/phone";
import { mailFilesIn } from "../../mail/mail-files";
import { smsFilesIn } from "../../sms/sms";
import { belongsTo, type ContactQuery } from "../../store/submission-queries";
import type { Store } from "../../store/store";
import type { Actor } from "../accounts/accounts";
import type { DeskDatabase } from "../desk-database";
import { baseQuery, type RequestSummary, toSummary } from "../queue/request-queries";

/** Requests the preview shows at a time; the next page follows on from the last one shown. */
export const ERASURE_PAGE_SIZE = 100;

export type ErasureKey = { phone?: string; email?: string };
/** Where the previous page ended: its last request. */
export type ErasurePageStart = { receivedAt: string; reference: string };
export type ErasurePreview = { requests: RequestSummary[]; more: boolean };

/** What the store erases (and an access request reads) by, or nothing when the key cannot be anybody's (a short number, a blank). */
export function contactOf(key: ErasureKey): ContactQuery | undefined {
  if (key.phone !== undefined) {
    const phone = normalisePhone(key.phone);
    return isTenDigits(phone) ? { phone } : undefined;
  }
  const email = key.email?.trim().toLowerCase();
  return email ? { email } : undefined;
}

/** The requests an erasure by this phone number or e-mail address would remove, newest first, a page at a time. */
export async function findForErasure(database: DeskDatabase, key: ErasureKey, after?: ErasurePageStart): Promise<ErasurePreview> {
  const contact = contactOf(key);
  if (!contact) return { requests: [], more: false };
  let query = baseQuery(database)
    .where(belongsTo(database.dialect, contact))
    .orderBy("submissions.created_at", "desc")
    .orderBy("submissions.reference_id", "desc")
    .limit(ERASURE_PAGE_SIZE + 1);
  if (after) {
    query = query.where(
      sql<SqlBool>`(submissions.created_at < ${after.receivedAt} or (submissions.created_at = ${after.receivedAt} and submissions.reference_id < ${after.reference}))`,
    );
  }
  const rows = await query.execute();
  return { requests: rows.slice(0, ERASURE_PAGE_SIZE).map(toSummary), more: rows.length > ERASURE_PAGE_SIZE };
}

/** What erasing needs of the store. */
export type ErasureStore = Pick<Store, "eraseSubmissions">;

/**
 * Erases the requests found for `key` whose references the administrator confirmed (what they were
 * shown, less any they left out, such as a relative's on a shared phone); a request that arrived after
 * they looked is left for a second look.
 */
export async function erase(store: ErasureStore, key: ErasureKey, confirmed: string[], dataDir: string, actor: Actor): Promise<string[]> {
  const contact = contactOf(key);
  if (!contact) return [];
  const references = await store.eraseSubmissions({
    contact,
    only: [...new Set(confirmed.map((reference) => reference.toUpperCase()))],
    audit: (erased) => ({
      at: actor.at,
      who: actor.name,
      host: actor.address,
      action: "erase",
      subject: `${erased.join(", ")} (by ${"phone" in contact ? "phone" : "e-mail"}, from the desk)`.slice(0, 1000),
      rowCount: erased.length,
    }),
  });
  await mailFilesIn(dataDir).eraseReferences(references);
  await smsFilesIn(dataDir).eraseReferences(references);
  return references;
}
