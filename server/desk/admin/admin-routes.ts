/** What only administrators may do: export, erase, manage accounts and read the audit log. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { indianDay } from "#common/indian-time";
import {
  AccountError,
  addAccount,
  type ContentRights,
  disableAccount,
  listAccounts,
  resetAccount,
  setContentRights,
  setupLink,
} from "../accounts/accounts";
import { requestsCsv } from "../../submissions/export";
import { isCalendarDay } from "#schemas/preferred-date";
import { normalisePhone } from "#schemas/phone";
import { maskEmail, maskPhone } from "../../mail/mask";
import { AUDIT_ACTIONS, type AuditAction, maskedSearch, readAuditPage, recordAudit } from "../audit";
import { QUEUE_SORTS, QUEUE_VIEWS, type QueueSort, type QueueView } from "#common/request-queue";
import { withoutBidiControls } from "#schemas/text-rules";
import type { SubmissionKind } from "../../store/schema";
import type { RequestStatus } from "../desk-tables";
import { type DeskOptions, requireStaff, requireStepUp, staffOf } from "../desk-http";
import { contactOf, erase, type ErasureKey, type ErasurePageStart, findForErasure } from "./erasure";
import { sendStaffMail } from "../accounts/staff-mail";
import { exportRequests, REQUEST_FORMS, REQUEST_STATUSES } from "../queue/request-queries";
import { DAY_MS, startOfIndianDay } from "../queue/request-routes";

const exportQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    view: { type: "string", enum: QUEUE_VIEWS },
    status: { type: "string", enum: REQUEST_STATUSES },
    form: { type: "string", enum: REQUEST_FORMS },
    speciality: { type: "string", maxLength: 100 },
    from: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    to: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    q: { type: "string", maxLength: 200 },
    likelySpam: { type: "boolean" },
    sort: { type: "string", enum: QUEUE_SORTS },
  },
} as const;
type ExportQuery = {
  view?: QueueView;
  status?: RequestStatus;
  form?: SubmissionKind;
  speciality?: string;
  from?: string;
  to?: string;
  q?: string;
  likelySpam?: boolean;
  sort?: QueueSort;
};

const erasureKey = {
  type: "object",
  additionalProperties: false,
  properties: { phone: { type: "string", maxLength: 30 }, email: { type: "string", maxLength: 254 } },
} as const;

const eitherKey = (body: ErasureKey) => (body.phone === undefined) !== (body.email === undefined);

/** The phone number or address as the audit log may keep it: the last four digits, or the first letter and the domain. */
const maskedKey = (key: ErasureKey) =>
  key.phone !== undefined ? `phone ${maskPhone(normalisePhone(key.phone))}` : `e-mail ${maskEmail(key.email!.trim().toLowerCase())}`;

export function registerAdminRoutes(desk: FastifyInstance, options: DeskOptions) {
  const now = options.now ?? (() => new Date());
  const admin = requireStaff(options, "admin");
  // Export, erasure and account changes: the second factor again unless verified in the last minutes.
  const adminSteppedUp = [admin, requireStepUp(options)];
  const actorOf = (request: FastifyRequest) => ({ name: staffOf(request).account.email, address: request.ip, at: now() });
  /** What this administrator read or did, how many rows, from where: for the audit log. */
  const recordFor = (actor: ReturnType<typeof actorOf>, action: AuditAction, target: string, rowCount: number) =>
    recordAudit(options.database, { actor: actor.name, action, target, address: actor.address, rowCount, at: actor.at });

  desk.get<{ Querystring: ExportQuery }>(
    "/export.csv",
    { onRequest: adminSteppedUp, schema: { querystring: exportQuery } },
    async (request, reply) => {
      const { q, from, to, ...rest } = request.query;
      if ([from, to].some((day) => day !== undefined && !isCalendarDay(day))) return reply.code(400).send({ error: "bad_request" });
      const exported = await exportRequests(options.database, {
        ...rest,
        me: staffOf(request).account.email,
        now: now(),
        search: q === undefined ? undefined : withoutBidiControls(q),
        from: from === undefined ? undefined : startOfIndianDay(from),
        to: to === undefined ? undefined : new Date(startOfIndianDay(to).getTime() + DAY_MS),
      });
      const actor = actorOf(request);
      const described = (["view", "status", "form", "speciality", "from", "to", "likelySpam", "sort"] as const)
        .filter((name) => request.query[name] !== undefined)
        .map((name) => `${name}=${request.query[name]}`);
      if (q?.trim()) described.push(maskedSearch(q));
      await recordFor(actor, "export", described.length > 0 ? `requests: ${described.join(" ")}` : "all requests", exported.length);
      const day = indianDay(actor.at);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="requests-${day}.csv"`)
        .send(requestsCsv(exported));
    },
  );

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
      const page = await findForErasure(options.database, key, after);
      await recordFor(
        actorOf(request),
        "erasure-preview",
        [maskedKey(key), ...page.requests.map((found) => found.reference)].join(" · "),
        page.requests.length,
      );
      return page;
    },
  );

  /**
   * A person's access request (DPDP: "what do you hold on me"): every request with exactly their phone
   * number or address, matched as erasure matches, with its fields, e-mails, notes, outcomes and booking.
   * The same right as erasure, which reads the same people; recorded as a read of whose requests (the
   * key masked), or as an export when downloaded as CSV, through the one exporter the desk's Export uses.
   */
  const personData = async (request: FastifyRequest<{ Body: ErasureKey }>, action: "person-data-read" | "person-data-export") => {
    const contact = contactOf(request.body);
    const actor = actorOf(request);
    const requests = contact ? await exportRequests(options.database, { contact, now: actor.at }) : [];
    const subject = [maskedKey(request.body), ...requests.map((found) => found.reference)].join(" · ");
    await recordFor(actor, action, subject, requests.length);
    return requests;
  };
  const personDataRoute = { onRequest: adminSteppedUp, schema: { body: erasureKey } };

  desk.post<{ Body: ErasureKey }>("/person-data", personDataRoute, async (request, reply) => {
    if (!eitherKey(request.body))
      return reply.code(400).send({ error: "bad_request", message: "Give a phone number or an e-mail address." });
    return { requests: await personData(request, "person-data-read") };
  });

  desk.post<{ Body: ErasureKey }>("/person-data.csv", personDataRoute, async (request, reply) => {
    if (!eitherKey(request.body))
      return reply.code(400).send({ error: "bad_request", message: "Give a phone number or an e-mail address." });
    const requests = await personData(request, "person-data-export");
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="person-data-${indianDay(now())}.csv"`)
      .send(requestsCsv(requests));
  });

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

  desk.get("/accounts", { onRequest: admin }, async (request) => {
    const accounts = await listAccounts(options.database);
    await recordFor(actorOf(request), "accounts-read", "staff accounts", accounts.length);
    return { accounts };
  });

  const accountAnswer = async (reply: FastifyReply, work: () => Promise<object>) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      const status = error.code === "not_found" ? 404 : error.code === "exists" || error.code === "last_admin" ? 409 : 400;
      return reply.code(status).send({ error: error.code, message: error.message });
    }
  };

  desk.post<{ Body: { email: string; role: string } & Partial<ContentRights> }>(
    "/accounts",
    {
      onRequest: adminSteppedUp,
      schema: {
        body: {
          type: "object",
          required: ["email", "role"],
          additionalProperties: false,
          properties: {
            email: { type: "string", maxLength: 254 },
            role: { type: "string", enum: ["desk", "admin"] },
            ...contentRightsProperties,
          },
        },
      },
    },
    (request, reply) =>
      accountAnswer(reply, async () => {
        const actor = actorOf(request);
        const { email, role, ...rights } = request.body;
        const { account, token } = await addAccount(options.database, email, role, actor, rights);
        // To the new person's own mailbox, not to the administrator's screen.
        await sendStaffMail(options, {
          kind: "invitation",
          to: account.email,
          at: actor.at,
          by: actor.name,
          link: setupLink(options.deskOrigin ?? options.baseUrl, token),
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
          link: setupLink(options.deskOrigin ?? options.baseUrl, token),
        });
        return { sent: true };
      }),
  );

  // Who may edit and who may publish the site's content (server/content); an administrator always may.
  desk.post<{ Params: { email: string }; Body: Partial<ContentRights> }>(
    "/accounts/:email/rights",
    {
      onRequest: adminSteppedUp,
      schema: {
        params: emailParams,
        body: { type: "object", additionalProperties: false, minProperties: 1, properties: contentRightsProperties },
      },
    },
    (request, reply) =>
      accountAnswer(reply, async () => ({
        account: await setContentRights(options.database, request.params.email, request.body, actorOf(request)),
      })),
  );

  desk.get<{ Querystring: AuditPageQuery }>(
    "/audit",
    { onRequest: admin, schema: { querystring: auditPageQuery } },
    async (request, reply) => {
      const { limit, before, action, person, day } = request.query;
      if (day !== undefined && !isCalendarDay(day)) {
        return reply.code(400).send({ error: "bad_request", message: "The day must be a real date, YYYY-MM-DD." });
      }
      const from = day === undefined ? undefined : startOfIndianDay(day);
      const page = await readAuditPage(options.store, {
        limit,
        before,
        action,
        who: person?.trim() || undefined,
        from,
        to: from && new Date(from.getTime() + DAY_MS),
      });
      const filters = Object.entries({ action, person, day, before }).filter(([, value]) => value !== undefined);
      const asked = filters.length === 0 ? "newest entries" : filters.map(([name, value]) => `${name}=${String(value)}`).join(" ");
      await recordFor(actorOf(request), "audit-read", asked, page.entries.length);
      return page;
    },
  );
}

const contentRightsProperties = { contentEdit: { type: "boolean" }, contentPublish: { type: "boolean" } } as const;

type AuditPageQuery = { limit: number; before?: number; action?: string; person?: string; day?: string };

const auditPageQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    limit: { type: "integer", minimum: 1, maximum: 500, default: 100 },
    /** The `older` cursor of the page before. */
    // The column is a 32-bit integer on PostgreSQL: a larger number is bad input, not a database error.
    before: { type: "integer", minimum: 1, maximum: 2_147_483_647 },
    action: { type: "string", enum: AUDIT_ACTIONS },
    /** Whose entries: a staff member's e-mail, or the name the staff command recorded. */
    person: { type: "string", minLength: 1, maxLength: 320 },
    /** A day in India, YYYY-MM-DD. */
    day: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
  },
} as const;
