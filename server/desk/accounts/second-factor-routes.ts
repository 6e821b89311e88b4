/**
 * The second factor's routes: enrolling an authenticator app or a passkey, the second step of a sign-in
 * and the step-up (the same proof), a check that the session is stepped up, and changing one's own password.
 */
import { contentRightNames, contentRightsOfAccount } from "./accounts";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type DeskOptions, requireStaff, requireStepUp, staffOf, startSessionCookie } from "../desk-http";
import { changeOwnPassword } from "./own-password";
import { MAX_PASSWORD_LENGTH, PASSWORD_PROBLEM_TEXT } from "./passwords";
import {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  relyingPartyOf,
  verifyPasskeyAuthentication,
  verifyPasskeyRegistration,
} from "./passkeys";
import {
  afterEnrolment,
  confirmTotpEnrolment,
  listSecondFactors,
  passSecondFactor,
  type Proof,
  recoveryCodesLeft,
  startTotpEnrolment,
} from "./second-factor";
import { stepUpUntil } from "../session-stage";
import { sendStaffMail } from "./staff-mail";

const TOO_MANY = { error: "too_many_attempts", message: "Too many wrong attempts. Wait 15 minutes and try again." };
const WRONG_CODE = { error: "second_factor_failed", message: "That did not work. Check the code (or use another way) and try again." };
/** A WebAuthn answer is a small JSON object; its exact shape is checked by the library. */
const webauthnResponse = { type: "object", maxProperties: 10 } as const;

export function registerSecondFactorRoutes(desk: FastifyInstance, options: DeskOptions) {
  const now = options.now ?? (() => new Date());
  const rp = relyingPartyOf(options.deskOrigin ?? options.baseUrl);
  const signedInOrEnrolling = requireStaff(options, "desk", ["full", "enrol"]);
  const pendingOrFull = requireStaff(options, "desk", ["full", "second-factor"]);
  const stepUp = requireStepUp(options);
  // Adding a second factor to an account that has one is a change to how it signs in: step-up first.
  const stepUpIfEnrolled = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.deskSession?.hasSecondFactor) return stepUp(request, reply);
  };
  const actorOf = (request: FastifyRequest) => ({ email: staffOf(request).account.email, address: request.ip, at: now() });
  const tellOwner = (request: FastifyRequest, kind: "second-factor-added" | "password-changed", detail?: string) => {
    const actor = actorOf(request);
    // The change is made; a mail server that is down must not undo it, but the failure is logged.
    return sendStaffMail(options, { kind, to: actor.email, at: actor.at, address: actor.address, detail }).catch((error: unknown) =>
      request.log.error({ err: error, module: "desk" }, "could not send a notice to a member of staff"),
    );
  };

  desk.get("/second-factor", { onRequest: signedInOrEnrolling }, async (request) => {
    const session = staffOf(request);
    return {
      factors: await listSecondFactors(options.database, session.account.id),
      recoveryCodesLeft: await recoveryCodesLeft(options.database, session.account.id),
    };
  });

  desk.post("/second-factor/totp", { onRequest: [signedInOrEnrolling, stepUpIfEnrolled] }, async (request) =>
    startTotpEnrolment(options.database, staffOf(request), now()),
  );

  desk.post<{ Body: { id: string; code: string } }>(
    "/second-factor/totp/confirm",
    {
      onRequest: [signedInOrEnrolling, stepUpIfEnrolled],
      schema: {
        body: {
          type: "object",
          required: ["id", "code"],
          additionalProperties: false,
          properties: { id: { type: "string", maxLength: 60 }, code: { type: "string", maxLength: 20 } },
        },
      },
    },
    async (request, reply) => {
      const outcome = await confirmTotpEnrolment(options.database, staffOf(request), request.body.id, request.body.code, actorOf(request));
      if (!outcome.ok)
        return reply.code(outcome.reason === "too_many" ? 429 : 422).send(outcome.reason === "too_many" ? TOO_MANY : WRONG_CODE);
      await tellOwner(request, "second-factor-added", "An authenticator app");
      return { recoveryCodes: outcome.recoveryCodes };
    },
  );

  desk.post("/second-factor/passkey/options", { onRequest: [signedInOrEnrolling, stepUpIfEnrolled] }, async (request) =>
    passkeyRegistrationOptions(options.database, staffOf(request), rp, now()),
  );

  desk.post<{ Body: { response: RegistrationResponseJSON; label?: string } }>(
    "/second-factor/passkey",
    {
      onRequest: [signedInOrEnrolling, stepUpIfEnrolled],
      schema: {
        body: {
          type: "object",
          required: ["response"],
          additionalProperties: false,
          properties: { response: webauthnResponse, label: { type: "string", maxLength: 60 } },
        },
      },
    },
    async (request, reply) => {
      const session = staffOf(request);
      const actor = actorOf(request);
      const label = request.body.label?.trim() || "Passkey";
      const insert = await verifyPasskeyRegistration(options.database, session, request.body.response, label, rp, actor.at);
      if (!insert) return reply.code(422).send({ error: "passkey_failed", message: "The passkey could not be checked. Try again." });
      const { recoveryCodes, statements } = afterEnrolment(options.database, session, `passkey "${label}"`, actor);
      await options.database.write([insert, ...statements]);
      await tellOwner(request, "second-factor-added", `A passkey ("${label}")`);
      return { recoveryCodes };
    },
  );

  desk.post("/second-factor/passkey/challenge", { onRequest: pendingOrFull }, async (request) =>
    passkeyAuthenticationOptions(options.database, staffOf(request), rp, now()),
  );

  desk.post<{ Body: { method: Proof["method"]; code?: string; response?: AuthenticationResponseJSON } }>(
    "/second-factor/verify",
    {
      onRequest: pendingOrFull,
      schema: {
        body: {
          type: "object",
          required: ["method"],
          additionalProperties: false,
          properties: {
            method: { type: "string", enum: ["totp", "recovery", "passkey"] },
            code: { type: "string", maxLength: 40 },
            response: webauthnResponse,
          },
        },
      },
    },
    async (request, reply) => {
      const session = staffOf(request);
      const actor = actorOf(request);
      const { method, code, response } = request.body;
      if (method === "passkey" ? !response : !code) return reply.code(400).send({ error: "bad_request" });
      const proof: Proof =
        method === "passkey"
          ? { method, verified: await verifyPasskeyAuthentication(options.database, session, response!, rp, actor.at) }
          : { method, code: code! };
      const outcome = await passSecondFactor(options.database, session, proof, actor);
      if (!outcome.ok)
        return reply.code(outcome.reason === "too_many" ? 429 : 422).send(outcome.reason === "too_many" ? TOO_MANY : WRONG_CODE);
      if (outcome.rotated) startSessionCookie(request, reply, outcome.rotated.sessionId);
      if (outcome.recoveryCodesLeft !== null) {
        await sendStaffMail(options, {
          kind: "recovery-code-used",
          to: actor.email,
          at: actor.at,
          address: actor.address,
          detail: `${outcome.recoveryCodesLeft} of your recovery codes are left.`,
        }).catch((error: unknown) => request.log.error({ err: error, module: "desk" }, "could not send a notice to a member of staff"));
      }
      const rights = contentRightNames(await contentRightsOfAccount(options.database, session.account.id));
      return {
        account: { email: session.account.email, role: session.account.role, rights },
        csrfToken: outcome.rotated?.csrfToken ?? session.csrfToken,
        recoveryCodesLeft: outcome.recoveryCodesLeft,
      };
    },
  );

  /** 200 while the session is stepped up; otherwise requireStepUp's 403, which the desk answers with its dialog. */
  desk.get("/step-up", { onRequest: [requireStaff(options), stepUp] }, async (request) => ({
    until: stepUpUntil(staffOf(request), now())?.toISOString(),
  }));

  desk.post<{ Body: { currentPassword: string; newPassword: string } }>(
    "/password",
    {
      onRequest: requireStaff(options),
      schema: {
        body: {
          type: "object",
          required: ["currentPassword", "newPassword"],
          additionalProperties: false,
          properties: {
            currentPassword: { type: "string", maxLength: MAX_PASSWORD_LENGTH * 4 },
            newPassword: { type: "string", maxLength: MAX_PASSWORD_LENGTH * 4 },
          },
        },
      },
    },
    async (request, reply) => {
      const outcome = await changeOwnPassword(
        options.database,
        staffOf(request),
        request.body.currentPassword,
        request.body.newPassword,
        actorOf(request),
      );
      if (outcome.ok) {
        await tellOwner(request, "password-changed");
        return { changed: true };
      }
      if (outcome.problem === "too_many") return reply.code(429).send(TOO_MANY);
      if (outcome.problem === "wrong_password") {
        return reply.code(403).send({ error: "wrong_password", message: "Your current password is not right." });
      }
      return reply.code(422).send({ error: "weak_password", problem: outcome.problem, message: PASSWORD_PROBLEM_TEXT[outcome.problem] });
    },
  );
}
