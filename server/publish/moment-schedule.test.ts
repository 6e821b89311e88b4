/**
 * The schedule of the pages' own changes, on a controlled clock: each moment a notice or a leave names
 * is rendered once it has come, however late its timer fires; moments at the same time are one render;
 * an early timer renders nothing and waits again; a moment missed by every timer is caught by a check.
 */
import { describe, expect, it } from "vitest";
import { SEED_CONTENT, type SiteContent } from "#app/content/model/site-content";
import { contentChangesAt, contentMomentAt, noticesShownAt } from "#app/content/model/site-pages";
import { createMomentSchedule } from "./moment-schedule";

const T0 = Date.parse("2026-12-05T12:00:00Z");
const minutes = (count: number) => count * 60_000;
const at = (offset: number) => new Date(T0 + offset).toISOString();

const notice = (id: string, start: number, end: number) => ({
  id,
  start: at(start),
  end: at(end),
  text: { en: `Notice ${id}`, hi: "सूचना" },
});

/** A site on a controlled clock: its timers fire only when the test says, at the time the test has set. */
function controlledSite(content: SiteContent) {
  let clock = T0;
  const timers: { wake: () => void; due: number }[] = [];
  let rendered = { moment: contentMomentAt(content, new Date(clock)), notices: noticesShownAt(content, new Date(clock)) };
  const renders: { at: number; notices: string[] }[] = [];
  const schedule = createMomentSchedule<SiteContent>({
    now: () => new Date(clock),
    momentAt: contentMomentAt,
    nextMomentAfter: contentChangesAt,
    liveContent: async () => content,
    servedMoment: () => rendered.moment,
    async render(live) {
      rendered = { moment: contentMomentAt(live, new Date(clock)), notices: noticesShownAt(live, new Date(clock)) };
      renders.push({ at: clock - T0, notices: rendered.notices.map((shown) => shown.id) });
    },
    onError: (error) => {
      throw error;
    },
    setTimer(wake, delayMs) {
      const timer = { wake, due: clock + delayMs };
      timers.push(timer);
      return { clear: () => timers.splice(timers.indexOf(timer), 1) };
    },
  });
  return {
    schedule,
    renders,
    shown: () => rendered.notices.map((shown) => shown.id),
    /** When the one pending timer is due, relative to T0. */
    pendingDue: () => {
      expect(timers).toHaveLength(1);
      return timers[0]!.due - T0;
    },
    /** Moves the clock to `offset` after T0 and fires the pending timer there (late or early as the offset says). */
    async fireAt(offset: number) {
      clock = T0 + offset;
      const timer = timers.shift();
      if (!timer) throw new Error("no timer is pending");
      timer.wake();
      await schedule.check();
    },
    async checkAt(offset: number) {
      clock = T0 + offset;
      await schedule.check();
    },
  };
}

describe("the schedule of a notice's start and end", () => {
  for (const [lateness, lateMs] of [
    ["on time", 0],
    ["late by 1 ms", 1],
    ["late by 1 s", 1_000],
    ["late by a whole minute", 60_000],
  ] as const) {
    it(`shows the notice from its start and removes it at its end, with timers ${lateness}`, async () => {
      const content = { ...SEED_CONTENT, notices: [notice("opd-closed", minutes(10), minutes(70))] };
      const site = controlledSite(content);
      site.schedule.follow(content);
      expect(site.pendingDue()).toBe(minutes(10));
      await site.fireAt(minutes(10) + lateMs);
      expect(site.shown()).toEqual(["opd-closed"]);
      expect(site.pendingDue()).toBe(minutes(70));
      await site.fireAt(minutes(70) + lateMs);
      expect(site.shown()).toEqual([]);
      expect(site.renders).toEqual([
        { at: minutes(10) + lateMs, notices: ["opd-closed"] },
        { at: minutes(70) + lateMs, notices: [] },
      ]);
    });
  }

  it("renders once for two moments at the same time, and once for each of moments minutes apart", async () => {
    const content = {
      ...SEED_CONTENT,
      notices: [
        notice("first", minutes(5), minutes(20)),
        notice("second", minutes(5), minutes(23)),
        notice("third", minutes(20), minutes(30)),
      ],
    };
    const site = controlledSite(content);
    site.schedule.follow(content);
    await site.fireAt(site.pendingDue());
    expect(site.shown()).toEqual(["first", "second"]);
    await site.fireAt(site.pendingDue());
    // "first" ends as "third" starts: one render for both.
    expect(site.shown()).toEqual(["second", "third"]);
    await site.fireAt(site.pendingDue());
    expect(site.shown()).toEqual(["third"]);
    await site.fireAt(site.pendingDue());
    expect(site.shown()).toEqual([]);
    expect(site.renders.map((render) => render.at)).toEqual([minutes(5), minutes(20), minutes(23), minutes(30)]);
  });

  it("renders nothing for a timer that fires early, and waits for the moment again", async () => {
    const content = { ...SEED_CONTENT, notices: [notice("opd-closed", minutes(10), minutes(70))] };
    const site = controlledSite(content);
    site.schedule.follow(content);
    await site.fireAt(minutes(10) - 5);
    expect(site.renders).toEqual([]);
    expect(site.pendingDue()).toBe(minutes(10));
    await site.fireAt(minutes(10));
    expect(site.shown()).toEqual(["opd-closed"]);
  });

  it("catches at the next check a moment whose timer never fired, and one that passed while nothing ran", async () => {
    const content = { ...SEED_CONTENT, notices: [notice("opd-closed", minutes(10), minutes(70))] };
    const site = controlledSite(content);
    await site.checkAt(minutes(10) + 9_000);
    expect(site.shown()).toEqual(["opd-closed"]);
    // Both moments passed between two checks: one render, with the notice gone.
    await site.checkAt(minutes(71));
    expect(site.shown()).toEqual([]);
    expect(site.renders).toHaveLength(2);
  });

  it("renders at the end of a doctor's leave, midnight in India after its last day", async () => {
    const [doctor, ...rest] = SEED_CONTENT.doctors;
    const content = { ...SEED_CONTENT, doctors: [{ ...doctor!, leave: [{ from: "2026-12-05", to: "2026-12-06" }] }, ...rest] };
    const site = controlledSite(content);
    site.schedule.follow(content);
    // 6 December ends in India at 18:30 UTC.
    expect(new Date(T0 + site.pendingDue()).toISOString()).toBe("2026-12-06T18:30:00.000Z");
    await site.fireAt(site.pendingDue() + 2_000);
    expect(site.renders).toHaveLength(1);
  });
});
