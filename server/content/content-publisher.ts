/**
 * What the content store needs from publishing (server/publish, which renders a release and swaps the
 * served site): the live release, a new release, a rollback, the list of releases and a preview. The
 * store is written against this interface, so it is tested with the in-memory publisher below and
 * runs with the real one (release-publisher.ts).
 */
import type { Locale } from "#common/locale";

/** A problem with content, as the build's checks and the desk's forms report it: where (a JSON pointer) and what. */
export type ContentProblem = { kind?: string; key?: string; path: string; message: string };

/** Why a release was made; the publisher keeps it with the release. */
export type ReleaseReason = "publish" | "import" | "rollback";

/**
 * How far a publish is, as the publisher reports it while it renders (the real one's steps are named in
 * server/publish/publish-progress.ts): the step, `done` of `total` where the step counts, and the release
 * once it has its number.
 */
export type PublishProgress = { step: string; done?: number; total?: number; release?: number };
/** The publisher does not wait for it; a promise it returns is for a test's publisher to wait on. */
export type PublishProgressListener = (progress: PublishProgress) => unknown;

export type LiveRelease<Content> = { number: number; content: Content; by?: string; at?: string };

export type ReleaseSummary = {
  number: number;
  state: string;
  reason: string;
  createdBy: string;
  createdAt: string;
  liveAt: string | null;
  /** The release a rollback put live again ("rollback to release 3"); null for any other. */
  restores: number | null;
};

/**
 * Live as release `number`, with `warnings` where it made pages slower (out of one round trip: the
 * person publishing is told), or refused with `problems`, changing nothing.
 */
/** `fault`: the server could not write the site (a full disk), which is no problem of the content's. */
export type PublishOutcome = { number: number; warnings?: ContentProblem[] } | { problems: ContentProblem[]; fault?: string };

export interface ContentPublisher<Content> {
  live(): Promise<LiveRelease<Content>>;
  /**
   * Validates, renders and puts `content` live as a new release; refuses with problems, changing nothing.
   * `onProgress` is told how far it is as it goes.
   */
  publish(content: Content, meta: { by: string; reason: ReleaseReason; onProgress?: PublishProgressListener }): Promise<PublishOutcome>;
  /** Puts an earlier release's content live again (as a new release, or that one: the publisher's choice). */
  rollback(number: number, by: string, options?: { onProgress?: PublishProgressListener }): Promise<PublishOutcome>;
  /** Newest first. */
  releases(): Promise<ReleaseSummary[]>;
  /** The content of release `number`, if it was ever live (what a rollback to it restores). */
  contentOf(number: number): Promise<Content | undefined>;
  /** A page as it would look with `content`, for signed-in staff only; absent where nothing can render. */
  preview?(content: Content, path: string, locale: Locale): Promise<string | null>;
}

/**
 * Releases kept in memory: for tests of the store and the desk's routes, and nothing else (a restart
 * forgets them). `problemsOf` stands for the checks a real publish runs before it renders.
 */
export function createMemoryPublisher<Content>(
  seed: Content,
  problemsOf: (content: Content) => ContentProblem[] = () => [],
  now: () => Date = () => new Date(),
): ContentPublisher<Content> & { published: { number: number; content: Content; reason: string; by: string }[] } {
  const published: { number: number; content: Content; reason: string; by: string; at: string; restores?: number }[] = [
    { number: 1, content: structuredClone(seed), reason: "seed", by: "seed", at: now().toISOString() },
  ];
  let liveNumber = 1;
  const add = (content: Content, reason: string, by: string, restores?: number) => {
    const number = published.length + 1;
    published.push({ number, content: structuredClone(content), reason, by, at: now().toISOString(), restores });
    liveNumber = number;
    return { number };
  };
  return {
    published,
    async live() {
      const release = published.find((entry) => entry.number === liveNumber)!;
      return { number: release.number, content: structuredClone(release.content), by: release.by, at: release.at };
    },
    async publish(content, { by, reason }) {
      const problems = problemsOf(content);
      return problems.length > 0 ? { problems } : add(content, reason, by);
    },
    async rollback(number, by) {
      const release = published.find((entry) => entry.number === number);
      if (!release) return { problems: [{ path: "", message: `There is no release ${number}.` }] };
      return add(release.content, "rollback", by, number);
    },
    async contentOf(number) {
      const release = published.find((entry) => entry.number === number);
      return release && structuredClone(release.content);
    },
    async releases() {
      return [...published].reverse().map((entry) => ({
        number: entry.number,
        state: entry.number === liveNumber ? "live" : "superseded",
        reason: entry.reason,
        createdBy: entry.by,
        createdAt: entry.at,
        liveAt: entry.at,
        restores: entry.restores ?? null,
      }));
    },
    async preview(content, path, locale) {
      return `<!doctype html><html lang="${locale}"><body data-path="${path}"><pre>${JSON.stringify(content)
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")}</pre></body></html>`;
    },
  };
}
