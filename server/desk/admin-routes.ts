/** What only administrators may do: export, erase, manage accounts and read the audit log. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { formatIndianTime } from "../mail/indian-time";
import { toCsv } from "../submissions/csv";
import { AccountError, addAccount, disableAccount, listAccounts, resetAccount, setupLink } from "./accounts";
import { readAuditLog, recordAudit } from "./audit";
import { type DeskOptions, requireStaff, requireStepUp, staffOf } from "./desk-http";
import { erase, type ErasureKey, type ErasurePageStart, findForErasure } from "./erasure";
import { sendStaffMail } from "./staff-mail";
import { exportRequests } from "./request-queries";

/** The desk's view of each request; `npm run submissions -- export --csv` has every field and e-mail. */
const EXPORT_COLUMNS = [
  "reference",
  "form",
  "received_at",
  "received_ist",
  "status",
  "claimed_by",
  "name",
  "email",
  "phone",
  "speciality",
  "doctor",
  "preferredDate",
  "preferredTime",
  "message",
  "desk_email",
];

const erasureKey = {
  type: "object",
  additionalProperties: false,
  properties: { phone: { type: "string", maxLength: 30 }, email: { type: "string", maxLength: 254 } },
} as const;

const eitherKey = (body: ErasureKey) => (body.phone === undefined) !== (body.email === undefined);

export function registerAdminRoutes(desk: FastifyInstance, options: DeskOptions) {
  const now = options.now ?? (() => new Date());
  const admin = requireStaff(options, "admin");
  // Export, erasure and account changes: the second factor again unless verified in the last minutes.
  const adminSteppedUp = [admin, requireStepUp(options)];
  const actorOf = (request: FastifyRequest) => ({ name: staffOf(request).account.email, address: request.ip, at: now() });

  desk.get("/export.csv", { onRequest: adminSteppedUp }, async (request, reply) => {
    const rows = (await exportRequests(options.database)).map((exported) => [
      exported.reference,
      exported.form,
      exported.receivedAt,
      formatIndianTime(new Date(exported.receivedAt)),
      exported.status,
      exported.claimedBy ?? "",
      exported.name,
      exported.email,
      exported.phone,
      exported.speciality,
      exported.doctorName,
      exported.preferredDate,
      exported.preferredTime,
      exported.fields.message ?? exported.fields.query ?? "",
      exported.deskEmailStatus,
    ]);
    const actor = actorOf(request);
    await recordAudit(options.database, {
      actor: actor.name,
      action: "export",
      target: "all requests",
      address: actor.address,
      rowCount: rows.length,
      at: actor.at,
    });
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(actor.at);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="requests-${day}.csv"`)
      .send(toCsv([EXPORT_COLUMNS, ...rows]));
  });

  desk.post<{ Body: ErasureKey & { after?: ErasurePageStart } }>(
    "/erasure/preview",
    {
      onRequest: adminSteppedUp,
      schema: {
        body: {
          ...erasureKey,
          properties: {
            ...erasureKey.properties,
            // The last request of the page before: the preview pages, it never leaves anyone out.
            after: {
              type: "object",
              required: ["receivedAt", "reference"],
              additionalProperties: false,
              properties: { receivedAt: { type: "string", maxLength: 40 }, reference: { type: "string", maxLength: 40 } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { after, ...key } = request.body;
      if (!eitherKey(key)) return reply.code(400).send({ error: "bad_request", message: "Give a phone number or an e-mail address." });
      return findForErasure(options.database, key, after);
    },
  );

  desk.post<{ Body: ErasureKey & { references: string[] } }>(
    "/erasure",
    {
      onRequest: adminSteppedUp,
      schema: {
        body: {
          type: "object",
          required: ["references"],
          additionalProperties: false,
          properties: {
            ...erasureKey.properties,
            references: { type: "array", minItems: 1, maxItems: 1000, items: { type: "string", maxLength: 40 } },
          },
        },
      },
    },
    async (request, reply) => {
      const { references, ...key } = request.body;
      if (!eitherKey(key)) return reply.code(400).send({ error: "bad_request", message: "Give a phone number or an e-mail address." });
      return { erased: await erase(options.store, key, references, options.dataDir, actorOf(request)) };
    },
  );

  desk.get("/accounts", { onRequest: admin }, async () => ({ accounts: await listAccounts(options.database) }));

  const accountAnswer = async (reply: FastifyReply, work: () => Promise<object>) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      const status = error.code === "not_found" ? 404 : error.code === "exists" || error.code === "last_admin" ? 409 : 400;
      return reply.code(status).send({ error: error.code, message: error.message });
    }
  };

  desk.post<{ Body: { email: string; role: string } }>(
    "/accounts",
    {
      onRequest: adminSteppedUp,
      schema: {
        body: {
          type: "object",
          required: ["email", "role"],
          additionalProperties: false,
          properties: { email: { type: "string", maxLength: 254 }, role: { type: "string", enum: ["desk", "admin"] } },
        },
      },
    },
    (request, reply) =>
      accountAnswer(reply, async () => {
        const actor = actorOf(request);
        const { account, token } = await addAccount(options.database, request.body.email, request.body.role, actor);
        // To the new person's own mailbox, not to the administrator's screen.
        await sendStaffMail(options, {
          kind: "invitation",
          to: account.email,
          at: actor.at,
          by: actor.name,
          link: setupLink(options.baseUrl, token),
        });
        return { account, sent: true };
      }),
  );

  const emailParams = { type: "object", required: ["email"], properties: { email: { type: "string", maxLength: 254 } } } as const;
  desk.post<{ Params: { email: string } }>(
    "/accounts/:email/disable",
    { onRequest: adminSteppedUp, schema: { params: emailParams } },
    (request, reply) =>
      // The desk would have nobody left to manage it; the staff command can still do it deliberately.
      accountAnswer(reply, async () => {
        await disableAccount(options.database, request.params.email, actorOf(request), { keepAnAdministrator: true });
        return { disabled: true };
      }),
  );
  desk.post<{ Params: { email: string } }>(
    "/accounts/:email/reset",
    { onRequest: adminSteppedUp, schema: { params: emailParams } },
    (request, reply) =>
      accountAnswer(reply, async () => {
        const actor = actorOf(request);
        const { token, email } = await resetAccount(options.database, request.params.email, actor, { keepAnAdministrator: true });
        // Only the owner gets the link (and so learns of the reset): an administrator who asked cannot use it to become them.
        await sendStaffMail(options, {
          kind: "reset",
          to: email,
          at: actor.at,
          by: actor.name,
          address: actor.address,
          link: setupLink(options.baseUrl, token),
        });
        return { sent: true };
      }),
  );

  desk.get<{ Querystring: { limit: number } }>(
    "/audit",
    {
      onRequest: admin,
      schema: {
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: { limit: { type: "integer", minimum: 1, maximum: 500, default: 100 } },
        },
      },
    },
    async (request) => ({
      entries: await readAuditLog(options.store, { limit: request.query.limit }),
    }),
  );
}
