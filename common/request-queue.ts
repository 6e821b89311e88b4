/**
 * The desk's queue, one definition for the server (which answers a view) and the desk's page (which
 * keeps the rows it shows in order as the clock moves, between polls): which views a request is in, and
 * in what order the open ones are called. Times are ISO-8601 UTC text, as stored.
 */
import { indianDay } from "./indian-time";

/** Views of the queue, in the order the desk shows their tabs. */
export const QUEUE_VIEWS = ["open", "unclaimed", "mine", "due", "today", "done", "spam", "all"] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

export const QUEUE_VIEW_LABELS: Record<QueueView, string> = {
  open: "Open",
  unclaimed: "Unclaimed",
  mine: "Mine",
  due: "Call back due",
  today: "Booked for today",
  done: "Done",
  spam: "Spam",
  all: "Everything",
};

/** What the queue needs to know of a request. */
export type QueueRow = {
  status: string;
  receivedAt: string;
  claimedBy: string | null;
  callBackAt: string | null;
  /** Ids of the red flags its message raises (app/content/rules/red-flags.ts). */
  redFlags: readonly unknown[];
  /** Its booking's day (YYYY-MM-DD) while the booking stands. */
  bookingDay: string | null;
  /** The patient's preferred day (YYYY-MM-DD), "" when none was given. */
  preferredDate: string;
};

/** The orders the desk offers besides each view's own: the patient's preferred day (review D3). */
export const QUEUE_SORTS = ["preferred-date"] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

export const QUEUE_SORT_LABELS: Record<QueueSort, string> = { "preferred-date": "Preferred day, soonest first" };

/** Still to be dealt with: nobody has closed, booked or binned it. */
export const OPEN_STATUSES = ["new", "contacted"] as const;
export const isOpenStatus = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/** A view's rows beyond their statuses: nobody's, the asker's, a call-back due now, booked for today. */
export type QueueCondition = "unclaimed" | "mine" | "due" | "booked-today";
/** "queue": the queue's order (below); "newest": newest first; "booking-time": by the booking's time. */
export type QueueViewOrder = "queue" | "newest" | "booking-time";

export type QueueViewDefinition = {
  /** The statuses of its requests; "any": every request. */
  statuses: readonly string[] | "any";
  only?: QueueCondition;
  order: QueueViewOrder;
};

/**
 * Each view, once: what the server's SQL selects and counts (server/desk/queue/queue-views.ts) and what the
 * desk's page keeps and orders between polls (inView, below) are read from here.
 */
export const QUEUE_VIEW_DEFINITIONS: Record<QueueView, QueueViewDefinition> = {
  open: { statuses: OPEN_STATUSES, order: "queue" },
  unclaimed: { statuses: OPEN_STATUSES, only: "unclaimed", order: "queue" },
  mine: { statuses: OPEN_STATUSES, only: "mine", order: "queue" },
  due: { statuses: OPEN_STATUSES, only: "due", order: "queue" },
  today: { statuses: ["booked"], only: "booked-today", order: "booking-time" },
  done: { statuses: ["booked", "closed"], order: "newest" },
  spam: { statuses: ["spam"], order: "newest" },
  all: { statuses: "any", order: "newest" },
};

/** Whether the view keeps its rows in the queue's order (red flags first); the others page newest first. */
export const isQueueOrdered = (view: QueueView) => QUEUE_VIEW_DEFINITIONS[view].order === "queue";

export type QueueContext = { me: string; now: Date };

function meetsCondition(condition: QueueCondition, row: QueueRow, { me, now }: QueueContext): boolean {
  switch (condition) {
    case "unclaimed":
      return !row.claimedBy;
    case "mine":
      return row.claimedBy === me;
    case "due":
      return isDue(row, now);
    case "booked-today":
      return row.bookingDay === indianDay(now);
  }
}

export function inView(view: QueueView, row: QueueRow, context: QueueContext): boolean {
  const { statuses, only } = QUEUE_VIEW_DEFINITIONS[view];
  if (statuses !== "any" && !statuses.includes(row.status)) return false;
  return only === undefined || meetsCondition(only, row, context);
}

const isDue = (row: QueueRow, now: Date) => row.callBackAt !== null && row.callBackAt <= now.toISOString();

/**
 * Where an open request stands: 0 a red flag (call now), 1 a call-back that is due, 2 waiting for a
 * first call, 3 a call-back later on; 4 anything no longer open.
 */
export function queueRank(row: QueueRow, now: Date): number {
  if (!isOpenStatus(row.status)) return 4;
  if (row.redFlags.length > 0) return 0;
  if (row.callBackAt === null) return 2;
  return isDue(row, now) ? 1 : 3;
}

/**
 * The order of the queue: red flags, call-backs due, then the oldest waiting first, then call-backs
 * still to come, soonest first; what is no longer open, newest first.
 */
export function queueOrder(now: Date) {
  return (a: QueueRow, b: QueueRow): number => {
    const rank = queueRank(a, now) - queueRank(b, now);
    if (rank !== 0) return rank;
    switch (queueRank(a, now)) {
      case 1:
      case 3:
        return a.callBackAt!.localeCompare(b.callBackAt!) || a.receivedAt.localeCompare(b.receivedAt);
      case 4:
        return b.receivedAt.localeCompare(a.receivedAt);
      default:
        return a.receivedAt.localeCompare(b.receivedAt);
    }
  };
}

/**
 * The preferred day first, soonest first (a day already past comes before today's: that patient has
 * waited longest for their day), requests without one after all that have one; within a day, `then`.
 */
export function byPreferredDate<Row extends Pick<QueueRow, "preferredDate">>(then: (a: Row, b: Row) => number) {
  return (a: Row, b: Row): number => {
    if (a.preferredDate !== b.preferredDate) {
      if (!a.preferredDate) return 1;
      if (!b.preferredDate) return -1;
      return a.preferredDate.localeCompare(b.preferredDate);
    }
    return then(a, b);
  };
}

/**
 * The queue by the preferred day: red flags still first (a patient who may need Emergency now is
 * called before any day is looked at), then the preferred day, then the queue's order.
 */
export function preferredDateQueueOrder(now: Date) {
  const byDay = byPreferredDate(queueOrder(now));
  return (a: QueueRow, b: QueueRow): number => {
    const flagged = Number(queueRank(b, now) === 0) - Number(queueRank(a, now) === 0);
    return flagged || byDay(a, b);
  };
}

/** The hospital's target for a first call back, when DESK_CALL_BACK_TARGET_MINUTES does not say. */
export const DEFAULT_CALL_BACK_TARGET_MINUTES = 120;

/**
 * How late an open request is against the target: "late" past it, "overdue" past twice it. A request
 * with a call-back time is measured from that time, so one the patient asked to be called tomorrow is
 * not late today.
 */
export function lateness(row: QueueRow, now: Date, targetMinutes: number): "on-time" | "late" | "overdue" {
  if (!isOpenStatus(row.status)) return "on-time";
  const since = row.callBackAt ?? row.receivedAt;
  const minutes = (now.getTime() - new Date(since).getTime()) / 60_000;
  if (minutes > 2 * targetMinutes) return "overdue";
  return minutes > targetMinutes ? "late" : "on-time";
}
