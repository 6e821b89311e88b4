/**
 * What a release's rendering says while it runs, so the person publishing sees it move (the desk's
 * Changes screen): the step it is at, and while pages are written how many of how many are done.
 * A whole-site render takes tens of seconds on a small server; without this the desk showed only
 * "Publishing…" for all of it.
 */
export const PUBLISH_STEPS = {
  checking: "Checking the content",
  writing: "Writing pages",
  /** The first-paint rewrite of every page (scripts/scripts-after-first-paint.ts). */
  finishing: "Finishing pages",
  compressing: "Compressing",
  checkingSizes: "Checking page sizes",
  goingLive: "Making it live",
} as const;

export type PublishStep = (typeof PUBLISH_STEPS)[keyof typeof PUBLISH_STEPS];

/**
 * `done` of `total` where the step counts: pages of both languages while they are written and finished,
 * files while they are compressed. `release` once the release has its number.
 */
export type PublishProgress = { step: PublishStep; done?: number; total?: number; release?: number };

/**
 * Told of each step and each page as the render gets there. The render does not wait for it (a
 * listener that records it somewhere does so in the background); a promise it returns is ignored.
 */
export type PublishProgressListener = (progress: PublishProgress) => unknown;
