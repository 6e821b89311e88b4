/**
 * Pictures and documents uploaded in the desk (0018): one row per upload, and the files made from it
 * (each width of a picture as WebP and JPEG, or the PDF written anew without its metadata) with their
 * bytes. The bytes live in the database so every instance can serve them and a backup of the database
 * holds them; DATA_DIR/media/ is only a cache of them (serve-media.ts). The original upload is never
 * kept: it may carry the camera's make and the place it was taken, which the files made from it do not.
 */
import { type Kysely, type Migration, PostgresAdapter } from "kysely";

export type MediaKind = "picture" | "document";
/** What the upload was, by its first bytes (sniff.ts). */
export type MediaSourceType = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
/** What is served. */
export type MediaFileType = "image/webp" | "image/jpeg" | "application/pdf";

export interface MediaAssetsTable {
  /** The first 12 hex digits of sha256: what the files' names start with. */
  id: string;
  /** SHA-256 of the uploaded bytes, hex: the same file uploaded again is the same asset. */
  sha256: string;
  kind: MediaKind;
  source_type: MediaSourceType;
  /** The picture's size upright (after its EXIF orientation), in pixels; null for a document. */
  width: number | null;
  height: number | null;
  /** The upload's size in bytes. */
  bytes: number;
  /** The file's name on the uploader's computer, for the desk's list (never used as a path). */
  original_name: string;
  /** The desk account's e-mail. */
  uploaded_by: string;
  uploaded_at: string;
}

export interface MediaFilesTable {
  /** The name served under /media/: "<id>-<width>.webp", "<id>-<width>.jpg" or "<id>.pdf". */
  name: string;
  asset_id: string;
  content_type: MediaFileType;
  /** The picture's width in this file; null for a document. */
  width: number | null;
  height: number | null;
  bytes: number;
  data: Uint8Array;
}

export interface MediaTables {
  media_assets: MediaAssetsTable;
  media_files: MediaFilesTable;
}

/** Appended to the store's migrations (server/store/migrations.ts); bytes are bytea on PostgreSQL, blob on SQLite. */
export const mediaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
    await db.schema
      .createTable("media_assets")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("sha256", "text", (column) => column.notNull().unique())
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("source_type", "text", (column) => column.notNull())
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("bytes", "integer", (column) => column.notNull())
      .addColumn("original_name", "text", (column) => column.notNull())
      .addColumn("uploaded_by", "text", (column) => column.notNull())
      .addColumn("uploaded_at", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("media_assets_uploaded_at").on("media_assets").column("uploaded_at").execute();
    await db.schema
      .createTable("media_files")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("asset_id", "text", (column) => column.notNull().references("media_assets.id").onDelete("cascade"))
      .addColumn("content_type", "text", (column) => column.notNull())
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("bytes", "integer", (column) => column.notNull())
      .addColumn("data", bytesType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("media_files_asset_id").on("media_files").column("asset_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("media_files").execute();
    await db.schema.dropTable("media_assets").execute();
  },
};
