/**
 * Submissions as the desk sees them: the store's rows with the desk's status, claim and history beside
 * them. A submission the desk has not touched is "new". Views, orders and filters run in the database,
 * on the queue's facts stored on each row (server/store/queue-facts.ts) and the payload's JSON text (the same in
 * SQLite and PostgreSQL), so they work on every instance at once.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { QUEUE_VIEW_DEFINITIONS, type QueueSort, type QueueView } from "#common/request-queue";
import { isTenDigits, normalisePhone } from "#schemas/phone";
import { ownReference } from "../../store/reference-aliases";
import { belongsTo, type ContactQuery } from "../../store/submission-queries";
import type { SubmissionKind } from "../../store/schema";
import { doctorName, formatPreferredDate } from "../../submissions/appointment-choices";
import type { DeskDatabase } from "../desk-database";
import type { Booking, ExportedEmail, ExportedRequest, RequestDetail, RequestSummary } from "#schemas/desk-api";
import type { BookingStatus, CallOutcome, DeskSchema, RequestStatus } from "../desk-tables";
import { freeText, storedRedFlags } from "../../store/queue-facts";
import { hasStatus, inViewSql, queueSegments, viewOrderTerms } from "./queue-views";

export { likelySpamOf } from "../../store/queue-facts";
export { countViews } from "./queue-views";

export { REQUEST_STATUSES } from "#schemas/desk-api";
export const REQUEST_FORMS: readonly SubmissionKind[] = ["contact", "appointment", "feedback"];

export type RequestFilters = {
  /** A view of the queue (common/request-queue.ts); none: every request, newest first, as before the queue. */
  view?: QueueView;
  /** Who is asking ("mine") and when ("call back due", "booked for today"). */
  me?: string;
  now?: Date;
  /** The open views' next page: how many of the queue's rows to skip. */
  offset?: number;
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
  /** Only one person's requests: exactly this phone number or e-mail address, as erasure matches them. */
  contact?: ContactQuery;
  /** Only requests whose text reads as a sales pitch (app/content/rules/likely-spam.ts; review m20). */
  likelySpam?: boolean;
  /** "preferred-date": the patient's preferred day first, soonest first, those without one last (review D3). */
  sort?: QueueSort;
  limit: number;
};

export type { Booking, RequestDetail, RequestEmail, RequestHistoryEntry, RequestSummary } from "#schemas/desk-api";

type Row = {
  reference_id: string;
  kind: SubmissionKind;
  payload: string;
  locale: string;
  created_at: string;
  status: RequestStatus | null;
  suspected_spam: number;
  queue_status: string;
  queue_red_flags: string;
  queue_likely_spam: string | null;
  claimed_by: string | null;
  updated_at: string | null;
  updated_by: string | null;
  attempts: number | null;
  call_back_at: string | null;
  outcome: CallOutcome | null;
  booking_doctor: string | null;
  booking_day: string | null;
  booking_time: string | null;
  booking_status: BookingStatus | null;
};

/** LIKE treats % and _ as wildcards; a visitor's text must match only itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const payloadContains = (eb: ExpressionBuilder<DeskSchema, "submissions">, text: string) =>
  sql<SqlBool>`lower(${eb.ref("submissions.payload")}) like ${`%${likeLiteral(text.toLowerCase())}%`} escape '\\'`;

export function baseQuery({ db }: DeskDatabase) {
  return db
    .selectFrom("submissions")
    .leftJoin("desk_request_states", "desk_request_states.submission_id", "submissions.id")
    .leftJoin("desk_bookings", "desk_bookings.submission_id", "submissions.id")
    .select([
      "submissions.id",
      "submissions.reference_id",
      "submissions.kind",
      "submissions.payload",
      "submissions.locale",
      "submissions.created_at",
      "submissions.suspected_spam",
      "submissions.queue_status",
      "submissions.queue_red_flags",
      "submissions.queue_likely_spam",
      "desk_request_states.status",
      "desk_request_states.claimed_by",
      "desk_request_states.updated_at",
      "desk_request_states.updated_by",
      "desk_request_states.attempts",
      "desk_request_states.call_back_at",
      "desk_request_states.outcome",
      "desk_bookings.doctor as booking_doctor",
      "desk_bookings.day as booking_day",
      "desk_bookings.time as booking_time",
      "desk_bookings.status as booking_status",
    ]);
}

const field = (payload: Record<string, string>, name: string) => payload[name] ?? "";

const PREVIEW_LENGTH = 160;

function previewOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(line);
  return characters.length <= PREVIEW_LENGTH ? line : `${characters.slice(0, PREVIEW_LENGTH - 1).join("")}…`;
}

function bookingOf(row: Row): Booking | null {
  if (!row.booking_doctor || !row.booking_day || !row.booking_status) return null;
  return {
    doctor: row.booking_doctor,
    doctorName: doctorName(row.booking_doctor),
    day: row.booking_day,
    dayText: formatPreferredDate(row.booking_day),
    time: row.booking_time ?? "",
    status: row.booking_status,
  };
}

/** A feedback sent as a complaint (the feedback form's kind). */
const isComplaint = (kind: SubmissionKind, payload: Record<string, string>) => kind === "feedback" && payload.kind === "complaint";

export function toSummary(row: Row): RequestSummary {
  const payload = JSON.parse(row.payload) as Record<string, string>;
  const text = freeText(payload);
  return {
    reference: row.reference_id,
    form: row.kind,
    status: row.queue_status as RequestStatus,
    receivedAt: row.created_at,
    name: row.kind === "contact" ? `${field(payload, "firstName")} ${field(payload, "lastName")}`.trim() : field(payload, "name"),
    phone: field(payload, "phone") || field(payload, "phoneNumber"),
    email: field(payload, "email"),
    speciality: field(payload, "speciality"),
    doctor: field(payload, "doctor"),
    doctorName: payload.doctor ? doctorName(payload.doctor) : "",
    preferredDate: field(payload, "preferredDate"),
    preferredTime: field(payload, "preferredTime"),
    preferredDateText: payload.preferredDate ? formatPreferredDate(payload.preferredDate) : "",
    claimedBy: row.claimed_by,
    lastActedBy: row.updated_by,
    lastActedAt: row.updated_at,
    claimedByName: row.claimed_by,
    lastActedByName: row.updated_by,
    language: row.locale,
    preview: previewOf(text),
    // Found when it arrived (server/store/queue-facts.ts), not again on every answer.
    redFlags: storedRedFlags(row.queue_red_flags),
    complaint: isComplaint(row.kind, payload),
    likelySpam: row.queue_likely_spam === null ? null : (JSON.parse(row.queue_likely_spam) as RequestSummary["likelySpam"]),
    attempts: Number(row.attempts ?? 0),
    callBackAt: row.call_back_at,
    outcome: row.outcome,
    booking: bookingOf(row),
  };
}

/** Staff's display names by e-mail address (a small table, read whole). */
export async function staffNames({ db }: DeskDatabase): Promise<Map<string, string>> {
  const rows = await db.selectFrom("desk_accounts").select(["email", "display_name"]).where("display_name", "is not", null).execute();
  return new Map(rows.map((row) => [row.email, row.display_name!]));
}

export const nameOf = (names: Map<string, string>, email: string | null) => (email === null ? null : (names.get(email) ?? email));

/** The summary with staff shown by their display names. */
export const withNames = <T extends RequestSummary>(summary: T, names: Map<string, string>): T => ({
  ...summary,
  claimedByName: nameOf(names, summary.claimedBy),
  lastActedByName: nameOf(names, summary.lastActedBy),
});

/** The JSON text a field's value has in the payload, e.g. `"phone":"9829012345"`. */
const storedField = (name: string, value: string) => `${JSON.stringify(name)}:${JSON.stringify(value)}`;

export type RequestPage = { requests: RequestSummary[]; more: boolean };

/**
 * A view of the queue in its order, or every request newest first. The page is chosen in the database
 * from the queue's stored facts, with a limit; only its rows are then read whole. A poll (`since`)
 * answers every request changed since, whatever its view, so the page can drop one that left.
 */
export async function listRequests(database: DeskDatabase, filters: RequestFilters): Promise<RequestPage> {
  const { rows, more } = await listRows(database, filters);
  return { requests: rows.map((row) => row.summary), more };
}

type ListedRow = { id: string; fields: Record<string, string>; summary: RequestSummary; suspectedSpam: boolean };

const listed = (row: Row & { id: string }): ListedRow => ({
  id: row.id,
  fields: JSON.parse(row.payload) as Record<string, string>,
  summary: toSummary(row),
  suspectedSpam: Number(row.suspected_spam) === 1,
});

/** Rows read whole at a time, by id: within every database's limit on bound values. */
const READ_BATCH = 500;

/**
 * The ids of a page's requests, in the view's order, chosen in the database with a limit: a view in the
 * queue's order reads the first rows of each run of it (queue-views.ts queueSegments) until the page is
 * full; any other order is one query.
 */
export async function pageIds(database: DeskDatabase, filters: RequestFilters): Promise<{ ids: string[]; more: boolean }> {
  const now = filters.now ?? new Date();
  const context = { me: filters.me ?? "", now };
  const view = filters.since ? undefined : filters.view;
  const byDay = filters.sort === "preferred-date";
  // Paged by offset in the queue's order and by the preferred day; newest first, from the last row's time, otherwise.
  const order = view === undefined ? "newest" : QUEUE_VIEW_DEFINITIONS[view].order;
  const offset = order === "queue" || (byDay && order === "newest") ? (filters.offset ?? 0) : 0;
  const wanted = offset + filters.limit + 1;
  const rows = () => {
    let query = filtered(pageQuery(database), filters);
    if (filters.contact) query = query.where(belongsTo(database.dialect, filters.contact));
    return view ? query.where((eb) => inViewSql(eb, view, context)) : query;
  };
  const ordered = (query: ListQueryBuilder, terms: ReturnType<typeof viewOrderTerms>) =>
    terms.reduce((sorted, term) => sorted.orderBy(term), query);
  let ids: string[] = [];
  if (order === "queue" && !byDay) {
    for (const segment of queueSegments(now)) {
      if (ids.length >= wanted) break;
      const found = await ordered(rows().where(segment.rows), segment.order)
        .limit(wanted - ids.length)
        .execute();
      ids = ids.concat(found.map((row) => row.id));
    }
  } else {
    ids = (
      await ordered(rows(), viewOrderTerms(view, filters.sort, now))
        .limit(wanted)
        .execute()
    ).map((row) => row.id);
  }
  const page = ids.slice(offset);
  return { ids: page.slice(0, filters.limit), more: page.length > filters.limit };
}

/** The page's rows read whole, by id, in the page's order; a request erased between the two reads is left out. */
export async function pageRows(database: DeskDatabase, ids: string[]) {
  const byId = new Map<string, Row & { id: string }>();
  for (let first = 0; first < ids.length; first += READ_BATCH) {
    const rows = await baseQuery(database)
      .where("submissions.id", "in", ids.slice(first, first + READ_BATCH))
      .execute();
    for (const row of rows) byId.set(row.id, row);
  }
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

async function listRows(database: DeskDatabase, filters: RequestFilters): Promise<{ rows: ListedRow[]; more: boolean }> {
  const { ids, more } = await pageIds(database, filters);
  return { rows: (await pageRows(database, ids)).map(listed), more };
}

/** A page's ids, from the submissions' rows alone: what the views filter and order by is stored there. */
const pageQuery = (database: DeskDatabase) => database.db.selectFrom("submissions").select("submissions.id");
type ListQueryBuilder = ReturnType<typeof pageQuery>;

/** The filters every view shares: status, form, speciality, days received, search, the poll's and the page's bounds. */
function filtered(start: ListQueryBuilder, filters: RequestFilters): ListQueryBuilder {
  let query = start;
  if (filters.status) query = query.where(hasStatus(filters.status));
  if (filters.form) query = query.where("submissions.kind", "=", filters.form);
  if (filters.speciality) query = query.where((eb) => payloadContains(eb, storedField("speciality", filters.speciality!)));
  if (filters.from) query = query.where("submissions.created_at", ">=", filters.from.toISOString());
  if (filters.to) query = query.where("submissions.created_at", "<", filters.to.toISOString());
  if (filters.before) query = query.where("submissions.created_at", "<", filters.before.toISOString());
  // The poll's cursor: the last change's time, kept on the row and indexed (server/store/queue-facts.ts).
  if (filters.since) query = query.where("submissions.queue_changed_at", ">", filters.since.toISOString());
  if (filters.likelySpam) query = query.where("submissions.queue_likely_spam", "is not", null);
  const search = filters.search?.trim();
  if (search) query = query.where((eb) => matchesSearch(eb, search));
  return query;
}

/** Which rows a search finds: its reference, its phone number however typed, or its text (e-mail, name). */
function matchesSearch(eb: ExpressionBuilder<DeskSchema, "submissions">, search: string) {
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
  const [emails, history, names] = await Promise.all([
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
    staffNames(database),
  ]);
  return {
    ...withNames(toSummary(row), names),
    fields: JSON.parse(row.payload) as Record<string, string>,
    emails: emails.map((email) => ({
      role: email.role,
      recipient: email.recipient,
      status: email.status,
      attempts: Number(email.attempts),
      lastError: email.last_error,
      sentAt: email.sent_at,
    })),
    history: history.map((entry) => ({ ...entry, actorName: nameOf(names, entry.actor)! })),
  };
}

// The desk's pages show a person's data in this shape too (an access request, admin-routes.ts).
export type { ExportedEmail, ExportedRequest } from "#schemas/desk-api";

/** Rows an export may hold: every request a hospital keeps for its retention period, many times over. */
const EXPORT_LIMIT = 1_000_000;

/**
 * The requests of a view and its filters (every request, newest first, without), in the view's order,
 * with their fields, their e-mails' delivery, their notes and their history, in three queries: what
 * every CSV export writes (server/submissions/export.ts).
 */
export async function exportRequests(database: DeskDatabase, filters: Omit<RequestFilters, "limit"> = {}): Promise<ExportedRequest[]> {
  const { rows } = await listRows(database, { ...filters, since: undefined, limit: EXPORT_LIMIT });
  if (rows.length === 0) return [];
  const { db, dialect } = database;
  const { contact } = filters;
  // One person's export reads only their requests' e-mails and history (by subquery: no list of ids to bind).
  const ofThisPerson = contact && db.selectFrom("submissions").select("id").where(belongsTo(dialect, contact));
  let outboxQuery = db.selectFrom("outbox").select(["submission_id", "role", "status", "attempts", "sent_at", "last_error"]);
  let eventsQuery = db
    .selectFrom("desk_request_events")
    .select(["submission_id", "at", "actor", "kind", "detail"])
    .where("kind", "in", ["note", "outcome", "booking", "message"]);
  if (ofThisPerson) {
    outboxQuery = outboxQuery.where("submission_id", "in", ofThisPerson);
    eventsQuery = eventsQuery.where("submission_id", "in", ofThisPerson);
  }
  const [outbox, events, names] = await Promise.all([
    outboxQuery.orderBy("role", "desc").execute(),
    eventsQuery.orderBy("at").orderBy("id").execute(),
    staffNames(database),
  ]);
  const emails = new Map<string, ExportedEmail[]>();
  for (const email of outbox) {
    const exported = {
      role: email.role,
      status: email.status,
      attempts: Number(email.attempts),
      sentAt: email.sent_at,
      lastError: email.last_error,
    };
    emails.set(email.submission_id, [...(emails.get(email.submission_id) ?? []), exported]);
  }
  const notes = new Map<string, string[]>();
  const history = new Map<string, string[]>();
  for (const event of events) {
    const line = `${event.at} ${nameOf(names, event.actor)}: ${event.kind === "note" ? event.detail : historyWords(event.kind, event.detail)}`;
    const into = event.kind === "note" ? notes : history;
    into.set(event.submission_id, [...(into.get(event.submission_id) ?? []), line]);
  }
  return rows.map(({ id, fields, summary, suspectedSpam }) => ({
    ...withNames(summary, names),
    fields,
    emails: emails.get(id) ?? [],
    suspectedSpam,
    notes: notes.get(id) ?? [],
    history: history.get(id) ?? [],
  }));
}

/** An outcome's, a booking's or a message's history entry (JSON, request-changes.ts) in words, for the export. */
export function historyWords(kind: string, detail: string): string {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(detail) as Record<string, unknown>;
  } catch {
    return `${kind} ${detail}`;
  }
  const parts = Object.entries(data)
    .filter(([, value]) => value !== null && value !== "" && value !== undefined)
    .map(([name, value]) => `${name} ${String(value)}`);
  return `${kind}: ${parts.join(", ")}`;
}
