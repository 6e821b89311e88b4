/**
 * The requests as the desk's API hands them over, written once for both sides: the server builds them
 * (server/desk/queue/request-queries.ts) and the staff desk reads them (desk/api.ts). A field added here is
 * one the desk's screens can rely on and the server must fill.
 */
import type { SubmissionForm } from "./submission-fields";

/** Which public form a request came from. */
export type RequestForm = SubmissionForm;
export type RequestStatus = "new" | "contacted" | "booked" | "closed" | "spam";
export const REQUEST_STATUSES: readonly RequestStatus[] = ["new", "contacted", "booked", "closed", "spam"];

/** Only an appointment request can end in a booking: a contact message or a feedback is answered, never booked (review m17). */
export const canBeBooked = (form: RequestForm) => form === "appointment";

/**
 * The statuses staff may set on a request from this form, and the one it has now whatever it is (an
 * older message set to Booked before the rule keeps showing what it is until someone corrects it).
 */
export const statusesFor = (form: RequestForm, current?: RequestStatus): RequestStatus[] =>
  REQUEST_STATUSES.filter((status) => status === current || status !== "booked" || canBeBooked(form));

/** Why a message reads as a sales pitch rather than a patient's (app/content/rules/likely-spam.ts): staff decide, nothing is hidden. */
export type LikelySpam = { score: number; reasons: string[] };
export type RequestEventKind = "status" | "note" | "claim" | "release" | "outcome" | "booking" | "message";
/** How a call ended: the desk's one-tap outcomes. */
export type CallOutcome = "no-answer" | "call-back" | "booked" | "not-needed" | "wrong-number";
/** "no-show": the patient did not come on the day (review D5); the request comes back to be called. */
export type BookingStatus = "booked" | "cancelled" | "no-show";

export type Booking = { doctor: string; doctorName: string; day: string; dayText: string; time: string; status: BookingStatus };

export type RequestSummary = {
  reference: string;
  form: RequestForm;
  status: RequestStatus;
  receivedAt: string;
  name: string;
  phone: string;
  email: string;
  speciality: string;
  /** The appointment's optional choices (issue 21): the doctor's id and name, `YYYY-MM-DD`, `morning` or `evening`; "" when not given. */
  doctor: string;
  doctorName: string;
  preferredDate: string;
  preferredTime: string;
  /** The preferred day written for a person, "Sun, 29 Nov 2026"; "" when not given. */
  preferredDateText: string;
  claimedBy: string | null;
  /** Who last changed its status, note or claim, and when; null until somebody has. */
  lastActedBy: string | null;
  lastActedAt: string | null;
  /** Display names of those two, their e-mail addresses where none is set. */
  claimedByName: string | null;
  lastActedByName: string | null;
  /** The form's language: "en" or "hi". */
  language: string;
  /** The start of the message, on one line. */
  preview: string;
  /** The red flags its message raises (app/content/rules/red-flags.ts), most serious first. */
  redFlags: { id: string; label: string }[];
  /** A feedback whose kind is a complaint: marked, and its screen names the grievance officer (review m17). */
  complaint: boolean;
  /** The signs of a sales pitch in its text, null for a message that reads as a patient's (review m20). */
  likelySpam: LikelySpam | null;
  /** Calls nobody answered, when to call back, how the last call ended. */
  attempts: number;
  callBackAt: string | null;
  outcome: CallOutcome | null;
  booking: Booking | null;
};

export type RequestHistoryEntry = { at: string; actor: string; actorName: string; kind: RequestEventKind; detail: string };

export type RequestEmail = {
  role: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

export type RequestDetail = RequestSummary & {
  /** Every field the patient sent, as validated (schemas/submission-fields.ts names them for staff). */
  fields: Record<string, string>;
  emails: RequestEmail[];
  history: RequestHistoryEntry[];
};

/** One of a request's e-mails, as an export reports its delivery. */
export type ExportedEmail = { role: string; status: string; attempts: number; sentAt: string | null; lastError: string | null };

/** A request with all the desk holds on it: what every CSV export writes, and a person's data on request. */
export type ExportedRequest = RequestSummary & {
  fields: Record<string, string>;
  /** Its e-mails (to the desk, the acknowledgement to the patient) and how their delivery went. */
  emails: ExportedEmail[];
  /** The form's honeypot was filled: a robot's, whatever its status says now. */
  suspectedSpam: boolean;
  /** The notes, oldest first, each with who wrote it and when. */
  notes: string[];
  /** The calls' outcomes and the booking's changes, oldest first, in words. */
  history: string[];
};
