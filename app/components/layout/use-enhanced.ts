import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * False in the pre-rendered HTML, during hydration and for one task after it; true from then on, and
 * at once on a page reached after hydration. For a control whose HTML version (a <details>, a popover,
 * a link) gives way to a scripted one.
 *
 * Why one task later: a tap that arrives while React is still hydrating makes React finish hydrating
 * inside that tap's event, before the browser has done the tap's own work (opening the <details> or
 * the popover, following the link). Swapping the element then would drop the tap. A task later, that
 * work is done, and `beforeEnhance` can read what the visitor opened and carry it into React's state.
 */
export function useEnhanced(beforeEnhance?: () => void): boolean {
  const hydrated = useHydrated();
  const [enhanced, setEnhanced] = useState(hydrated);
  // The callback of the render that hydrated: it runs once, against the page as it was hydrated.
  const [before] = useState(() => beforeEnhance);
  useEffect(() => {
    if (enhanced) return;
    // Read and swap in the same task: a tap between the two would open an element already read as closed.
    const timer = setTimeout(() =>
      flushSync(() => {
        before?.();
        setEnhanced(true);
      }),
    );
    return () => clearTimeout(timer);
  }, [enhanced, before]);
  return enhanced;
}
