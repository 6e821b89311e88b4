/** The room left between the sticky header and what is brought into view. */
const GAP_PX = 12;

/**
 * Moves the focus to what a send produced (a confirmation, a failure) and scrolls it to just below the
 * site's sticky header. Focus alone scrolls only as far as it must, which on a phone left the
 * confirmation's heading and reference under the header (review U4); the header's height changes with
 * the width and the language, so it is measured, not assumed.
 */
export function focusBelowHeader(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  // The site header is the page's one sticky header (site-header.tsx).
  const header = document.querySelector("header.sticky");
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  window.scrollBy({ top: element.getBoundingClientRect().top - headerBottom - GAP_PX, behavior: "instant" });
}
