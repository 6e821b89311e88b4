/**
 * The desk's picture and document uploads: POST /api/desk/media (one file, multipart) and the list of
 * uploads, GET /api/desk/media. Registered inside the desk's /api/desk scope (desk-plugin.ts), so the
 * desk's headers, session and CSRF checks apply; multipart bodies are accepted on the upload alone.
 */
import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { withoutBidiControls } from "#schemas/text-rules";
import { contentRightsOfAccount } from "../desk/accounts/accounts";
import { recordAudit } from "../desk/audit";
import type { DeskDatabase } from "../desk/desk-database";
import { type DeskOptions, requireStaff, staffOf } from "../desk/desk-http";
import type { DeskSession } from "../desk/sessions";
import { mediaCacheIn } from "./media-cache";
import { describeUpload, findUpload, listUploads, saveUpload, type UploadAnswer } from "./media-store";
import { processUpload } from "./process-upload";
import { MAX_UPLOAD_BYTES, REFUSALS, type Refusal, UploadRefused } from "./refusals";
import { createSerialQueue } from "./serial-queue";
import { sniff } from "./sniff";

/** Uploads processing or waiting their turn; one more is refused as busy. */
export const MAX_PENDING_UPLOADS = 4;
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_LISTED = 500;

/**
 * Whether this account may upload pictures for the site's content: the content_edit right (granted by
 * administrators; an administrator has it always), read from the database on each upload so a right
 * taken away counts at once, as the content routes read it.
 */
export async function mayEditContent(database: DeskDatabase, session: DeskSession): Promise<boolean> {
  return (await contentRightsOfAccount(database, session.account.id)).contentEdit;
}

export type MediaRouteSettings = {
  /** Who may upload (mayEditContent unless a test hands in another rule). */
  mayUpload?: (session: DeskSession) => boolean | Promise<boolean>;
  maxPending?: number;
};

const listQuery = {
  type: "object",
  additionalProperties: false,
  properties: { limit: { type: "integer", minimum: 1, maximum: MAX_LISTED, default: 100 } },
} as const;

/** The name as the desk shows it: no folders, no control or direction characters, not too long. */
export function originalNameOf(filename: string | undefined): string {
  const base = (filename ?? "").split(/[/\\]/).at(-1) ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f]/g, "")).trim();
  return Array.from(clean).slice(0, 200).join("") || "upload";
}

const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply.code(refusal.status).send({ error: refusal.error, message: refusal.message });

export async function registerMediaRoutes(desk: FastifyInstance, options: DeskOptions, settings: MediaRouteSettings = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const cache = mediaCacheIn(options.dataDir);
  const queue = createSerialQueue(settings.maxPending ?? MAX_PENDING_UPLOADS);
  const mayUpload = settings.mayUpload ?? ((session: DeskSession) => mayEditContent(options.database, session));
  const staff = requireStaff(options);

  /** After requireStaff: the account's right to edit content; refused attempts are audited like any other. */
  const editor = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.deskSession;
    if (!session || (await mayUpload(session))) return;
    await recordAudit(options.database, {
      actor: session.account.email,
      action: "forbidden",
      target: `${request.method} ${request.routeOptions.url ?? request.url.split("?")[0]}`,
      address: request.ip,
      rowCount: 0,
      at: now(),
    });
    return reply.code(403).send({ error: "forbidden", message: "Your account may not change the site's content. Ask an administrator." });
  };
  /** A body announced as larger than the limit is refused before a byte of it is read. */
  const announcedSize = async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers["content-length"]);
    if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) return refuse(reply, REFUSALS.tooLarge());
  };

  desk.get<{ Querystring: { limit: number } }>(
    "/media",
    { onRequest: [staff, editor], schema: { querystring: listQuery } },
    async (request) => ({
      uploads: await listUploads(options.database, request.query.limit),
    }),
  );

  // Its own scope, so the multipart parser is added to this route only: the desk's other routes take JSON alone.
  await desk.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 11, headerPairs: 20 },
    });

    scope.post("/media", { onRequest: [staff, editor, announcedSize] }, async (request, reply) => {
      let received: { bytes: Buffer; filename: string } | undefined;
      try {
        const part = request.isMultipart() ? await request.file() : undefined;
        if (part) received = { bytes: await part.toBuffer(), filename: part.filename };
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) return refuse(reply, REFUSALS.tooLarge());
        if (
          error instanceof scope.multipartErrors.FilesLimitError ||
          error instanceof scope.multipartErrors.PartsLimitError ||
          error instanceof scope.multipartErrors.FieldsLimitError
        ) {
          return refuse(reply, REFUSALS.noFile());
        }
        return reply.code(400).send({ error: "bad_request" });
      }
      if (!received || received.bytes.length === 0) return refuse(reply, REFUSALS.noFile());
      const { bytes } = received;
      // What cannot be used at all is refused at once, without waiting for the pictures ahead of it.
      const sniffed = sniff(bytes);
      if ("refused" in sniffed) return refuse(reply, sniffed.refused === "heic" ? REFUSALS.heic() : REFUSALS.notAccepted());

      const session = staffOf(request);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const id = sha256.slice(0, 12);
      const originalName = originalNameOf(received.filename);
      const auditOf = (kind: string, again: boolean) => ({
        actor: session.account.email,
        action: "media-uploaded" as const,
        target: `${kind} ${id} · ${originalName} · ${bytes.length} bytes${again ? " · already uploaded" : ""}`,
        address: request.ip,
        at: now(),
      });
      try {
        const answer = await queue.run(async (): Promise<UploadAnswer> => {
          const earlier = await findUpload(options.database, sha256);
          if (earlier) {
            await recordAudit(options.database, auditOf("picture" in earlier.answer ? "picture" : "document", true));
            return earlier.answer;
          }
          const processed = await processUpload(bytes, id);
          const uploadedAt = now();
          await saveUpload(
            options.database,
            { id, sha256, bytes: bytes.length, originalName, uploadedBy: session.account.email, uploadedAt, processed },
            { ...auditOf(processed.kind, false), at: uploadedAt },
          );
          // The database has them already; the cache saves the first visitor's read.
          await Promise.all(processed.files.map((file) => cache.write(file.name, file.data))).catch((error: unknown) =>
            request.log.warn({ err: error, module: "media" }, "uploaded files not written to the media cache"),
          );
          return describeUpload(
            processed,
            processed.files.map((file) => ({
              name: file.name,
              content_type: file.contentType,
              width: file.width,
              height: file.height,
              bytes: file.data.length,
            })),
          );
        });
        return reply.code(201).send(answer);
      } catch (error) {
        if (error instanceof UploadRefused) return refuse(reply, error.refusal);
        throw error;
      }
    });
  });
}
