/** Signing in and out, the current session, and setting a password through a one-time link. */
import type { FastifyInstance } from "fastify";
import { setPasswordWithToken } from "./accounts";
import { recordAudit } from "./audit";
import {
  clearSessionCookie,
  comesFromAnotherSite,
  type DeskOptions,
  readCookie,
  requireStaff,
  SESSION_COOKIE,
  staffOf,
  startSessionCookie,
} from "./desk-http";
import { MAX_PASSWORD_LENGTH, PASSWORD_PROBLEM_TEXT } from "./passwords";
import { stageOf, stepUpUntil } from "./session-stage";
import { endSession, readSession } from "./sessions";
import { signIn } from "./sign-in";

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

export function registerAuthRoutes(desk: FastifyInstance, options: DeskOptions) {
  const now = options.now ?? (() => new Date());

  desk.post<{ Body: { email: string; password: string } }>("/sign-in", { schema: { body: signInBody } }, async (request, reply) => {
    if (comesFromAnotherSite(request)) return reply.code(403).send({ error: "csrf" });
    const outcome = await signIn(options.database, { ...request.body, address: request.ip, at: now() });
    if (!outcome.ok) {
      return outcome.reason === "too_many"
        ? reply.code(429).send({ error: "too_many_attempts", message: "Too many failed sign-ins. Wait 15 minutes and try again." })
        : reply.code(401).send({ error: "sign_in_failed", message: "The e-mail or password is not right." });
    }
    startSessionCookie(request, reply, outcome.sessionId);
    // With a second factor, this session can only complete it (second-factor-routes.ts).
    const session = await readSession(options.database, outcome.sessionId, now());
    return { account: outcome.account, csrfToken: outcome.csrfToken, stage: session ? stageOf(session) : "second-factor" };
  });

  // Whatever the session's stage: a person half signed in can still sign out and ask where they are.
  const anyStage = requireStaff(options, "desk", ["full", "second-factor", "enrol"]);

  desk.post("/sign-out", { onRequest: anyStage }, async (request, reply) => {
    const session = staffOf(request);
    await endSession(options.database, readCookie(request, SESSION_COOKIE) ?? "");
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
    return {
      account: { email: session.account.email, role: session.account.role },
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
}
