/**
 * Submissions as the desk sees them: the store's rows with the desk's status, claim and history beside
 * them. A submission the desk has not touched is "new". Filters and search run in the database, on the
 * payload's JSON text (the same in SQLite and PostgreSQL), so they work on every instance at once.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { likelySpamIn } from "#app/content/likely-spam";
import { redFlagsIn } from "#app/content/red-flags";
import { indianDay } from "#common/indian-time";
import { inView, preferredDateQueueOrder, queueOrder, type QueueSort, type QueueView } from "#common/request-queue";
import { isTenDigits, normalisePhone } from "#schemas/phone";
import { ownReference } from "../store/reference-aliases";
import { belongsTo, type ContactQuery, payloadField } from "../store/submission-queries";
import type { SubmissionKind } from "../store/schema";
import { doctorName, formatPreferredDate } from "../submissions/appointment-choices";
import type { DeskDatabase } from "./desk-database";
import type { Booking, ExportedEmail, ExportedRequest, RequestDetail, RequestSummary } from "#schemas/desk-api";
import type { BookingStatus, CallOutcome, DeskSchema, RequestStatus } from "./desk-tables";

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
  /** Only requests whose text reads as a sales pitch (app/content/likely-spam.ts; review m20). */
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

/** The patient's own words, where red flags are looked for and the preview comes from. */
const FREE_TEXT_FIELDS = ["subject", "query", "message"];
const PREVIEW_LENGTH = 160;

function freeText(payload: Record<string, string>): string {
  return FREE_TEXT_FIELDS.map((name) => field(payload, name))
    .filter(Boolean)
    .join(" · ");
}

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

/**
 * The signs of a sales pitch in a submission (app/content/likely-spam.ts), null for a patient's: the
 * desk's mark and filter and the staff command's flag. A pitch names its sender and their agency, so
 * the name is read with the message.
 */
export function likelySpamOf(kind: SubmissionKind, payload: Record<string, string>) {
  const name = kind === "contact" ? `${field(payload, "firstName")} ${field(payload, "lastName")}` : field(payload, "name");
  return likelySpamIn(`${name} · ${freeText(payload)}`);
}

export function toSummary(row: Row): RequestSummary {
  const payload = JSON.parse(row.payload) as Record<string, string>;
  const text = freeText(payload);
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
    preferredDateText: payload.preferredDate ? formatPreferredDate(payload.preferredDate) : "",
    claimedBy: row.claimed_by,
    lastActedBy: row.updated_by,
    lastActedAt: row.updated_at,
    claimedByName: row.claimed_by,
    lastActedByName: row.updated_by,
    language: row.locale,
    preview: previewOf(text),
    redFlags: redFlagsIn(text).map((flag) => ({ id: flag.id, label: flag.label })),
    complaint: isComplaint(row.kind, payload),
    likelySpam: likelySpamOf(row.kind, payload),
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

/** What the queue reads of a stored row, without the rest of its summary. */
function queueRowOfStored(row: Row) {
  const payload = JSON.parse(row.payload) as Record<string, string>;
  return {
    status: row.status ?? untouchedStatus(row.suspected_spam),
    receivedAt: row.created_at,
    claimedBy: row.claimed_by,
    callBackAt: row.call_back_at,
    redFlags: redFlagsIn(freeText(payload)),
    bookingDay: row.booking_status === "booked" ? row.booking_day : null,
    preferredDate: field(payload, "preferredDate"),
  };
}

/** Whether a stored row's text reads as a sales pitch: the Likely spam filter's test, which SQL cannot make. */
const isLikelySpam = (row: Row) => {
  const payload = JSON.parse(row.payload) as Record<string, string>;
  return likelySpamOf(row.kind, payload) !== null;
};

/** The JSON text a field's value has in the payload, e.g. `"phone":"9829012345"`. */
const storedField = (name: string, value: string) => `${JSON.stringify(name)}:${JSON.stringify(value)}`;

/** Views whose rows are open requests, kept in the queue's order (common/request-queue.ts). */
const QUEUE_ORDERED: ReadonlySet<QueueView> = new Set(["open", "unclaimed", "mine", "due"]);

export type RequestPage = { requests: RequestSummary[]; more: boolean };

/**
 * A view of the queue, or every request newest first. The open views read every open request that
 * matches the filters and put them in the queue's order here (red flags are found in the text, which
 * SQL cannot do in both databases alike); the other views page newest first in the database. A poll
 * (`since`) answers every request changed since, whatever its view, so the page can drop one that left.
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

async function listRows(database: DeskDatabase, filters: RequestFilters): Promise<{ rows: ListedRow[]; more: boolean }> {
  const now = filters.now ?? new Date();
  const context = { me: filters.me ?? "", now };
  let query = filtered(baseQuery(database), filters);
  if (filters.contact) query = query.where(belongsTo(database.dialect, filters.contact));
  const view = filters.since ? undefined : filters.view;
  const offset = filters.offset ?? 0;
  const wanted = (row: Row) => !filters.likelySpam || isLikelySpam(row);
  if (view && QUEUE_ORDERED.has(view)) {
    query = query.where((eb) => eb.or([hasStatus(eb, "new"), hasStatus(eb, "contacted")]));
    if (view === "mine") query = query.where("desk_request_states.claimed_by", "=", context.me);
    if (view === "unclaimed") query = query.where("desk_request_states.claimed_by", "is", null);
    if (view === "due") query = query.where("desk_request_states.call_back_at", "<=", now.toISOString());
    const order = filters.sort === "preferred-date" ? preferredDateQueueOrder(now) : queueOrder(now);
    // What the order needs, from every open row; the whole summary only for the page shown.
    const rows = (await query.execute())
      .filter(wanted)
      .map((row) => ({ row, queued: queueRowOfStored(row) }))
      .filter(({ queued }) => inView(view, queued, context))
      .sort((a, b) => order(a.queued, b.queued));
    return { rows: rows.slice(offset, offset + filters.limit).map(({ row }) => listed(row)), more: rows.length > offset + filters.limit };
  }
  // Paged by offset when sorted by the preferred day; newest first, from the last row's time, otherwise.
  const byPreferredDay = filters.sort === "preferred-date" && view !== "today";
  if (view === "today") {
    query = query
      .where("desk_bookings.day", "=", indianDay(now))
      .where("desk_bookings.status", "=", "booked")
      .where((eb) => hasStatus(eb, "booked"))
      .orderBy("desk_bookings.time")
      .orderBy("desk_bookings.doctor");
  } else {
    if (view === "done") query = query.where((eb) => eb.or([hasStatus(eb, "booked"), hasStatus(eb, "closed")]));
    if (view === "spam") query = query.where((eb) => hasStatus(eb, "spam"));
    if (byPreferredDay) {
      // The same order as byPreferredDate's: a day given before none, then the day (YYYY-MM-DD sorts as text).
      const preferredDay = payloadField(database.dialect, "preferredDate");
      query = query
        .orderBy(sql`case when coalesce(${preferredDay}, '') = '' then 1 else 0 end`)
        .orderBy(sql`coalesce(${preferredDay}, '')`);
    }
    query = query.orderBy("submissions.created_at", "desc").orderBy("submissions.id");
  }
  if (filters.likelySpam) {
    // The text is read here, so every matching row is read: a filter asked for now and then, on what is kept for the retention period.
    const rows = (await query.execute()).filter(wanted);
    const start = byPreferredDay ? offset : 0;
    return { rows: rows.slice(start, start + filters.limit).map(listed), more: rows.length > start + filters.limit };
  }
  if (byPreferredDay) query = query.offset(offset);
  const rows = await query.limit(filters.limit + 1).execute();
  return { rows: rows.slice(0, filters.limit).map(listed), more: rows.length > filters.limit };
}

type ListQueryBuilder = ReturnType<typeof baseQuery>;

/** The filters every view shares: status, form, speciality, days received, search, the poll's and the page's bounds. */
function filtered(start: ListQueryBuilder, filters: RequestFilters): ListQueryBuilder {
  let query = start;
  if (filters.status) query = query.where((eb) => hasStatus(eb, filters.status!));
  if (filters.form) query = query.where("submissions.kind", "=", filters.form);
  if (filters.speciality) query = query.where((eb) => payloadContains(eb, storedField("speciality", filters.speciality!)));
  if (filters.from) query = query.where("submissions.created_at", ">=", filters.from.toISOString());
  if (filters.to) query = query.where("submissions.created_at", "<", filters.to.toISOString());
  if (filters.before) query = query.where("submissions.created_at", "<", filters.before.toISOString());
  if (filters.since) {
    const since = filters.since.toISOString();
    query = query.where((eb) =>
      eb.or([
        eb("submissions.created_at", ">", since),
        eb("desk_request_states.updated_at", ">", since),
        eb("desk_bookings.updated_at", ">", since),
      ]),
    );
  }
  const search = filters.search?.trim();
  if (search) query = query.where((eb) => matchesSearch(eb, search));
  return query;
}

/** How many requests each view holds, whatever the filters: the numbers on the desk's tabs. */
export async function countViews(database: DeskDatabase, me: string, now: Date): Promise<Record<QueueView, number>> {
  const open = sql<number>`case when (desk_request_states.status in ('new', 'contacted') or (desk_request_states.status is null and submissions.suspected_spam = 0)) then 1 else 0 end`;
  const nowText = now.toISOString();
  const row = await database.db
    .selectFrom("submissions")
    .leftJoin("desk_request_states", "desk_request_states.submission_id", "submissions.id")
    .select([
      sql<number>`count(*)`.as("all"),
      sql<number>`coalesce(sum(${open}), 0)`.as("open"),
      sql<number>`coalesce(sum(case when desk_request_states.claimed_by is null then ${open} else 0 end), 0)`.as("unclaimed"),
      sql<number>`coalesce(sum(case when desk_request_states.claimed_by = ${me} then ${open} else 0 end), 0)`.as("mine"),
      sql<number>`coalesce(sum(case when desk_request_states.call_back_at <= ${nowText} then ${open} else 0 end), 0)`.as("due"),
      sql<number>`coalesce(sum(case when desk_request_states.status in ('booked', 'closed') then 1 else 0 end), 0)`.as("done"),
      sql<number>`coalesce(sum(case when desk_request_states.status = 'spam' or (desk_request_states.status is null and submissions.suspected_spam = 1) then 1 else 0 end), 0)`.as(
        "spam",
      ),
    ])
    .executeTakeFirstOrThrow();
  const today = await database.db
    .selectFrom("desk_bookings")
    .innerJoin("desk_request_states", "desk_request_states.submission_id", "desk_bookings.submission_id")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("desk_bookings.day", "=", indianDay(now))
    .where("desk_bookings.status", "=", "booked")
    .where("desk_request_states.status", "=", "booked")
    .executeTakeFirstOrThrow();
  return {
    open: Number(row.open),
    unclaimed: Number(row.unclaimed),
    mine: Number(row.mine),
    due: Number(row.due),
    today: Number(today.count),
    done: Number(row.done),
    spam: Number(row.spam),
    all: Number(row.all),
  };
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
