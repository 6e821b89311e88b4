/**
 * Sections marked `.render-when-near` (app.css) are left out of a page's first layout, which keeps that
 * layout, and the time before a cheap phone answers a tap, short. Once the page is idle they are laid out
 * one at a time, each in a frame of its own, so that scrolling, in-page links, find-in-page and the tools
 * that check a page (axe measures contrast against what is painted) meet the whole page as it looks.
 * Returns a function that stops the work, for a move to another page.
 */
export function layOutDeferredSectionsWhenIdle(): () => void {
  const deferred = [...document.querySelectorAll<HTMLElement>(".render-when-near")];
  let stopped = false;
  const layOutNext = () => {
    const section = deferred.shift();
    if (stopped || !section) return;
    section.style.contentVisibility = "visible";
    requestAnimationFrame(() => whenIdle(layOutNext));
  };
  whenIdle(layOutNext);
  return () => {
    stopped = true;
  };
}

/** Safari before 2025 has no requestIdleCallback. */
function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
}
