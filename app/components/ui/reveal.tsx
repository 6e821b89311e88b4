import { useEffect, useRef, useState } from "react";

/** The spec's entrance-animation settings (the original used a library with these values). */
export const REVEAL_OFFSET_PX = 120;

type RevealState = "static" | "pending" | "shown";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Fades its content in once, when it scrolls 120 px into the viewport. Content on screen when the page
 * loads is left alone, and nothing is hidden before scripts run or under reduced motion.
 *
 * Whether it starts on screen comes from the observer's first report rather than from measuring the
 * element at once: a measurement would make the browser lay out, during hydration, every section that
 * it has not yet laid out because it is far from the screen (`.render-when-near`).
 */
export function Reveal({
  children,
  className,
  as: Tag = "div",
}: {
  children: React.ReactNode;
  className?: string;
  as?: "div" | "li" | "article";
}) {
  const ref = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (firstReport) {
          firstReport = false;
          if (inView) observer.disconnect();
          else setState("pending");
          return;
        }
        if (inView) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag ref={ref as React.Ref<never>} className={className} data-reveal={state === "static" ? undefined : state}>
      {children}
    </Tag>
  );
}
