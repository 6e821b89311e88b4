/**
 * Fixed-window counters in this process's memory: the rate limit of an instance without Redis, and of
 * every instance while Redis cannot be reached. Bounded, so a flood of new addresses cannot grow them
 * without end: past MAX_KEYS, expired windows go first, then the oldest.
 */
const MAX_KEYS = 50_000;

export type Count = { current: number; ttl: number };

export class MemoryCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, windowMs: number): Count {
    const time = this.now();
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= time) {
      this.makeRoom(time);
      window = { count: 0, endsAt: time + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - time };
  }

  private makeRoom(time: number) {
    if (this.windows.size < MAX_KEYS) return;
    for (const [key, window] of this.windows) if (window.endsAt <= time) this.windows.delete(key);
    // Insertion order: the first is the window opened longest ago.
    while (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
  }
}
