/**
 * The queue's views in SQL, read from their one definition (common/request-queue.ts): which rows each
 * view holds, in what order, and how many. Everything here reads the queue's facts stored on the
 * submission's row (server/store/queue-facts.ts), so a page is an index walk with a limit and no payload is read to
 * sort or count.
 */
import { type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import { indianDay } from "#common/indian-time";
import {
  OPEN_STATUSES,
  QUEUE_VIEW_DEFINITIONS,
  QUEUE_VIEWS,
  type QueueCondition,
  type QueueContext,
  type QueueSort,
  type QueueView,
} from "#common/request-queue";
import type { DeskDatabase } from "../desk-database";
import type { DeskSchema, RequestStatus } from "../desk-tables";
import { countsByStatus } from "../../store/queue-counts";
import { OPEN, OPEN_FLAGGED, OPEN_UNFLAGGED, SPAM } from "../../store/queue-facts";

type Submissions = ExpressionBuilder<DeskSchema, "submissions">;

const isOpenSet = (statuses: readonly string[]) =>
  statuses.length === OPEN_STATUSES.length && OPEN_STATUSES.every((status) => statuses.includes(status));

/** Statuses as literals, not parameters: the open views' partial indexes are chosen only for their own condition's text. */
function statusesAre(statuses: readonly string[]): RawBuilder<SqlBool> {
  if (isOpenSet(statuses)) return OPEN;
  if (statuses.length === 1 && statuses[0] === "spam") return SPAM;
  return sql<SqlBool>`queue_status in ${sql.raw(`(${statuses.map((status) => `'${status.replace(/'/g, "''")}'`).join(", ")})`)}`;
}

export const hasStatus = (status: RequestStatus) => statusesAre([status]);

function meets(eb: Submissions, condition: QueueCondition, { me, now }: QueueContext) {
  switch (condition) {
    case "unclaimed":
      return eb("submissions.queue_claimed_by", "is", null);
    case "mine":
      return eb("submissions.queue_claimed_by", "=", me);
    case "due":
      return eb("submissions.queue_call_back_at", "<=", now.toISOString());
    case "booked-today":
      // From the day's bookings (indexed by day), not from every booked request.
      return eb(
        "submissions.id",
        "in",
        eb
          .selectFrom("desk_bookings")
          .select("desk_bookings.submission_id")
          .where("desk_bookings.day", "=", indianDay(now))
          .where("desk_bookings.status", "=", "booked"),
      );
  }
}

/** The rows a view holds. */
export function inViewSql(eb: Submissions, view: QueueView, context: QueueContext) {
  const { statuses, only } = QUEUE_VIEW_DEFINITIONS[view];
  const conditions = [...(statuses === "any" ? [] : [statusesAre(statuses)]), ...(only === undefined ? [] : [meets(eb, only, context)])];
  return eb.and(conditions);
}

/**
 * The queue's order (common/request-queue.ts queueOrder) as ORDER BY terms: red flags, call-backs due,
 * the oldest waiting, call-backs to come, soonest first; received time, then id, within each.
 */
function queueOrderTerms(now: Date): RawBuilder<unknown>[] {
  const at = now.toISOString();
  const rank = sql`case when queue_red_flags <> '' then 0 when queue_call_back_at is null then 2 when queue_call_back_at <= ${at} then 1 else 3 end`;
  const callBackFirst = sql`case when queue_red_flags <> '' or queue_call_back_at is null then '' else queue_call_back_at end`;
  return [rank, callBackFirst, sql`created_at`, sql`id`];
}

export type QueueSegment = { rows: RawBuilder<SqlBool>; order: RawBuilder<unknown>[] };

/**
 * The same order as four runs, one after the other, each the walk of a partial index in its own order:
 * a page reads the first rows of each until it is full, and never sorts the whole queue.
 */
export function queueSegments(now: Date): QueueSegment[] {
  const at = now.toISOString();
  const received = [sql`created_at`, sql`id`];
  const byCallBack = [sql`queue_call_back_at`, ...received];
  return [
    { rows: OPEN_FLAGGED, order: received },
    { rows: sql<SqlBool>`${OPEN_UNFLAGGED} and queue_call_back_at <= ${at}`, order: byCallBack },
    { rows: sql<SqlBool>`${OPEN_UNFLAGGED} and queue_call_back_at is null`, order: received },
    { rows: sql<SqlBool>`${OPEN_UNFLAGGED} and queue_call_back_at > ${at}`, order: byCallBack },
  ];
}

/** The preferred day first (soonest first, none last): common/request-queue.ts byPreferredDate. */
const preferredDayTerms = (): RawBuilder<unknown>[] => [
  sql`case when queue_preferred_date = '' then 1 else 0 end`,
  sql`queue_preferred_date`,
];

/** A column of the request's booking: read only for the rows of the view ordered by it. */
const bookingOf = (column: "time" | "doctor") =>
  sql`(select ${sql.ref(`desk_bookings.${column}`)} from desk_bookings where desk_bookings.submission_id = submissions.id)`;

/** A view's order, or the order chosen over it (by the preferred day), as ORDER BY terms. */
export function viewOrderTerms(view: QueueView | undefined, sort: QueueSort | undefined, now: Date): RawBuilder<unknown>[] {
  const order = view === undefined ? "newest" : QUEUE_VIEW_DEFINITIONS[view].order;
  const byDay = sort === "preferred-date";
  switch (order) {
    case "queue":
      // Red flags still first: a patient who may need Emergency now is called before any day is looked at.
      return byDay
        ? [sql`case when queue_red_flags <> '' then 0 else 1 end`, ...preferredDayTerms(), ...queueOrderTerms(now)]
        : queueOrderTerms(now);
    case "booking-time":
      return [bookingOf("time"), bookingOf("doctor"), sql`id`];
    case "newest":
      return [...(byDay ? preferredDayTerms() : []), sql`created_at desc`, sql`id`];
  }
}

/**
 * How many requests each view holds, whatever the filters (the numbers on the desk's tabs), and how many
 * nobody has acted on yet (the desk's tab title), from each view's definition. A view of whole statuses
 * adds up the counts the database keeps per status (server/store/queue-counts.ts); a view with a condition within the
 * open rows (unclaimed, mine, due) is counted from the open rows' partial indexes, once for all of them;
 * any other condition (booked for today) from its own rows, as its list selects them.
 */
export async function countViews(
  database: DeskDatabase,
  context: QueueContext,
): Promise<{ counts: Record<QueueView, number>; newCount: number }> {
  const { db } = database;
  const withinOpen = QUEUE_VIEWS.filter((view) => {
    const { statuses, only } = QUEUE_VIEW_DEFINITIONS[view];
    return only !== undefined && statuses !== "any" && statuses.every((status) => (OPEN_STATUSES as readonly string[]).includes(status));
  });
  const elsewhere = QUEUE_VIEWS.filter((view) => !withinOpen.includes(view) && QUEUE_VIEW_DEFINITIONS[view].only !== undefined);
  // Within the open rows only each view's own condition is left to test: the fewer expressions per row, the faster.
  const openCounts = (rows: RawBuilder<SqlBool>) =>
    db
      .selectFrom("submissions")
      .select((eb) =>
        withinOpen.map((view) =>
          sql<number>`coalesce(sum(case when ${meets(eb, QUEUE_VIEW_DEFINITIONS[view].only!, context)} then 1 else 0 end), 0)`.as(view),
        ),
      )
      .where(rows)
      .executeTakeFirstOrThrow() as Promise<Record<string, number>>;
  const countWhere = (rows: (eb: Submissions) => ReturnType<Submissions["and"]> | RawBuilder<SqlBool>) =>
    db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll().as("count"))
      .where(rows)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  const [byStatus, flagged, unflagged, conditional] = await Promise.all([
    countsByStatus(db),
    openCounts(OPEN_FLAGGED),
    openCounts(OPEN_UNFLAGGED),
    Promise.all(elsewhere.map((view) => countWhere((eb) => inViewSql(eb, view, context)))),
  ]);
  const ofStatuses = (statuses: readonly string[] | "any") =>
    statuses === "any"
      ? [...byStatus.values()].reduce((sum, count) => sum + count, 0)
      : statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  const counts = {} as Record<QueueView, number>;
  for (const view of QUEUE_VIEWS) {
    if (withinOpen.includes(view)) counts[view] = Number(flagged[view]) + Number(unflagged[view]);
    else if (elsewhere.includes(view)) counts[view] = conditional[elsewhere.indexOf(view)]!;
    else counts[view] = ofStatuses(QUEUE_VIEW_DEFINITIONS[view].statuses);
  }
  return { counts, newCount: byStatus.get("new") ?? 0 };
}
