/**
 * The uploads in the database, through the desk's connection: recorded with their files and the audit
 * entry in one transaction, listed for the desk, and each file read back by its served name.
 */
import type { Kysely } from "kysely";
import { type AuditEvent, auditEntry } from "../desk/audit";
import type { DeskDatabase } from "../desk/desk-database";
import type { DeskSchema } from "../desk/desk-tables";
import type { MediaAssetsTable, MediaFileType, MediaTables } from "./media-tables";
import { type ProcessedUpload, SOURCE_WIDTH } from "./process-upload";

type MediaSchema = DeskSchema & MediaTables;
const mediaDb = (database: DeskDatabase) => database.db as unknown as Kysely<MediaSchema>;

/** The prefix of /media/ addresses; file names follow it. */
export const MEDIA_PATH = "/media/";

export type UploadedVariant = { width: number; webp: string; jpeg: string };
/** What the desk puts into content: the shape of app/content's Picture (alt text is added there). */
export type UploadedPicture = { src: string; width: number; height: number; variants: UploadedVariant[] };
export type UploadedDocument = { src: string; bytes: number };
export type UploadAnswer = { picture: UploadedPicture } | { document: UploadedDocument };

export type ListedUpload = UploadAnswer & {
  id: string;
  originalName: string;
  uploadedBy: string;
  uploadedAt: string;
  /** The upload's own size in bytes. */
  bytes: number;
};

type FileSummary = { name: string; content_type: string; width: number | null; height: number | null; bytes: number };
type AssetRow = Pick<MediaAssetsTable, "id" | "kind" | "bytes" | "original_name" | "uploaded_by" | "uploaded_at">;

/** The answer for an asset from its files' names and sizes. */
export function describeUpload(asset: Pick<AssetRow, "kind">, files: FileSummary[]): UploadAnswer {
  if (asset.kind === "document") {
    const pdf = files.find((file) => file.content_type === "application/pdf");
    if (!pdf) throw new Error("a document without its PDF");
    return { document: { src: `${MEDIA_PATH}${pdf.name}`, bytes: pdf.bytes } };
  }
  const byWidth = new Map<number, { webp?: FileSummary; jpeg?: FileSummary }>();
  for (const file of files) {
    if (file.width === null) continue;
    const entry = byWidth.get(file.width) ?? {};
    if (file.content_type === "image/webp") entry.webp = file;
    if (file.content_type === "image/jpeg") entry.jpeg = file;
    byWidth.set(file.width, entry);
  }
  const complete = [...byWidth.entries()]
    .filter((entry): entry is [number, { webp: FileSummary; jpeg: FileSummary }] => Boolean(entry[1].webp && entry[1].jpeg))
    .sort(([a], [b]) => a - b);
  if (complete.length === 0) throw new Error("a picture without its files");
  // The 640 WebP, or the widest under it when the picture is narrower.
  const [, source] = complete.filter(([width]) => width <= SOURCE_WIDTH).at(-1) ?? complete[0]!;
  return {
    picture: {
      src: `${MEDIA_PATH}${source.webp.name}`,
      width: source.webp.width!,
      height: source.webp.height!,
      variants: complete.map(([width, { webp, jpeg }]) => ({
        width,
        webp: `${MEDIA_PATH}${webp.name}`,
        jpeg: `${MEDIA_PATH}${jpeg.name}`,
      })),
    },
  };
}

const FILE_SUMMARY = ["name", "content_type", "width", "height", "bytes"] as const;

/** The asset uploaded with these bytes before, if any, as the upload's answer. */
export async function findUpload(database: DeskDatabase, sha256: string): Promise<{ id: string; answer: UploadAnswer } | undefined> {
  const db = mediaDb(database);
  const asset = await db.selectFrom("media_assets").select(["id", "kind"]).where("sha256", "=", sha256).executeTakeFirst();
  if (!asset) return undefined;
  const files = await db.selectFrom("media_files").select(FILE_SUMMARY).where("asset_id", "=", asset.id).execute();
  return { id: asset.id, answer: describeUpload(asset, files) };
}

export type NewUpload = {
  id: string;
  sha256: string;
  bytes: number;
  originalName: string;
  uploadedBy: string;
  uploadedAt: Date;
  processed: ProcessedUpload;
};

/**
 * The asset, its files and the audit entry, in one transaction. Another instance storing the same
 * bytes at the same moment is no conflict: the rows are the same, and the second insert does nothing.
 */
export async function saveUpload(database: DeskDatabase, upload: NewUpload, audit: AuditEvent): Promise<void> {
  const db = mediaDb(database);
  const { processed } = upload;
  await database.write([
    db
      .insertInto("media_assets")
      .values({
        id: upload.id,
        sha256: upload.sha256,
        kind: processed.kind,
        source_type: processed.sourceType,
        width: processed.width,
        height: processed.height,
        bytes: upload.bytes,
        original_name: upload.originalName,
        uploaded_by: upload.uploadedBy,
        uploaded_at: upload.uploadedAt.toISOString(),
      })
      .onConflict((conflict) => conflict.column("sha256").doNothing()),
    ...processed.files.map((file) =>
      db
        .insertInto("media_files")
        .values({
          name: file.name,
          asset_id: upload.id,
          content_type: file.contentType,
          width: file.width,
          height: file.height,
          bytes: file.data.length,
          data: file.data,
        })
        .onConflict((conflict) => conflict.column("name").doNothing()),
    ),
    auditEntry(database, audit),
  ]);
}

/** The uploads, newest first. */
export async function listUploads(database: DeskDatabase, limit: number): Promise<ListedUpload[]> {
  const db = mediaDb(database);
  const assets = await db
    .selectFrom("media_assets")
    .select(["id", "kind", "bytes", "original_name", "uploaded_by", "uploaded_at"])
    .orderBy("uploaded_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  if (assets.length === 0) return [];
  const files = await db
    .selectFrom("media_files")
    .select(["asset_id", ...FILE_SUMMARY])
    .where(
      "asset_id",
      "in",
      assets.map((asset) => asset.id),
    )
    .execute();
  return assets.map((asset) => ({
    id: asset.id,
    originalName: asset.original_name,
    uploadedBy: asset.uploaded_by,
    uploadedAt: asset.uploaded_at,
    bytes: Number(asset.bytes),
    ...describeUpload(
      asset,
      files.filter((file) => file.asset_id === asset.id),
    ),
  }));
}

/** A served file's bytes and type, by its name under /media/. */
export async function readMediaFile(
  database: DeskDatabase,
  name: string,
): Promise<{ contentType: MediaFileType; data: Buffer } | undefined> {
  const row = await mediaDb(database)
    .selectFrom("media_files")
    .select(["content_type", "data"])
    .where("name", "=", name)
    .executeTakeFirst();
  return row && { contentType: row.content_type, data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) };
}
