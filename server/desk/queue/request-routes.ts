/** The inbox and a request, for every signed-in staff member. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maskedSearch, recordAudit, recordRead } from "../audit";
import { type DeskOptions, requireStaff, staffOf } from "../desk-http";
import type { RequestStatus } from "../desk-tables";
import { changeRequest, MAX_NOTE_LENGTH, type RequestChange } from "./request-changes";
import { countViews, getRequest, listRequests, REQUEST_FORMS, REQUEST_STATUSES, staffNames, withNames } from "./request-queries";
import { DEFAULT_CALL_BACK_TARGET_MINUTES, QUEUE_SORTS, QUEUE_VIEWS, type QueueSort, type QueueView } from "#common/request-queue";
import { isCalendarDay } from "#schemas/preferred-date";
import { withoutBidiControls } from "#schemas/text-rules";
import type { SubmissionKind } from "../../store/schema";

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A submission's time is taken before its transaction commits, so one stored during a poll may carry a
 * time a little before that poll's. The cursor handed back lags behind by this much; the desk's pages
 * keep each request once, by reference.
 */
export const CURSOR_OVERLAP_MS = 60 * 1000;
/**
 * A list or search shown again within this time (a reload, a poll answering the same rows) is the read
 * already recorded; a different query or any other row makes a new entry.
 */
export const LIST_READ_WINDOW_MS = 10 * 60 * 1000;

const listQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    view: { type: "string", enum: QUEUE_VIEWS },
    offset: { type: "integer", minimum: 0, maximum: 1_000_000, default: 0 },
    status: { type: "string", enum: REQUEST_STATUSES },
    form: { type: "string", enum: REQUEST_FORMS },
    speciality: { type: "string", maxLength: 100 },
    // A real calendar day is checked in the handler (isCalendarDay): a pattern lets 2026-02-31 through.
    from: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    to: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    q: { type: "string", maxLength: 200 },
    since: { type: "string", format: "date-time" },
    before: { type: "string", format: "date-time" },
    likelySpam: { type: "boolean" },
    sort: { type: "string", enum: QUEUE_SORTS },
    limit: { type: "integer", minimum: 1, maximum: 200, default: 50 },
  },
} as const;

type ListQuery = {
  view?: QueueView;
  offset: number;
  status?: RequestStatus;
  form?: SubmissionKind;
  speciality?: string;
  from?: string;
  to?: string;
  q?: string;
  since?: string;
  before?: string;
  likelySpam?: boolean;
  sort?: QueueSort;
  limit: number;
};

const referenceParams = { type: "object", required: ["reference"], properties: { reference: { type: "string", maxLength: 40 } } } as const;

/** The start of a calendar day in India, where the desk works, whatever the server's zone. */
export const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00.000+05:30`);

/** The filters in words (the search term masked), then the references shown: whose details were on screen. */
function describeList(query: ListQuery, shown: { reference: string }[]): string {
  const filters = (["view", "status", "form", "speciality", "from", "to", "likelySpam", "sort"] as const)
    .filter((name) => query[name] !== undefined)
    .map((name) => `${name}=${query[name]}`);
  if (query.q?.trim()) filters.push(maskedSearch(query.q));
  const references = shown.map((row) => row.reference).join(" ");
  return `${filters.length > 0 ? filters.join(" ") : "inbox"} · ${references || "no rows"}`;
}

/** A change's route: its body schema and how it becomes a change (null: bad input); see queue-routes.ts for more. */
export type ChangeRoute = <Body>(
  bodySchema: object,
  toChange: (body: Body) => RequestChange | null | Promise<RequestChange | null>,
) => {
  onRequest: ReturnType<typeof requireStaff>;
  schema: object;
  handler: (request: FastifyRequest<{ Params: { reference: string } }>, reply: FastifyReply) => Promise<unknown>;
};

export function registerRequestRoutes(desk: FastifyInstance, options: DeskOptions): ChangeRoute {
  const now = options.now ?? (() => new Date());
  const staff = requireStaff(options);
  const actorOf = (request: FastifyRequest) => ({ name: staffOf(request).account.email, address: request.ip, at: now() });

  desk.get<{ Querystring: ListQuery }>("/requests", { onRequest: staff, schema: { querystring: listQuery } }, async (request, reply) => {
    const { q, from, to, since, before, ...rest } = request.query;
    if ([from, to].some((day) => day !== undefined && !isCalendarDay(day))) return reply.code(400).send({ error: "bad_request" });
    const askedAt = now();
    const me = staffOf(request).account.email;
    const [{ requests, more }, { counts, newCount }, names] = await Promise.all([
      listRequests(options.database, {
        ...rest,
        me,
        now: askedAt,
        // A phone number copied from a phone's contacts comes wrapped in bidi controls.
        search: q === undefined ? undefined : withoutBidiControls(q),
        from: from === undefined ? undefined : startOfIndianDay(from),
        to: to === undefined ? undefined : new Date(startOfIndianDay(to).getTime() + DAY_MS),
        since: since === undefined ? undefined : new Date(since),
        before: before === undefined ? undefined : new Date(before),
      }),
      countViews(options.database, { me, now: askedAt }),
      staffNames(options.database),
    ]);
    // A poll that found nothing showed nobody's details; every other answer is a read of the rows in it.
    if (requests.length > 0 || since === undefined) {
      const actor = actorOf(request);
      await recordRead(
        options.database,
        {
          actor: actor.name,
          action: q?.trim() ? "search" : "list",
          target: describeList(request.query, requests),
          address: actor.address,
          rowCount: requests.length,
          at: actor.at,
        },
        LIST_READ_WINDOW_MS,
      );
    }
    return {
      requests: requests.map((summary) => withNames(summary, names)),
      more,
      newCount,
      counts,
      targetMinutes: options.callBackTargetMinutes ?? DEFAULT_CALL_BACK_TARGET_MINUTES,
      cursor: new Date(askedAt.getTime() - CURSOR_OVERLAP_MS).toISOString(),
    };
  });

  desk.get<{ Params: { reference: string } }>(
    "/requests/:reference",
    { onRequest: staff, schema: { params: referenceParams } },
    async (request, reply) => {
      const detail = await getRequest(options.database, request.params.reference);
      if (!detail) return reply.code(404).send({ error: "not_found" });
      const actor = actorOf(request);
      await recordAudit(options.database, {
        actor: actor.name,
        action: "access",
        target: detail.reference,
        address: actor.address,
        at: actor.at,
      });
      return detail;
    },
  );

  /** A change's route: the body checked against its schema, then turned into the change (null: bad input). */
  const change = <Body>(bodySchema: object, toChange: (body: Body) => RequestChange | null | Promise<RequestChange | null>) => ({
    onRequest: staff,
    schema: { params: referenceParams, body: bodySchema },
    handler: async (request: FastifyRequest<{ Params: { reference: string } }>, reply: FastifyReply) => {
      const wanted = await toChange(request.body as Body);
      if (!wanted) return reply.code(400).send({ error: "bad_request" });
      const result = await changeRequest(options.database, request.params.reference, wanted, actorOf(request));
      if (result === "not_found") return reply.code(404).send({ error: "not_found" });
      if (result === "no_booking") return reply.code(409).send({ error: "no_booking", message: "This request has no booking to change." });
      if (result === "held_by_other") {
        const holder = await getRequest(options.database, request.params.reference);
        const name = holder?.claimedByName ?? "A colleague";
        return reply.code(409).send({
          error: "claimed_by_other",
          message: `${name} is already on this request. Open it to see their notes, or take it over there.`,
          request: holder,
        });
      }
      if (result === "not_bookable")
        return reply.code(409).send({
          error: "not_bookable",
          message: "Only an appointment request can be booked: a contact message or a feedback is answered.",
        });
      return getRequest(options.database, request.params.reference);
    },
  });

  desk.post(
    "/requests/:reference/status",
    change(
      {
        type: "object",
        required: ["status"],
        additionalProperties: false,
        properties: { status: { type: "string", enum: REQUEST_STATUSES } },
      },
      (body: { status: RequestStatus }) => ({ kind: "status", status: body.status }),
    ),
  );
  desk.post(
    "/requests/:reference/notes",
    change(
      {
        type: "object",
        required: ["text"],
        additionalProperties: false,
        properties: { text: { type: "string", minLength: 1, maxLength: MAX_NOTE_LENGTH, pattern: "\\S" } },
      },
      // Bidi controls removed as from the patients' free text (schemas/text-rules.ts): a note must read as written.
      (body: { text: string }) => {
        const text = withoutBidiControls(body.text).trim();
        return text ? { kind: "note", text } : null;
      },
    ),
  );
  desk.post(
    "/requests/:reference/claim",
    change(
      {
        type: "object",
        additionalProperties: false,
        properties: { release: { type: "boolean", default: false }, takeOver: { type: "boolean", default: false } },
      },
      // A colleague's claim is taken over only when asked for: the request's "Take it over", not a list's stale row.
      (body: { release: boolean; takeOver: boolean }) => (body.release ? { kind: "release" } : { kind: "claim", takeOver: body.takeOver }),
    ),
  );
  return change;
}
