import { CONTENT } from "../../content/words/all-locales";
import { known } from "../../content/hospital-fact";
import { SEED_CONTENT } from "../../content/model/seed-content";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CounterStrip } from "./counter-strip";
import { COUNT_UP_DURATION_MS, countAt } from "./use-count-up";

/** Stands in for the browser's IntersectionObserver so a test decides when the strip comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const values = () => screen.getAllByTestId("counter-value").map((element) => element.textContent);
const { heading } = CONTENT.en.home.counters;
/** The counters as the home page's loader gives them: the words, with the content's figures. */
const items = CONTENT.en.home.counters.items.map((item) => ({ ...item, count: known(SEED_CONTENT.figures[item.figure]) }));

describe("countAt", () => {
  it("starts at 0, ends exactly on the target after 2 seconds, and never overshoots", () => {
    expect(countAt(500, 0)).toBe(0);
    expect(countAt(500, COUNT_UP_DURATION_MS)).toBe(500);
    expect(countAt(500, COUNT_UP_DURATION_MS * 3)).toBe(500);
    const midway = countAt(500, COUNT_UP_DURATION_MS / 2);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(500);
  });
});

describe("CounterStrip", () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  const runFrames = (advanceMs: number) => {
    now += advanceMs;
    const due = frames;
    frames = [];
    act(() => due.forEach((frame) => frame(now)));
  };

  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    frames = [];
    now = 0;
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    vi.spyOn(performance, "now").mockImplementation(() => now);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 0 until half the strip is visible, then counts up over 2 seconds, once", () => {
    render(<CounterStrip heading={heading} items={items} />);
    expect(values()).toEqual(["0+", "0+", "0+"]);
    const observers = FakeIntersectionObserver.instances;
    expect(observers.map((observer) => observer.options.threshold)).toEqual([0.5, 0.5, 0.5]);

    act(() => observers.forEach((observer) => observer.show(false)));
    expect(values()).toEqual(["0+", "0+", "0+"]);

    act(() => observers.forEach((observer) => observer.show(true)));
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    runFrames(0);
    runFrames(COUNT_UP_DURATION_MS / 2);
    const halfway = values().map((value) => Number.parseInt(value ?? "", 10));
    expect(halfway.every((value, index) => value > 0 && value < items[index]!.count)).toBe(true);
    runFrames(COUNT_UP_DURATION_MS / 2);
    expect(values()).toEqual(["20+", "100+", "500+"]);
    expect(frames).toHaveLength(0);
  });

  it("gives screen readers the real figures from the start", () => {
    render(<CounterStrip heading={heading} items={items} />);
    expect(screen.getByText("20+ Experienced Doctors")).toBeInTheDocument();
    expect(screen.getByText("100+ Beds")).toBeInTheDocument();
    expect(screen.getByText("500+ Staff")).toBeInTheDocument();
  });

  it("shows the figures without animating under reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<CounterStrip heading={heading} items={items} />);
    expect(values()).toEqual(["20+", "100+", "500+"]);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
