/**
 * GET /media/<name>: the uploaded pictures and documents, for everyone. A name is the upload's content
 * hash, so a file never changes and browsers and proxies keep it for a year. Served from DATA_DIR/media/,
 * which is filled from the database on a miss: another instance, or one whose cache was deleted, serves
 * the same file.
 */
import type { FastifyInstance } from "fastify";
import type { DeskDatabase } from "../desk/desk-database";
import { mediaCacheIn } from "./media-cache";
import { MEDIA_PATH, readMediaFile } from "./media-store";

/** Every name a file is served under; nothing else reaches the disk or the database. */
export const MEDIA_FILE_NAME = /^[0-9a-f]{12}(?:-[1-9][0-9]{0,4}\.(?:webp|jpg)|\.pdf)$/;
export const IMMUTABLE = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", pdf: "application/pdf" };

export type MediaServing = { database: DeskDatabase; dataDir: string };

export async function registerMediaFiles(app: FastifyInstance, { database, dataDir }: MediaServing): Promise<void> {
  const cache = mediaCacheIn(dataDir);
  app.get<{ Params: { name: string } }>(`${MEDIA_PATH}:name`, async (request, reply) => {
    const { name } = request.params;
    if (!MEDIA_FILE_NAME.test(name)) return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    let data = await cache.read(name);
    if (!data) {
      const stored = await readMediaFile(database, name);
      if (!stored) return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
      data = stored.data;
      await cache
        .write(name, data)
        .catch((error: unknown) => request.log.warn({ err: error, module: "media" }, "media file not written to the cache"));
    }
    return reply
      .header("cache-control", IMMUTABLE)
      .header("x-content-type-options", "nosniff")
      .type(CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)]!)
      .send(data);
  });
}
