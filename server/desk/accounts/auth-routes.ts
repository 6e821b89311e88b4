/** Signing in and out, the current session, and setting a password through a one-time link. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contentRightNames, contentRightsOfAccount, setPasswordWithToken, setupTokenUsable } from "./accounts";
import { recordAudit } from "../audit";
import {
  clearSessionCookie,
  comesFromAnotherSite,
  type DeskOptions,
  readSessionCookie,
  requireStaff,
  staffOf,
  startSessionCookie,
} from "../desk-http";
import { MAX_PASSWORD_LENGTH, PASSWORD_PROBLEM_TEXT } from "./passwords";
import { clientKey } from "../../rate-limit/client-key";
import { stageOf, stepUpUntil } from "../session-stage";
import { endSession, readSession } from "../sessions";
import { signIn } from "./sign-in";
import type { SignInGuards } from "./sign-in";

/**
 * Sign-in attempts per client address (IPv6 per /64) per minute, refused before any database work or
 * password hash (DESK_SIGN_IN_RATE_LIMIT). Above what a reception's staff behind one router need at a
 * change of shift; the failures counted in the database (sign-in.ts) limit guessing over longer windows.
 */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 20;
export const TOO_MANY_SIGN_INS = { error: "too_many_attempts", message: "Too many sign-in attempts. Wait 15 minutes and try again." };

const signInBody = {
  type: "object",
  required: ["email", "password"],
  additionalProperties: false,
  properties: { email: { type: "string", maxLength: 320 }, password: { type: "string", maxLength: MAX_PASSWORD_LENGTH * 4 } },
} as const;

const setPasswordBody = {
  type: "object",
  required: ["token", "password"],
  additionalProperties: false,
  properties: { token: { type: "string", maxLength: 200 }, password: { type: "string", maxLength: MAX_PASSWORD_LENGTH * 4 } },
} as const;

const setupTokenBody = {
  type: "object",
  required: ["token"],
  additionalProperties: false,
  properties: { token: { type: "string", maxLength: 200 } },
} as const;

export function registerAuthRoutes(desk: FastifyInstance, options: DeskOptions, guards: SignInGuards) {
  const now = options.now ?? (() => new Date());

  const rateLimit = {
    max: options.signInRateLimit ?? SIGN_IN_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    groupId: "desk-sign-in",
    // Counted in the summary (in memory, written in batches), never one row per refusal.
    onExceeded: (request: FastifyRequest, key: string) =>
      guards.refusals.note({ accountId: null, address: key, kind: "held_back", at: now() }),
  };

  desk.post<{ Body: { email: string; password: string } }>(
    "/sign-in",
    { schema: { body: signInBody }, config: { rateLimit } },
    async (request, reply) => {
      if (comesFromAnotherSite(request)) return reply.code(403).send({ error: "csrf" });
      const outcome = await signIn(options.database, guards, { ...request.body, address: clientKey(request), at: now() });
      if (outcome.ok) {
        startSessionCookie(request, reply, outcome.sessionId);
        // With a second factor, this session can only complete it (second-factor-routes.ts).
        const session = await readSession(options.database, outcome.sessionId, now());
        return { account: outcome.account, csrfToken: outcome.csrfToken, stage: session ? stageOf(session) : "second-factor" };
      }
      if (outcome.reason === "too_many") return reply.code(429).send(TOO_MANY_SIGN_INS);
      if (outcome.reason === "busy") {
        return reply
          .code(503)
          .header("retry-after", "1")
          .send({ error: "busy", message: "The desk is busy with other sign-ins. Try again in a moment." });
      }
      return reply.code(401).send({ error: "sign_in_failed", message: "The e-mail or password is not right." });
    },
  );

  // Whatever the session's stage: a person half signed in can still sign out and ask where they are.
  const anyStage = requireStaff(options, "desk", ["full", "second-factor", "enrol"]);

  desk.post("/sign-out", { onRequest: anyStage }, async (request, reply) => {
    const session = staffOf(request);
    await endSession(options.database, readSessionCookie(request) ?? "");
    await recordAudit(options.database, {
      actor: session.account.email,
      action: "sign-out",
      target: session.account.email,
      address: request.ip,
      at: now(),
    });
    clearSessionCookie(request, reply);
    return { signedOut: true };
  });

  /** Who is signed in, and the token the desk's pages send with every change. */
  desk.get("/session", { onRequest: anyStage }, async (request) => {
    const session = staffOf(request);
    // Read now, not kept with the session: a right given or taken away shows at the desk's next look.
    const rights = contentRightNames(await contentRightsOfAccount(options.database, session.account.id));
    return {
      account: { email: session.account.email, role: session.account.role, rights },
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
      stage: stageOf(session),
      stepUpUntil: stepUpUntil(session, now())?.toISOString() ?? null,
    };
  });

  desk.post<{ Body: { token: string; password: string } }>(
    "/set-password",
    { schema: { body: setPasswordBody } },
    async (request, reply) => {
      if (comesFromAnotherSite(request)) return reply.code(403).send({ error: "csrf" });
      const outcome = await setPasswordWithToken(options.database, request.body.token, request.body.password, {
        address: request.ip,
        at: now(),
      });
      if (outcome.ok) return { email: outcome.email };
      if (outcome.problem === "invalid_link") {
        return reply
          .code(410)
          .send({ error: "invalid_link", message: "This link has been used or has expired. Ask an administrator for a new one." });
      }
      return reply.code(422).send({ error: "weak_password", problem: outcome.problem, message: PASSWORD_PROBLEM_TEXT[outcome.problem] });
    },
  );

  /**
   * Asked when the set-password page opens, so a used or expired link says so at once instead of after
   * a password has been typed. A yes or no only: not whose link it is, nor whether it was used or ran out.
   * In the body, not the address, so the token stays out of access logs. Limited per address like
   * sign-in, though a 256-bit token cannot be guessed, so the answer cannot be asked for in bulk.
   */
  desk.post<{ Body: { token: string } }>(
    "/set-password/check",
    {
      schema: { body: setupTokenBody },
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindow, groupId: "desk-set-password-check" } },
    },
    async (request, reply) => {
      if (comesFromAnotherSite(request)) return reply.code(403).send({ error: "csrf" });
      return { usable: await setupTokenUsable(options.database, request.body.token, now()) };
    },
  );
}
