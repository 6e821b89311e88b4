/**
 * GET /api/desk/sign-in-refusals (administrators): the summary of refused sign-ins, newest first, and
 * the accounts whose sign-ins from new places are being held back now, which is how administrators are
 * told that someone is guessing a colleague's password. Reading it is audited like the other
 * administrators' reads.
 */
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../audit";
import { type DeskOptions, requireStaff, staffOf } from "../desk-http";
import { accountsHeldBack } from "./sign-in";
import type { RefusalSummary } from "./sign-in-refusals";
import type { SignInRefusals } from "#schemas/sign-in-refusals";

const MAX_ROWS = 500;

const query = {
  type: "object",
  additionalProperties: false,
  properties: { limit: { type: "integer", minimum: 1, maximum: MAX_ROWS, default: 100 } },
} as const;

export function registerSignInRefusalRoutes(desk: FastifyInstance, options: DeskOptions, refusals: RefusalSummary) {
  const now = options.now ?? (() => new Date());

  desk.get<{ Querystring: { limit: number } }>(
    "/sign-in-refusals",
    { onRequest: requireStaff(options, "admin"), schema: { querystring: query } },
    async (request): Promise<SignInRefusals> => {
      const at = now();
      const [rows, heldBack] = await Promise.all([refusals.read(request.query.limit), accountsHeldBack(options.database, at)]);
      const reader = staffOf(request).account.email;
      await recordAudit(options.database, {
        actor: reader,
        action: "sign-in-refusals-read",
        target: "refused sign-ins",
        address: request.ip,
        rowCount: rows.length,
        at,
      });
      return { refusals: rows, heldBack };
    },
  );
}
