/** What only administrators may do: export, erase, manage accounts and read the audit log. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { formatIndianTime } from "../mail/indian-time";
import { toCsv } from "../submissions/csv";
import { AccountError, addAccount, disableAccount, listAccounts, normaliseEmail, resetAccount, setupLink } from "./accounts";
import { readAuditLog, recordAudit } from "./audit";
import { type DeskOptions, requireStaff, staffOf } from "./desk-http";
import { erase, type ErasureKey, type ErasurePageStart, findForErasure } from "./erasure";
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
  const actorOf = (request: FastifyRequest) => ({ name: staffOf(request).account.email, address: request.ip, at: now() });

  desk.get("/export.csv", { onRequest: admin }, async (request, reply) => {
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
      onRequest: admin,
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
      onRequest: admin,
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
      const status = error.code === "not_found" ? 404 : error.code === "exists" ? 409 : 400;
      return reply.code(status).send({ error: error.code, message: error.message });
    }
  };

  desk.post<{ Body: { email: string; role: string } }>(
    "/accounts",
    {
      onRequest: admin,
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
        const { account, token } = await addAccount(options.database, request.body.email, request.body.role, actorOf(request));
        return { account, link: setupLink(options.baseUrl, token) };
      }),
  );

  const emailParams = { type: "object", required: ["email"], properties: { email: { type: "string", maxLength: 254 } } } as const;
  desk.post<{ Params: { email: string } }>(
    "/accounts/:email/disable",
    { onRequest: admin, schema: { params: emailParams } },
    async (request, reply) => {
      // The desk would have nobody left to manage it; the staff command can still do it deliberately.
      const accounts = await listAccounts(options.database);
      const activeAdmins = accounts.filter((account) => account.role === "admin" && account.status === "active");
      if (activeAdmins.length === 1 && activeAdmins[0]!.email === normaliseEmail(request.params.email)) {
        return reply
          .code(409)
          .send({ error: "last_admin", message: "This is the only administrator left: add another before disabling it." });
      }
      return accountAnswer(reply, async () => {
        await disableAccount(options.database, request.params.email, actorOf(request));
        return { disabled: true };
      });
    },
  );
  desk.post<{ Params: { email: string } }>(
    "/accounts/:email/reset",
    { onRequest: admin, schema: { params: emailParams } },
    (request, reply) =>
      accountAnswer(reply, async () => {
        const { token } = await resetAccount(options.database, request.params.email, actorOf(request));
        return { link: setupLink(options.baseUrl, token) };
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
