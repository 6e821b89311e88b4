/**
 * What the HTTP side needs from the rest of the server. The store, the submission intake and the outbox
 * worker provide these; tests can hand in small fakes of the same shape.
 */
import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import type { Store } from "../store/store";
import type { SubmissionIntake } from "../submissions/intake";

export type { AcceptedSubmission, IncomingSubmission, SubmissionIntake } from "../submissions/intake";

export type ReadinessProbe = Pick<Store, "readiness">;

/** Tells the outbox worker there is new mail, so it does not wait for its next poll. */
export type OutboxWaker = { wake(): void };

/** Where the rate limiter keeps its counters: in memory by default, Redis when several servers share it. */
export type RateLimitStorage = Pick<RateLimitPluginOptions, "store" | "redis" | "nameSpace" | "skipOnError">;

export type AppDependencies = {
  /** Where a validated form submission goes (not the staff desk). */
  intake: SubmissionIntake;
  store: ReadinessProbe;
  outbox: OutboxWaker;
  rateLimitStorage?: RateLimitStorage;
  /** When the rate limit is shared through Redis: whether Redis answers, for /readyz. */
  redis?: { ping(): Promise<boolean> };
};
