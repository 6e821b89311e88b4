/** Stand-ins for the store, the submission intake and the outbox, for tests of the HTTP side alone. */
import type { AppConfig } from "../app";
import { newReferenceId } from "../submissions/reference-id";
import type { AcceptedSubmission, AppDependencies, IncomingSubmission } from "../api/dependencies";
import { fixtureSiteDir } from "./fixture-site";

export const testAppConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  // A site of the build's shape made from code: a test of the server needs no `npm run build`; one
  // that needs the real pages passes requireBuiltSite() (built-site.ts).
  siteDir: overrides.siteDir ?? fixtureSiteDir(),
  logLevel: "silent",
  formRateLimit: 1000,
  trustProxy: false,
  // Tests change the store's state between two checks and expect the second to see it.
  readinessCacheMs: 0,
  // Fuzzing and fault tests send thousands of submissions a minute; the ceiling's own tests lower it.
  formGlobalLimitPerMinute: 1_000_000_000,
  ...overrides,
});

export type FakeDependencies = AppDependencies & {
  accepted: IncomingSubmission[];
  /** Those of `accepted` that came with a filled honeypot. */
  suspectedSpam: IncomingSubmission[];
  wakes: number;
  /** Makes the next accept() calls fail as a broken disk would. */
  failStore(failing: boolean): void;
};

/** An intake that keeps submissions in memory, with the real intake's duplicate answer for equal payloads. */
export function fakeDependencies(): FakeDependencies {
  const byPayload = new Map<string, AcceptedSubmission>();
  let failing = false;
  const fake: FakeDependencies = {
    accepted: [],
    suspectedSpam: [],
    wakes: 0,
    failStore: (value) => {
      failing = value;
    },
    intake: {
      async accept(submission, options) {
        if (failing) throw new Error("SQLITE_IOERR: disk I/O error");
        const key = JSON.stringify(submission);
        const earlier = byPayload.get(key);
        if (earlier) return { referenceId: earlier.referenceId, duplicate: true };
        const accepted = { referenceId: newReferenceId(submission.kind), duplicate: false };
        byPayload.set(key, accepted);
        fake.accepted.push(submission);
        if (options?.suspectedSpam) fake.suspectedSpam.push(submission);
        return accepted;
      },
    },
    store: {
      readiness: async () =>
        failing
          ? { ok: false, dialect: "sqlite", pendingEmails: 0, failedEmails: 0, oldestPendingAgeSeconds: null }
          : { ok: true, dialect: "sqlite", pendingEmails: fake.accepted.length, failedEmails: 0, oldestPendingAgeSeconds: 0 },
    },
    outbox: {
      wake: () => {
        fake.wakes += 1;
      },
    },
  };
  return fake;
}
