import { type RefObject, useEffect, useState } from "react";
import { prefersReducedMotion } from "../../components/ui/reveal";

/** Spec: each count animates from 0 over 2 seconds, once, when the strip is 50% visible. */
export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_VISIBILITY = 0.5;

/** Value of a count-up at `elapsed` ms: eases out so the last digits settle gently. */
export function countAt(target: number, elapsed: number, duration = COUNT_UP_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const progress = elapsed / duration;
  return Math.round(target * (1 - (1 - progress) ** 3));
}

/**
 * The pre-rendered page shows the real figure, so it is there without scripts. Once scripts run, the
 * figure resets to 0 and counts up the first time the element is half visible; with reduced motion it
 * simply stays.
 */
export function useCountUp(target: number, ref: RefObject<Element | null>): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    setValue(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setValue(countAt(target, elapsed));
          if (elapsed < COUNT_UP_DURATION_MS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNT_UP_VISIBILITY },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, ref]);

  return value;
}
