/**
 * What staff do to a request: set its status, add a note, claim or release it. Each change, its line in
 * the request's history and its audit entry are written in one transaction.
 */
import type { Actor } from "./accounts";
import { auditEntry, type AuditAction } from "./audit";
import type { DeskDatabase } from "./desk-database";
import type { RequestEventKind, RequestStatus } from "./desk-tables";
import { findSubmissionId } from "./request-queries";
import { newRowId } from "./tokens";

export const MAX_NOTE_LENGTH = 2000;

export type RequestChange =
  { kind: "status"; status: RequestStatus } | { kind: "note"; text: string } | { kind: "claim" } | { kind: "release" };

const AUDIT_ACTIONS: Record<RequestEventKind, AuditAction> = {
  status: "request-status",
  note: "request-note",
  claim: "request-claim",
  release: "request-release",
};

/** False when no request has this reference (it may have been erased meanwhile). */
export async function changeRequest(database: DeskDatabase, reference: string, change: RequestChange, actor: Actor): Promise<boolean> {
  const submissionId = await findSubmissionId(database, reference);
  if (!submissionId) return false;
  const { db } = database;
  const at = actor.at.toISOString();
  const touched = { updated_at: at, updated_by: actor.name };
  // Only what this change is about: a note leaves the status and the claim as they are.
  const changed = {
    ...touched,
    ...(change.kind === "status" ? { status: change.status } : {}),
    ...(change.kind === "claim" ? { claimed_by: actor.name } : {}),
    ...(change.kind === "release" ? { claimed_by: null } : {}),
  };
  const detail = change.kind === "status" ? change.status : change.kind === "note" ? change.text : "";
  const [, , ...written] = await database.write([
    db
      .insertInto("desk_request_states")
      .values({ submission_id: submissionId, status: "new", claimed_by: null, ...changed })
      .onConflict((conflict) => conflict.column("submission_id").doUpdateSet(changed)),
    db
      .insertInto("desk_request_events")
      .values({ id: newRowId(), submission_id: submissionId, at, actor: actor.name, kind: change.kind, detail }),
    auditEntry(database, {
      actor: actor.name,
      action: AUDIT_ACTIONS[change.kind],
      target: reference.toUpperCase(),
      address: actor.address,
      at: actor.at,
    }),
  ]);
  return written.length === 1;
}
