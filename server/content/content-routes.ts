/**
 * The desk's API for the site's content, under /api/desk/content: the same session, CSRF and
 * other-site checks as every desk route (requireStaff), then the person's content right, read from the
 * database on each request (a right taken away counts at once). Reading needs either right; saving a
 * draft the edit right; approving, publishing, rolling back and importing the publish right, as does
 * reading how far a publish is (GET /content/publishing, which the desk asks every second while its
 * publish is pending: answered from the database, not audited, as no other read is).
 */
import { z } from "zod";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LOCALES, type Locale } from "#common/locale";
import { contentRightsOfAccount, type ContentRights } from "../desk/accounts/accounts";
import { recordAudit } from "../desk/audit";
import { type DeskOptions, requireStaff, staffOf } from "../desk/desk-http";
import { type ContentActor, type ContentDeskOptions, ContentRefusal } from "./content-store";
import { DRAFT_BAND_STYLE_SOURCE } from "../publish/draft-band";

type Right = "read" | "edit" | "publish";

const RIGHT_WORDS: Record<Right, string> = {
  read: "You have no right to the site's content: an administrator can give it.",
  edit: "You have no right to edit the site's content: an administrator can give it.",
  publish: "You have no right to approve or publish the site's content: an administrator can give it.",
};

const allowed = (rights: ContentRights, right: Right) =>
  right === "read" ? rights.contentEdit || rights.contentPublish : right === "edit" ? rights.contentEdit : rights.contentPublish;

/** A draft's body: a document's value is checked by its kind's schema, not here. */
const DRAFT_BODY_LIMIT = 512 * 1024;
/** A whole site's content, pictures as references: a few hundred KB today. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * A publish, rollback or import answers once every page of both languages is rendered: tens of seconds
 * on a small server, a minute when it is busy, during which nothing moves on the connection (the desk
 * follows it on GET /content/publishing meanwhile). The
 * server closes a silent connection after IDLE_TIMEOUT_MS (30 s), which would cut the answer off and
 * leave staff with an error for a publish that went live; these requests get this long instead
 * (Node puts the keep-alive timeout back once the answer is sent).
 */
const RELEASE_ANSWER_TIMEOUT_MS = 10 * 60_000;
const waitForTheRelease = (request: FastifyRequest) => {
  // A request the server injects into itself (its tests, a health check) has no real socket to wait on.
  const socket = request.raw.socket as Partial<Pick<typeof request.raw.socket, "setTimeout">> | undefined;
  if (typeof socket?.setTimeout === "function") socket.setTimeout(RELEASE_ANSWER_TIMEOUT_MS);
};

const KEY = { type: "string", minLength: 1, maxLength: 100 } as const;
const documentParams = { type: "object", required: ["kind", "key"], properties: { kind: KEY, key: KEY } } as const;
const kindParams = { type: "object", required: ["kind"], properties: { kind: KEY } } as const;
// One type list, not anyOf: the desk's Ajv coerces types, and would turn null into 0 in an anyOf's integer branch.
const version = { type: ["integer", "null"], minimum: 0, maximum: 2_147_483_647 } as const;
/** The version of a draft an approval or a "still right" names. */
const draftVersion = { type: "integer", minimum: 0, maximum: 2_147_483_647 } as const;
const translationSources = {
  type: "object",
  maxProperties: 2000,
  additionalProperties: { type: "string", maxLength: 64 },
} as const;

/**
 * The preview's own policy: a page without scripts, framed by the desk's own pages only, its
 * stylesheets and pictures from the site, and no inline style but the draft band's (by its hash).
 */
const PREVIEW_POLICY = [
  "default-src 'none'",
  `style-src 'self' ${DRAFT_BAND_STYLE_SOURCE}`,
  "img-src 'self' data:",
  "font-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

export function registerContentRoutes(desk: FastifyInstance, options: DeskOptions, content: ContentDeskOptions) {
  const now = options.now ?? (() => new Date());
  const { store } = content;
  const staff = requireStaff(options);
  const actorOf = (request: FastifyRequest): ContentActor => ({ name: staffOf(request).account.email, address: request.ip, at: now() });

  /** After requireStaff: 403 (recorded) for a person without the right. */
  const requireRight = (right: Right) => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.deskSession;
    // requireStaff has answered already.
    if (!session) return;
    if (allowed(await contentRightsOfAccount(options.database, session.account.id), right)) return;
    await recordAudit(options.database, {
      actor: session.account.email,
      action: "forbidden",
      target: `${request.method} ${request.routeOptions.url ?? request.url.split("?")[0]}`,
      address: request.ip,
      rowCount: 0,
      at: now(),
    });
    return reply.code(403).send({ error: "forbidden", message: RIGHT_WORDS[right] });
  };
  const guard = (right: Right) => ({ onRequest: [staff, requireRight(right)] });

  /** Runs the store's work; its refusals become their answers. */
  const answer = async (reply: FastifyReply, work: () => Promise<unknown>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ContentRefusal) return reply.code(error.status).send(error.body);
      throw error;
    }
  };

  desk.get("/content/kinds", guard("read"), async () => ({
    kinds: store.kinds.map((kind) => ({
      id: kind.id,
      title: kind.title,
      collection: kind.collection,
      jsonSchema: z.toJSONSchema(kind.schema, { unrepresentable: "any" }),
      needsSecondPerson: kind.needsSecondPerson,
    })),
  }));

  desk.get<{ Querystring: { kind: string } }>(
    "/content/documents",
    {
      ...guard("read"),
      schema: { querystring: { type: "object", required: ["kind"], additionalProperties: false, properties: { kind: KEY } } },
    },
    (request, reply) => answer(reply, () => store.documents(request.query.kind)),
  );

  desk.put<{
    Params: { kind: string; key: string };
    Body: { value: unknown; baseVersion: number | null; draftVersion: number | null; translationSources?: Record<string, string> };
  }>(
    "/content/documents/:kind/:key/draft",
    {
      ...guard("edit"),
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: {
        params: documentParams,
        body: {
          type: "object",
          required: ["value", "baseVersion", "draftVersion"],
          additionalProperties: false,
          properties: { value: {}, baseVersion: version, draftVersion: version, translationSources },
        },
      },
    },
    (request, reply) =>
      answer(reply, async () => ({
        draft: await store.saveDraft(request.params.kind, request.params.key, request.body, actorOf(request)),
      })),
  );

  desk.post<{ Params: { kind: string; key: string }; Body: { baseVersion: number | null; draftVersion: number | null } }>(
    "/content/documents/:kind/:key/remove",
    {
      ...guard("edit"),
      schema: {
        params: documentParams,
        body: {
          type: "object",
          required: ["baseVersion", "draftVersion"],
          additionalProperties: false,
          properties: { baseVersion: version, draftVersion: version },
        },
      },
    },
    (request, reply) =>
      answer(reply, async () => ({
        draft: await store.draftRemoval(request.params.kind, request.params.key, request.body, actorOf(request)),
      })),
  );

  desk.put<{ Params: { kind: string }; Body: { order: string[]; baseVersion: number | null; draftVersion?: number | null } }>(
    "/content/order/:kind",
    {
      ...guard("edit"),
      schema: {
        params: kindParams,
        body: {
          type: "object",
          required: ["order", "baseVersion"],
          additionalProperties: false,
          properties: { order: { type: "array", maxItems: 1000, items: KEY }, baseVersion: version, draftVersion: version },
        },
      },
    },
    (request, reply) =>
      answer(reply, async () => ({ orderDraft: await store.saveOrder(request.params.kind, request.body, actorOf(request)) })),
  );

  desk.delete<{ Params: { kind: string; key: string } }>(
    "/content/documents/:kind/:key/draft",
    { ...guard("edit"), schema: { params: documentParams } },
    (request, reply) =>
      answer(reply, async () => {
        const discarded = await store.discard(request.params.kind, request.params.key, actorOf(request));
        return discarded ? { discarded } : reply.code(404).send({ error: "not_found", message: "There is no draft of this waiting." });
      }),
  );

  desk.get("/content/changes", guard("read"), (_request, reply) => answer(reply, () => store.changes()));

  desk.post<{ Params: { kind: string; key: string }; Body: { draftVersion?: number } | undefined }>(
    "/content/documents/:kind/:key/approve",
    {
      ...guard("publish"),
      schema: {
        params: documentParams,
        body: {
          type: "object",
          additionalProperties: false,
          properties: { draftVersion },
        },
      },
    },
    (request, reply) => answer(reply, () => store.approve(request.params.kind, request.params.key, request.body ?? {}, actorOf(request))),
  );

  desk.post<{ Params: { kind: string; key: string }; Body: { draftVersion: number; paths: string[] } }>(
    "/content/documents/:kind/:key/hindi-still-right",
    {
      ...guard("edit"),
      schema: {
        params: documentParams,
        body: {
          type: "object",
          required: ["draftVersion", "paths"],
          additionalProperties: false,
          properties: {
            draftVersion,
            paths: { type: "array", minItems: 1, maxItems: 200, items: { type: "string", maxLength: 300 } },
          },
        },
      },
    },
    (request, reply) => answer(reply, () => store.confirmHindi(request.params.kind, request.params.key, request.body, actorOf(request))),
  );

  desk.post<{ Body: { documents: { kind: string; key: string; alone?: boolean }[]; confirmReverting?: boolean } }>(
    "/content/publish",
    {
      ...guard("publish"),
      schema: {
        body: {
          type: "object",
          required: ["documents"],
          additionalProperties: false,
          properties: {
            documents: {
              type: "array",
              minItems: 1,
              maxItems: 1000,
              items: {
                type: "object",
                required: ["kind", "key"],
                additionalProperties: false,
                properties: { kind: KEY, key: KEY, alone: { type: "boolean" } },
              },
            },
            confirmReverting: { type: "boolean", default: false },
          },
        },
      },
    },
    (request, reply) => {
      waitForTheRelease(request);
      const { documents, confirmReverting } = request.body;
      return answer(reply, () => store.publish(documents, actorOf(request), { confirmReverting }));
    },
  );

  desk.get("/content/releases", guard("read"), async () => ({ releases: await store.releases() }));

  /** `{ releaseId, step, done, total, startedAt }` while a publish, rollback or import runs on any instance; `{ idle: true }` otherwise. */
  desk.get("/content/publishing", guard("publish"), () => store.publishing());

  desk.post<{ Params: { number: number }; Body: { asDrafts?: boolean } | undefined }>(
    "/content/releases/:number/rollback",
    {
      ...guard("publish"),
      schema: {
        params: { type: "object", required: ["number"], properties: { number: { type: "integer", minimum: 1, maximum: 2_147_483_647 } } },
        body: { type: "object", additionalProperties: false, properties: { asDrafts: { type: "boolean" } } },
      },
    },
    (request, reply) => {
      waitForTheRelease(request);
      return answer(reply, () => store.rollback(request.params.number, actorOf(request), { asDrafts: request.body?.asDrafts === true }));
    },
  );

  desk.get<{ Querystring: { path: string; lang: Locale } }>(
    "/content/preview",
    {
      ...guard("read"),
      schema: {
        querystring: {
          type: "object",
          required: ["path"],
          additionalProperties: false,
          properties: {
            path: { type: "string", minLength: 1, maxLength: 300, pattern: "^/(?!/)[^\\\\]*$" },
            lang: { type: "string", enum: LOCALES, default: "en" },
          },
        },
      },
      // After the desk's own headers (its scope's hook runs first): framed by the desk's pages only.
      onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
        if (reply.statusCode !== 200) return;
        reply.header("content-security-policy", PREVIEW_POLICY);
        reply.header("x-frame-options", "SAMEORIGIN");
        reply.header("cache-control", "no-store");
        reply.header("x-robots-tag", "noindex, nofollow");
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const html = await store.preview(request.query.path, request.query.lang, actorOf(request));
        if (html === null) return reply.code(404).send({ error: "not_found", message: "The site has no page at this address." });
        return reply.type("text/html; charset=utf-8").send(html);
      }),
  );

  desk.get("/content/checklist", guard("read"), () => store.checklist());

  desk.get("/content/export", guard("read"), async (request, reply) => {
    const exported = await store.exportContent(actorOf(request));
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
      exported.exportedAt ? new Date(exported.exportedAt) : now(),
    );
    return reply.header("content-disposition", `attachment; filename="site-content-${day}.json"`).send(exported);
  });

  /** What an import would add, change and remove, and what it would undo: changes nothing. */
  desk.post<{ Body: { content: unknown } }>(
    "/content/import/check",
    {
      ...guard("publish"),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        body: { type: "object", required: ["content"], additionalProperties: false, properties: { content: { type: "object" } } },
      },
    },
    (request, reply) => answer(reply, () => store.checkImport(request.body.content)),
  );

  desk.post<{ Body: { content: unknown; publish?: boolean; confirmReverting?: boolean } }>(
    "/content/import",
    {
      ...guard("publish"),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        body: {
          type: "object",
          required: ["content"],
          additionalProperties: false,
          properties: {
            content: { type: "object" },
            publish: { type: "boolean", default: false },
            confirmReverting: { type: "boolean", default: false },
          },
        },
      },
    },
    (request, reply) => {
      waitForTheRelease(request);
      const { content, publish = false, confirmReverting = false } = request.body;
      return answer(reply, () => store.importContent(content, { publish, confirmReverting }, actorOf(request)));
    },
  );
}
