/**
 * Submissions as the desk sees them: the store's rows with the desk's status, claim and history beside
 * them. A submission the desk has not touched is "new". Filters and search run in the database, on the
 * payload's JSON text (the same in SQLite and PostgreSQL), so they work on every instance at once.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { isTenDigits, normalisePhone } from "#schemas/phone";
import { ownReference } from "../store/reference-aliases";
import type { SubmissionKind } from "../store/schema";
import { doctorName } from "../submissions/appointment-choices";
import type { DeskDatabase } from "./desk-database";
import type { DeskSchema, RequestEventKind, RequestStatus } from "./desk-tables";

export const REQUEST_STATUSES: readonly RequestStatus[] = ["new", "contacted", "booked", "closed", "spam"];
export const REQUEST_FORMS: readonly SubmissionKind[] = ["contact", "appointment", "feedback"];

export type RequestFilters = {
  status?: RequestStatus;
  form?: SubmissionKind;
  speciality?: string;
  /** Received on or after this instant. */
  from?: Date;
  /** Received before this instant. */
  to?: Date;
  /** A reference, a phone number in any format the public form accepts, an e-mail address or a name. */
  search?: string;
  /** Only requests received or changed after this instant (live updates). */
  since?: Date;
  /** Only requests received before this instant: the next page, from the last one's receivedAt. */
  before?: Date;
  limit: number;
};

export type RequestSummary = {
  reference: string;
  form: SubmissionKind;
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
  claimedBy: string | null;
  /** Who last changed its status, note or claim, and when; null until somebody has. */
  lastActedBy: string | null;
  lastActedAt: string | null;
};

export type RequestHistoryEntry = { at: string; actor: string; kind: RequestEventKind; detail: string };
export type RequestEmail = {
  role: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};
export type RequestDetail = RequestSummary & {
  language: string;
  /** Every field the patient sent, as validated. */
  fields: Record<string, string>;
  emails: RequestEmail[];
  history: RequestHistoryEntry[];
};

type Row = {
  reference_id: string;
  kind: SubmissionKind;
  payload: string;
  created_at: string;
  status: RequestStatus | null;
  suspected_spam: number;
  claimed_by: string | null;
  updated_at: string | null;
  updated_by: string | null;
};

/** LIKE treats % and _ as wildcards; a visitor's text must match only itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const payloadContains = (eb: ExpressionBuilder<DeskSchema, "submissions">, text: string) =>
  sql<SqlBool>`lower(${eb.ref("submissions.payload")}) like ${`%${likeLiteral(text.toLowerCase())}%`} escape '\\'`;

export function baseQuery({ db }: DeskDatabase) {
  return db
    .selectFrom("submissions")
    .leftJoin("desk_request_states", "desk_request_states.submission_id", "submissions.id")
    .select([
      "submissions.id",
      "submissions.reference_id",
      "submissions.kind",
      "submissions.payload",
      "submissions.locale",
      "submissions.created_at",
      "submissions.suspected_spam",
      "desk_request_states.status",
      "desk_request_states.claimed_by",
      "desk_request_states.updated_at",
      "desk_request_states.updated_by",
    ]);
}

/** A request nobody has acted on: "new", or "spam" when the form's honeypot was filled. */
const untouchedStatus = (suspectedSpam: number): RequestStatus => (Number(suspectedSpam) === 1 ? "spam" : "new");

/** Requests whose status is `status`, whether set by staff or, untouched, by the honeypot. */
function hasStatus(eb: ExpressionBuilder<DeskSchema, "submissions" | "desk_request_states">, status: RequestStatus) {
  const untouched =
    status === "new" || status === "spam"
      ? [eb.and([eb("desk_request_states.status", "is", null), eb("submissions.suspected_spam", "=", status === "spam" ? 1 : 0)])]
      : [];
  return eb.or([eb("desk_request_states.status", "=", status), ...untouched]);
}

const field = (payload: Record<string, string>, name: string) => payload[name] ?? "";

export function toSummary(row: Row): RequestSummary {
  const payload = JSON.parse(row.payload) as Record<string, string>;
  return {
    reference: row.reference_id,
    form: row.kind,
    status: row.status ?? untouchedStatus(row.suspected_spam),
    receivedAt: row.created_at,
    name: row.kind === "contact" ? `${field(payload, "firstName")} ${field(payload, "lastName")}`.trim() : field(payload, "name"),
    phone: field(payload, "phone") || field(payload, "phoneNumber"),
    email: field(payload, "email"),
    speciality: field(payload, "speciality"),
    doctor: field(payload, "doctor"),
    doctorName: payload.doctor ? doctorName(payload.doctor) : "",
    preferredDate: field(payload, "preferredDate"),
    preferredTime: field(payload, "preferredTime"),
    claimedBy: row.claimed_by,
    lastActedBy: row.updated_by,
    lastActedAt: row.updated_at,
  };
}

/** The JSON text a field's value has in the payload, e.g. `"phone":"9829012345"`. */
const storedField = (name: string, value: string) => `${JSON.stringify(name)}:${JSON.stringify(value)}`;

/** Newest first. */
export async function listRequests(database: DeskDatabase, filters: RequestFilters): Promise<RequestSummary[]> {
  let query = baseQuery(database).orderBy("submissions.created_at", "desc").orderBy("submissions.id").limit(filters.limit);
  if (filters.status) query = query.where((eb) => hasStatus(eb, filters.status!));
  if (filters.form) query = query.where("submissions.kind", "=", filters.form);
  if (filters.speciality) query = query.where((eb) => payloadContains(eb, storedField("speciality", filters.speciality!)));
  if (filters.from) query = query.where("submissions.created_at", ">=", filters.from.toISOString());
  if (filters.to) query = query.where("submissions.created_at", "<", filters.to.toISOString());
  if (filters.before) query = query.where("submissions.created_at", "<", filters.before.toISOString());
  if (filters.since) {
    const since = filters.since.toISOString();
    query = query.where((eb) => eb.or([eb("submissions.created_at", ">", since), eb("desk_request_states.updated_at", ">", since)]));
  }
  const search = filters.search?.trim();
  if (search) query = query.where((eb) => matchesSearch(eb, search));
  return (await query.execute()).map(toSummary);
}

/** Which rows a search finds: its reference, its phone number however typed, or its text (e-mail, name). */
function matchesSearch(eb: ExpressionBuilder<DeskSchema, "submissions" | "desk_request_states">, search: string) {
  const phone = normalisePhone(search);
  const alternatives: Expression<SqlBool>[] = [
    eb("submissions.reference_id", "=", search.toUpperCase()),
    // A reference given to a repeated submission names the request it repeated (store/reference-aliases.ts).
    eb(
      "submissions.id",
      "in",
      eb.selectFrom("submission_aliases").select("submission_id").where("reference_id", "=", search.toUpperCase()),
    ),
  ];
  if (isTenDigits(phone)) {
    alternatives.push(payloadContains(eb, storedField("phone", phone)), payloadContains(eb, storedField("phoneNumber", phone)));
  } else if (search.length >= 2) {
    // JSON escapes quotes and backslashes; searching for them finds them as stored.
    alternatives.push(payloadContains(eb, JSON.stringify(search).slice(1, -1)));
  }
  return eb.or(alternatives);
}

/** How many requests nobody has acted on yet: the number in the desk's tab title. */
export async function countNewRequests({ db }: DeskDatabase): Promise<number> {
  const row = await db
    .selectFrom("submissions")
    .leftJoin("desk_request_states", "desk_request_states.submission_id", "submissions.id")
    .select((eb) => eb.fn.countAll().as("count"))
    .where((eb) => hasStatus(eb, "new"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findSubmissionId({ db }: DeskDatabase, reference: string): Promise<string | undefined> {
  const own = await ownReference(db, reference.toUpperCase());
  const row = await db.selectFrom("submissions").select("id").where("reference_id", "=", own).executeTakeFirst();
  return row?.id;
}

/** By the request's own reference, or by one a repeated submission was given (answered with the own one). */
export async function getRequest(database: DeskDatabase, reference: string): Promise<RequestDetail | null> {
  const own = await ownReference(database.db, reference.toUpperCase());
  const row = await baseQuery(database).where("submissions.reference_id", "=", own).executeTakeFirst();
  if (!row) return null;
  const { db } = database;
  const [emails, history] = await Promise.all([
    db
      .selectFrom("outbox")
      .select(["role", "recipient", "status", "attempts", "last_error", "sent_at"])
      .where("submission_id", "=", row.id)
      .orderBy("role", "desc")
      .execute(),
    db
      .selectFrom("desk_request_events")
      .select(["at", "actor", "kind", "detail"])
      .where("submission_id", "=", row.id)
      .orderBy("at")
      .orderBy("id")
      .execute(),
  ]);
  return {
    ...toSummary(row),
    language: row.locale,
    fields: JSON.parse(row.payload) as Record<string, string>,
    emails: emails.map((email) => ({
      role: email.role,
      recipient: email.recipient,
      status: email.status,
      attempts: Number(email.attempts),
      lastError: email.last_error,
      sentAt: email.sent_at,
    })),
    history,
  };
}

export type ExportedRequest = RequestSummary & { fields: Record<string, string>; deskEmailStatus: string };

/** Every request, newest first, with its fields and its desk e-mail's state, in two queries. */
export async function exportRequests(database: DeskDatabase): Promise<ExportedRequest[]> {
  const rows = await baseQuery(database).orderBy("submissions.created_at", "desc").orderBy("submissions.id").execute();
  const deskEmails = await database.db.selectFrom("outbox").select(["submission_id", "status"]).where("role", "=", "desk").execute();
  const deskEmailStatus = new Map(deskEmails.map((email) => [email.submission_id, email.status]));
  return rows.map((row) => ({
    ...toSummary(row),
    fields: JSON.parse(row.payload) as Record<string, string>,
    deskEmailStatus: deskEmailStatus.get(row.id) ?? "",
  }));
}
