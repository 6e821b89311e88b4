/**
 * Moves the focus to what a send produced (a confirmation, a failure) and scrolls its top to just below
 * the sticky header, by the page's scroll-padding-top (app.css), which is kept taller than the header.
 * Focus alone scrolls only as far as it must, which on a phone left the confirmation's heading and
 * reference under the header (review U4).
 */
export function focusBelowHeader(element: HTMLElement | null) {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: "start" });
}
