/**
 * How far a session has got. A password alone opens the whole desk only for an account without a
 * second factor that is not an administrator's; otherwise the session can do nothing but complete the
 * second factor ("second-factor") or enrol one ("enrol", administrators, who must have one).
 */
import type { DeskSession } from "./sessions";

export type SessionStage = "full" | "second-factor" | "enrol";

/** How long a verified second factor counts as a step-up for export, erasure and account changes. */
export const STEP_UP_MS = 5 * 60 * 1000;

export function stageOf(session: Pick<DeskSession, "account" | "hasSecondFactor" | "secondFactorAt">): SessionStage {
  if (session.hasSecondFactor) return session.secondFactorAt ? "full" : "second-factor";
  return session.account.role === "admin" ? "enrol" : "full";
}

/** Until when the session counts as stepped up; null when it does not. */
export function stepUpUntil(session: Pick<DeskSession, "secondFactorAt">, at: Date): Date | null {
  if (!session.secondFactorAt) return null;
  const until = new Date(session.secondFactorAt.getTime() + STEP_UP_MS);
  return until > at ? until : null;
}
