import { describe, expect, it } from "vitest";
import { inView, lateness, preferredDateQueueOrder, queueOrder, type QueueRow } from "./request-queue";

const now = new Date("2026-11-26T10:00:00.000Z");
const row = (overrides: Partial<QueueRow> & { name: string }): QueueRow & { name: string } => ({
  status: "new",
  receivedAt: "2026-11-26T08:00:00.000Z",
  claimedBy: null,
  callBackAt: null,
  redFlags: [],
  bookingDay: null,
  preferredDate: "",
  ...overrides,
});

describe("the call-back queue", () => {
  it("puts red flags first, then call-backs due, then the oldest waiting, then call-backs to come, then the rest", () => {
    const rows = [
      row({ name: "closed", status: "closed", receivedAt: "2026-11-26T09:59:00.000Z" }),
      row({ name: "later", status: "contacted", callBackAt: "2026-11-26T11:30:00.000Z", receivedAt: "2026-11-25T08:00:00.000Z" }),
      row({ name: "young", receivedAt: "2026-11-26T09:00:00.000Z" }),
      row({ name: "old", receivedAt: "2026-11-26T07:00:00.000Z" }),
      row({ name: "due", status: "contacted", callBackAt: "2026-11-26T09:30:00.000Z", receivedAt: "2026-11-26T09:10:00.000Z" }),
      row({ name: "flag", redFlags: ["chest-pain"], receivedAt: "2026-11-26T09:50:00.000Z" }),
    ];
    expect(rows.sort(queueOrder(now)).map((each) => each.name)).toEqual(["flag", "due", "old", "young", "later", "closed"]);
  });

  it("by the preferred day keeps red flags first, then the soonest day, the queue's order within a day, and no day last", () => {
    const rows = [
      row({ name: "no day", receivedAt: "2026-11-26T05:00:00.000Z" }),
      row({ name: "flag, no day", redFlags: ["chest-pain"], receivedAt: "2026-11-26T09:50:00.000Z" }),
      row({ name: "in a week", preferredDate: "2026-12-03", receivedAt: "2026-11-26T06:00:00.000Z" }),
      row({ name: "tomorrow, young", preferredDate: "2026-11-27", receivedAt: "2026-11-26T09:00:00.000Z" }),
      row({ name: "tomorrow, old", preferredDate: "2026-11-27", receivedAt: "2026-11-26T07:00:00.000Z" }),
    ];
    expect(rows.sort(preferredDateQueueOrder(now)).map((each) => each.name)).toEqual([
      "flag, no day",
      "tomorrow, old",
      "tomorrow, young",
      "in a week",
      "no day",
    ]);
  });

  it("brings a call-back to the top of its kind once its time comes", () => {
    const waiting = row({ name: "waiting", receivedAt: "2026-11-26T06:00:00.000Z" });
    const callBack = row({ name: "call back", status: "contacted", callBackAt: "2026-11-26T11:30:00.000Z" });
    expect([callBack, waiting].sort(queueOrder(now)).map((each) => each.name)).toEqual(["waiting", "call back"]);
    expect([waiting, callBack].sort(queueOrder(new Date("2026-11-26T11:31:00.000Z"))).map((each) => each.name)).toEqual([
      "call back",
      "waiting",
    ]);
  });

  it("keeps each request in the views it belongs to", () => {
    const me = "meena@aarogya.test";
    const context = { me, now };
    expect(inView("mine", row({ name: "a", claimedBy: me }), context)).toBe(true);
    expect(inView("unclaimed", row({ name: "a", claimedBy: me }), context)).toBe(false);
    expect(inView("open", row({ name: "a", status: "booked" }), context)).toBe(false);
    expect(inView("done", row({ name: "a", status: "booked" }), context)).toBe(true);
    expect(inView("due", row({ name: "a", callBackAt: "2026-11-26T09:00:00.000Z" }), context)).toBe(true);
    expect(inView("due", row({ name: "a", callBackAt: "2026-11-26T11:00:00.000Z" }), context)).toBe(false);
    // 10:00 UTC is 15:30 in India, the same day.
    expect(inView("today", row({ name: "a", status: "booked", bookingDay: "2026-11-26" }), context)).toBe(true);
    expect(inView("today", row({ name: "a", status: "booked", bookingDay: "2026-11-27" }), context)).toBe(false);
    expect(inView("spam", row({ name: "a", status: "spam" }), context)).toBe(true);
  });

  it("colours a request late past the target and overdue past twice the target", () => {
    expect(lateness(row({ name: "a", receivedAt: "2026-11-26T09:00:00.000Z" }), now, 120)).toBe("on-time");
    expect(lateness(row({ name: "a", receivedAt: "2026-11-26T07:30:00.000Z" }), now, 120)).toBe("late");
    expect(lateness(row({ name: "a", receivedAt: "2026-11-26T05:30:00.000Z" }), now, 120)).toBe("overdue");
    expect(lateness(row({ name: "a", status: "closed", receivedAt: "2026-11-20T05:30:00.000Z" }), now, 120)).toBe("on-time");
  });
});
