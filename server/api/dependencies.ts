/**
 * What the HTTP side needs from the rest of the server. The store, the submission desk and the outbox
 * worker provide these; tests can hand in small fakes of the same shape.
 */
import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import type { Store } from "../store/store";
import type { SubmissionDesk } from "../submissions/submission-desk";

export type { AcceptedSubmission, IncomingSubmission, SubmissionDesk } from "../submissions/submission-desk";

export type ReadinessProbe = Pick<Store, "readiness">;

/** Tells the outbox worker there is new mail, so it does not wait for its next poll. */
export type OutboxWaker = { wake(): void };

/** Where the rate limiter keeps its counters: in memory by default, Redis when several servers share it. */
export type RateLimitStorage = Pick<RateLimitPluginOptions, "store" | "redis" | "nameSpace" | "skipOnError">;

export type AppDependencies = {
  desk: SubmissionDesk;
  store: ReadinessProbe;
  outbox: OutboxWaker;
  rateLimitStorage?: RateLimitStorage;
  /** When the rate limit is shared through Redis: whether Redis answers, for /readyz. */
  redis?: { ping(): Promise<boolean> };
};
