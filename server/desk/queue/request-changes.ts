/**
 * What staff do to a request: set its status, add a note, claim or release it, record how a call ended,
 * book, move or cancel its appointment, record a message sent to the patient. Each change, its lines in
 * the request's history and its audit entry are written in one transaction.
 */
import { sql } from "kysely";
import { canBeBooked } from "#schemas/desk-api";
import type { Actor } from "../accounts/accounts";
import { auditEntry, type AuditAction } from "../audit";
import { type DeskDatabase, NothingChanged, type WriteStatement } from "../desk-database";
import type { CallOutcome, RequestEventKind, RequestStatus } from "../desk-tables";
import { QUEUE_STATE_COPY } from "../../store/queue-facts";
import { findSubmissionId } from "./request-queries";
import { newRowId } from "../tokens";

export const MAX_NOTE_LENGTH = 2000;
/** "No answer" without a time asks again after this long. */
export const NO_ANSWER_RETRY_MS = 2 * 60 * 60 * 1000;

/** The outcomes that end the calling: the request leaves the queue and its claim is let go. */
export type ClosingOutcome = "not-needed" | "wrong-number";

export type RequestChange =
  | { kind: "status"; status: RequestStatus }
  | { kind: "note"; text: string }
  /** `takeOver`: even from a colleague who holds it; without, only a request nobody else holds. */
  | { kind: "claim"; takeOver?: boolean }
  | { kind: "release" }
  | { kind: "outcome"; outcome: "no-answer" | "call-back"; callBackAt: Date; note?: string }
  | { kind: "outcome"; outcome: ClosingOutcome; note?: string }
  | { kind: "booking"; doctor: string; doctorName: string; day: string; time: string; note?: string }
  | { kind: "cancel-booking"; note?: string }
  | { kind: "no-show"; note?: string }
  | { kind: "message"; channel: "sms" | "whatsapp"; language: string; note?: string };

const AUDIT_ACTIONS: Record<RequestChange["kind"], AuditAction> = {
  status: "request-status",
  note: "request-note",
  claim: "request-claim",
  release: "request-release",
  outcome: "request-outcome",
  booking: "request-booking",
  "cancel-booking": "request-booking",
  "no-show": "request-booking",
  message: "patient-message",
};

/** Statuses after which nobody needs to be on the request: its claim is let go (review p8). */
const RELEASING_STATUSES: ReadonlySet<RequestStatus> = new Set(["closed", "spam"]);

type StateChange = {
  status?: RequestStatus;
  claimed_by?: string | null;
  call_back_at?: string | null;
  outcome?: CallOutcome | null;
  /** Add one to the calls nobody answered. */
  countAttempt?: boolean;
};

function stateChangeOf(change: RequestChange, actor: Actor): StateChange {
  switch (change.kind) {
    case "status":
      return { status: change.status, ...(RELEASING_STATUSES.has(change.status) ? { claimed_by: null, call_back_at: null } : {}) };
    case "note":
      return {};
    case "claim":
      return { claimed_by: actor.name };
    case "release":
      return { claimed_by: null };
    case "outcome":
      if (change.outcome === "no-answer" || change.outcome === "call-back") {
        return {
          status: "contacted",
          call_back_at: change.callBackAt.toISOString(),
          outcome: change.outcome,
          countAttempt: change.outcome === "no-answer",
        };
      }
      return { status: "closed", claimed_by: null, call_back_at: null, outcome: change.outcome };
    case "booking":
      return { status: "booked", call_back_at: null, outcome: "booked" };
    case "cancel-booking":
      // Open again: the patient may still want another day.
      return { status: "contacted", outcome: null };
    case "no-show":
      // Back in the queue and due at once: someone calls the patient to find another day.
      return { status: "contacted", outcome: null, call_back_at: actor.at.toISOString() };
    case "message":
      return {};
  }
}

/** The history's line: the event's kind and detail (an outcome, booking or message as JSON). */
function eventOf(
  change: RequestChange,
  movedFrom: { day: string; time: string; doctor: string } | undefined,
): { kind: RequestEventKind; detail: string } | null {
  switch (change.kind) {
    case "status":
      return { kind: "status", detail: change.status };
    case "note":
      return { kind: "note", detail: change.text };
    case "claim":
    case "release":
      return { kind: change.kind, detail: "" };
    case "outcome":
      return {
        kind: "outcome",
        detail: JSON.stringify({ outcome: change.outcome, callBackAt: "callBackAt" in change ? change.callBackAt.toISOString() : null }),
      };
    case "booking":
      return {
        kind: "booking",
        detail: JSON.stringify({
          action: movedFrom ? "moved" : "booked",
          doctor: change.doctor,
          doctorName: change.doctorName,
          day: change.day,
          time: change.time,
          ...(movedFrom ? { fromDoctor: movedFrom.doctor, fromDay: movedFrom.day, fromTime: movedFrom.time } : {}),
        }),
      };
    case "cancel-booking":
      return { kind: "booking", detail: JSON.stringify({ action: "cancelled" }) };
    case "no-show":
      return {
        kind: "booking",
        detail: JSON.stringify({ action: "no-show", doctor: movedFrom?.doctor, day: movedFrom?.day, time: movedFrom?.time }),
      };
    case "message":
      return { kind: "message", detail: JSON.stringify({ channel: change.channel, language: change.language }) };
  }
}

/**
 * "not_bookable": a booking, or the status Booked, for a contact message or a feedback (review m17).
 * "held_by_other": a claim of a request a colleague holds, without taking it over.
 */
export type ChangeResult = "done" | "not_found" | "no_booking" | "not_bookable" | "held_by_other";

/** A booking made, or the status set to Booked: only an appointment request may have either. */
const books = (change: RequestChange) => change.kind === "booking" || (change.kind === "status" && change.status === "booked");

/** "not_found" when no request has this reference (it may have been erased meanwhile). */
export async function changeRequest(database: DeskDatabase, reference: string, change: RequestChange, actor: Actor): Promise<ChangeResult> {
  const submissionId = await findSubmissionId(database, reference);
  if (!submissionId) return "not_found";
  const { db } = database;
  if (books(change)) {
    const submission = await db.selectFrom("submissions").select("kind").where("id", "=", submissionId).executeTakeFirst();
    if (!submission) return "not_found";
    if (!canBeBooked(submission.kind)) return "not_bookable";
  }
  const at = actor.at.toISOString();
  const standing = await db
    .selectFrom("desk_bookings")
    .select(["doctor", "day", "time"])
    .where("submission_id", "=", submissionId)
    .where("status", "=", "booked")
    .executeTakeFirst();
  if ((change.kind === "cancel-booking" || change.kind === "no-show") && !standing) return "no_booking";

  const { countAttempt, ...state } = stateChangeOf(change, actor);
  // Only what this change is about: a note leaves the status, the claim and the call-back as they are.
  const changed = { updated_at: at, updated_by: actor.name, ...state };
  // A claim takes a request nobody else holds, decided in this one statement: a colleague's claim
  // made a moment ago, after this desk's screen was drawn, is not silently taken over.
  const onlyIfFree = change.kind === "claim" && !change.takeOver;
  const stateRow = db
    .insertInto("desk_request_states")
    .values({ submission_id: submissionId, status: "new", claimed_by: null, ...changed, attempts: countAttempt ? 1 : 0 })
    .onConflict((conflict) => {
      const update = conflict
        .column("submission_id")
        .doUpdateSet(countAttempt ? { ...changed, attempts: sql<number>`desk_request_states.attempts + 1` } : changed);
      return onlyIfFree
        ? update.where((eb) =>
            eb.or([eb("desk_request_states.claimed_by", "is", null), eb("desk_request_states.claimed_by", "=", actor.name)]),
          )
        : update;
    });
  const statements: WriteStatement[] = [onlyIfFree ? { required: stateRow } : stateRow];
  if (change.kind === "booking") {
    const booking = {
      doctor: change.doctor,
      day: change.day,
      time: change.time,
      status: "booked" as const,
      updated_at: at,
      updated_by: actor.name,
    };
    statements.push(
      db
        .insertInto("desk_bookings")
        .values({ submission_id: submissionId, created_at: at, ...booking })
        .onConflict((conflict) => conflict.column("submission_id").doUpdateSet(booking)),
    );
  }
  if (change.kind === "cancel-booking" || change.kind === "no-show") {
    statements.push(
      db
        .updateTable("desk_bookings")
        .set({ status: change.kind === "no-show" ? "no-show" : "cancelled", updated_at: at, updated_by: actor.name })
        .where("submission_id", "=", submissionId),
    );
  }
  // The queue's copy of the state on the request's row, and the poll's cursor (server/store/queue-facts.ts).
  statements.push(
    db
      .updateTable("submissions")
      .set({ ...QUEUE_STATE_COPY, queue_changed_at: at })
      .where("id", "=", submissionId),
  );
  const event = eventOf(change, change.kind === "booking" || change.kind === "no-show" ? standing : undefined);
  if (event)
    statements.push(
      db.insertInto("desk_request_events").values({ id: newRowId(), submission_id: submissionId, at, actor: actor.name, ...event }),
    );
  const note = change.kind !== "note" && "note" in change ? change.note?.trim() : undefined;
  if (note) {
    // A later instant by a millisecond, so the note reads after what it explains.
    statements.push(
      db.insertInto("desk_request_events").values({
        id: newRowId(),
        submission_id: submissionId,
        at: new Date(actor.at.getTime() + 1).toISOString(),
        actor: actor.name,
        kind: "note",
        detail: note,
      }),
    );
  }
  statements.push(
    auditEntry(database, {
      actor: actor.name,
      action: AUDIT_ACTIONS[change.kind],
      target: `${reference.toUpperCase()}${auditDetail(change)}`,
      address: actor.address,
      at: actor.at,
    }),
  );
  try {
    const [changedRows] = await database.write(statements);
    return changedRows === 1 ? "done" : "not_found";
  } catch (error) {
    if (error instanceof NothingChanged) return "held_by_other";
    throw error;
  }
}

/**
 * What the audit log keeps of a change beyond its reference (a status, note or claim: the reference
 * alone, as before the queue): never the note's words or a patient's details.
 */
function auditDetail(change: RequestChange): string {
  switch (change.kind) {
    case "outcome":
      return ` ${change.outcome}`;
    case "booking":
      return ` ${change.doctor} ${change.day} ${change.time}`;
    case "claim":
      return change.takeOver ? " taken over" : "";
    case "cancel-booking":
      return " cancelled";
    case "no-show":
      return " no-show";
    case "message":
      return ` ${change.channel}`;
    default:
      return "";
  }
}
