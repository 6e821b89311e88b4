/**
 * Keeps the served pages in step with the moments their content names (a notice's start and end, the
 * end of a doctor's leave): at each moment, and at every check in between, the pages are rendered again
 * if the moment in force is no longer the one they were rendered for.
 *
 * The decision compares moments, not times: a timer that fires late (by 1 ms or a whole minute, a busy
 * machine, a suspended one) still finds the pages out of date and renders them; two moments at the same
 * time are one render; a moment that passed while nothing ran is caught at the first check. A timer that
 * fires early finds nothing due and waits again.
 */

export type MomentFunctions<Content> = {
  /** The last moment of `content` at or before `at` ("" before the first): what a rendering at `at` shows. */
  momentAt(content: Content, at: Date): string;
  /** The next moment of `content` after `after`, or null. */
  nextMomentAfter(content: Content, after: Date): Date | null;
};

export type MomentScheduleOptions<Content> = MomentFunctions<Content> & {
  now: () => Date;
  /** The content now live, or undefined while there is none (or this instance does not serve it yet). */
  liveContent(): Promise<Content | undefined>;
  /** The moment the served pages were rendered for, or undefined before any are served. */
  servedMoment(): string | undefined;
  /** Renders `content` again and serves it (which changes servedMoment). */
  render(content: Content): Promise<void>;
  onError(error: unknown): void;
  /** Timers, replaceable by a test's controlled clock. */
  setTimer?: (wake: () => void, delayMs: number) => { clear(): void };
};

export type MomentSchedule<Content> = {
  /** Renders now if the served pages are out of date, then waits for the next moment. One check at a time. */
  check(): Promise<void>;
  /** Waits for the next moment of `content` (the live content), replacing any earlier wait. */
  follow(content: Content): void;
  stop(): void;
};

/** Timers hold at most about 24.8 days; a later moment is waited for again when this one fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const nodeTimer = (wake: () => void, delayMs: number) => {
  const timer = setTimeout(wake, delayMs);
  timer.unref();
  return { clear: () => clearTimeout(timer) };
};

export function createMomentSchedule<Content>(options: MomentScheduleOptions<Content>): MomentSchedule<Content> {
  const setTimer = options.setTimer ?? nodeTimer;
  let waiting: { clear(): void } | undefined;
  let checking: Promise<void> | undefined;
  let stopped = false;

  function follow(content: Content): void {
    waiting?.clear();
    waiting = undefined;
    if (stopped) return;
    const at = options.nextMomentAfter(content, options.now());
    if (!at) return;
    const delay = Math.min(Math.max(0, at.getTime() - options.now().getTime()), LONGEST_TIMER_MS);
    waiting = setTimer(() => void check(), delay);
  }

  async function checkOnce(): Promise<void> {
    if (stopped) return;
    const content = await options.liveContent();
    if (content === undefined) return;
    const served = options.servedMoment();
    if (served !== undefined && served !== options.momentAt(content, options.now())) await options.render(content);
    follow(content);
  }

  function check(): Promise<void> {
    checking ??= checkOnce()
      .catch(options.onError)
      .finally(() => (checking = undefined));
    return checking;
  }

  return {
    check,
    follow,
    stop() {
      stopped = true;
      waiting?.clear();
      waiting = undefined;
    },
  };
}
