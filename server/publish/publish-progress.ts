/**
 * What a release's rendering says while it runs, so the person publishing sees it move (the desk's
 * Changes screen): the step it is at, and while pages are written how many of how many are done.
 * A whole-site render took tens of seconds on a small server; without this the desk showed only
 * "Publishing…" for all of it.
 *
 * Every page is rendered; only the pages whose rendering changed are finished and compressed again, the
 * others are kept from the live release (render-release.ts): the steps count each.
 */
export const PUBLISH_STEPS = {
  checking: "Checking the content",
  /** Every page of both languages, rendered from the content. */
  rendering: "Rendering pages",
  /**
   * Pages rendered as the live release has them, whose finished and compressed files it keeps (linked as
   * each is rendered, told once rendering is done): `done` of all pages.
   */
  keeping: "Keeping unchanged pages",
  /** The first-paint rewrite of the pages that changed (pipeline/scripts-after-first-paint.ts). */
  finishing: "Finishing changed pages",
  compressing: "Compressing changed files",
  checkingSizes: "Checking page sizes",
  goingLive: "Making it live",
} as const;

export type PublishStep = (typeof PUBLISH_STEPS)[keyof typeof PUBLISH_STEPS];

/**
 * `done` of `total` where the step counts: pages of both languages while they are rendered, those kept of
 * them, changed pages while they are finished, files while they are compressed. `release` once the
 * release has its number.
 */
export type PublishProgress = { step: PublishStep; done?: number; total?: number; release?: number };

/**
 * Told of each step and each page as the render gets there. The render does not wait for it (a
 * listener that records it somewhere does so in the background); a promise it returns is ignored.
 */
export type PublishProgressListener = (progress: PublishProgress) => unknown;
