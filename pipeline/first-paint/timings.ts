/**
 * The head script's waits (page-scripts.browser.ts), in a module of their own so that the build and its
 * tests read them without loading the browser code.
 */

/**
 * A browser without paint timing, or a tab in the background (which paints nothing until it is shown),
 * still hydrates after this long.
 */
export const LONGEST_WAIT_MS = 3000;

/**
 * How long into the page's load its scripts start downloading if it has not painted yet. A page that
 * arrives quickly paints first (Lighthouse's unthrottled trace: well under this); on a slow phone the
 * head is read later than this, so the downloads start at once, while the page is still arriving.
 */
export const PRELOAD_AT_LATEST_MS = 300;

/**
 * A script that fails to arrive (a dropped connection on mobile data) would leave the page unhydrated
 * for good: its HTML controls and form posts still work, but nothing else would. The imports are asked
 * for again, a few times, a little apart; a module that did arrive is not fetched twice.
 */
export const IMPORT_ATTEMPTS = 4;
export const IMPORT_RETRY_AFTER_MS = 1500;
