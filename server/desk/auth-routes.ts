/** Signing in and out, the current session, and setting a password through a one-time link. */
import type { FastifyInstance } from "fastify";
import { setPasswordWithToken } from "./accounts";
import { recordAudit } from "./audit";
import {
  clearSessionCookie,
  comesFromAnotherSite,
  type DeskOptions,
  readSessionCookie,
  requireStaff,
  staffOf,
  startSessionCookie,
} from "./desk-http";
import { MAX_PASSWORD_LENGTH, PASSWORD_PROBLEM_TEXT } from "./passwords";
import { endSession } from "./sessions";
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
    return { account: outcome.account, csrfToken: outcome.csrfToken };
  });

  desk.post("/sign-out", { onRequest: requireStaff(options) }, async (request, reply) => {
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
  desk.get("/session", { onRequest: requireStaff(options) }, async (request) => {
    const session = staffOf(request);
    return {
      account: { email: session.account.email, role: session.account.role },
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
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
