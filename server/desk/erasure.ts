/**
 * Erasing a person's data on request: every submission with their phone number or e-mail address, its
 * e-mails (queued or sent), its desk history, and the .eml files written for it. The audit log keeps
 * that an erasure happened, the references and how many, never the phone number or address itself.
 */
import { isTenDigits, normalisePhone } from "#schemas/phone";
import { mailFilesIn } from "../mail/mail-files";
import type { Actor } from "./accounts";
import { auditEntry } from "./audit";
import type { DeskDatabase } from "./desk-database";
import { listRequests, type RequestSummary } from "./request-queries";

/** More than any one person sends; the desk shows what it found before anything goes. */
const MOST_MATCHES = 200;

export type ErasureKey = { phone?: string; email?: string };

/** The requests an erasure by this phone number or e-mail address would remove. */
export async function findForErasure(database: DeskDatabase, key: ErasureKey): Promise<RequestSummary[]> {
  const phone = key.phone === undefined ? undefined : normalisePhone(key.phone);
  const email = key.email?.trim().toLowerCase();
  if (phone !== undefined && !isTenDigits(phone)) return [];
  const search = phone ?? email;
  if (!search) return [];
  // The search also matches text inside a message; only exact phone or address matches are erased.
  const found = await listRequests(database, { search, limit: MOST_MATCHES });
  return found.filter((request) => (phone !== undefined ? request.phone === phone : request.email.toLowerCase() === email));
}

/**
 * Erases the requests found for `key` whose references the administrator confirmed (what they were
 * shown); a request that arrived after they looked is left for a second look.
 */
export async function erase(
  database: DeskDatabase,
  key: ErasureKey,
  confirmed: string[],
  dataDir: string,
  actor: Actor,
): Promise<string[]> {
  const confirmedSet = new Set(confirmed.map((reference) => reference.toUpperCase()));
  const references = (await findForErasure(database, key))
    .map((request) => request.reference)
    .filter((reference) => confirmedSet.has(reference));
  if (references.length === 0) return [];
  const { db } = database;
  await database.write([
    // Outbox rows, desk states and history go with their submission (ON DELETE CASCADE).
    db.deleteFrom("submissions").where("reference_id", "in", references),
    auditEntry(database, {
      actor: actor.name,
      action: "erase",
      target: `${references.join(", ")} (by ${key.phone !== undefined ? "phone" : "e-mail"}, from the desk)`,
      address: actor.address,
      rowCount: references.length,
      at: actor.at,
    }),
  ]);
  await mailFilesIn(dataDir).eraseReferences(references);
  return references;
}
