/**
 * What an upload becomes: a picture is turned upright, resized to the widths the pages use (never
 * enlarged) and saved as WebP and JPEG, with nothing of the original's metadata (sharp writes none
 * unless asked: no EXIF, so no camera make or GPS position, no XMP, no ICC profile; colours are
 * converted to sRGB first). A PDF is read and written anew without what names its authors, their
 * programs or their cameras (clean-pdf.ts). Anything else is refused with a reason (refusals.ts).
 */
import sharp, { type OutputInfo } from "sharp";
import { cleanPdf } from "./clean-pdf";
import type { MediaFileType, MediaKind, MediaSourceType } from "./media-tables";
import { MAX_INPUT_PIXELS, REFUSALS, UploadRefused } from "./refusals";
import { pdfLooksComplete, sniff } from "./sniff";

// One libvips thread per picture and no cache of decoded images between uploads: a picture is
// processed once, and the second core stays free for the site's visitors.
sharp.concurrency(1);
sharp.cache(false);

const LARGEST_WIDTH = 1280;
/** The widths the pages ask for in srcset; a narrower picture also gets its own width. */
export const PICTURE_WIDTHS = [320, 640, 960, LARGEST_WIDTH] as const;
/** The width of the picture's `src`: the srcset's fallback, and what the content records. */
export const SOURCE_WIDTH = 640;
/** Beyond this, a picture is a strip, not a photo (and WebP cannot hold a side over 16,383 pixels). */
const MAX_ASPECT_RATIO = 8;
const WEBP_QUALITY = 75;
const JPEG_QUALITY = 78;
/** Transparent parts of a PNG, in the JPEG copy (which has no transparency): the pages' background. */
const JPEG_BACKGROUND = "#ffffff";

export type MadeFile = {
  /** The name served under /media/. */
  name: string;
  contentType: MediaFileType;
  width: number | null;
  height: number | null;
  data: Buffer;
};

export type ProcessedUpload = {
  kind: MediaKind;
  sourceType: MediaSourceType;
  /** The picture upright, in pixels; null for a document. */
  width: number | null;
  height: number | null;
  files: MadeFile[];
};

/** The widths made of a picture `width` pixels wide, narrowest first. */
export function widthsFor(width: number): number[] {
  const widths: number[] = PICTURE_WIDTHS.filter((standard) => standard <= width);
  if (width < LARGEST_WIDTH && !widths.includes(width)) widths.push(width);
  return widths;
}

export const pictureFileName = (id: string, width: number, format: "webp" | "jpg") => `${id}-${width}.${format}`;
export const documentFileName = (id: string) => `${id}.pdf`;

/** Sniffs and processes one upload; `id` names its files. Throws UploadRefused for what cannot be used. */
export async function processUpload(bytes: Buffer, id: string): Promise<ProcessedUpload> {
  const sniffed = sniff(bytes);
  if ("refused" in sniffed) throw new UploadRefused(sniffed.refused === "heic" ? REFUSALS.heic() : REFUSALS.notAccepted());
  if (sniffed.accepted === "application/pdf") {
    // The library reads what it can of a file cut short; its missing end marker still tells.
    if (!pdfLooksComplete(bytes)) throw new UploadRefused(REFUSALS.unreadablePdf());
    const data = await cleanPdf(bytes);
    return {
      kind: "document",
      sourceType: "application/pdf",
      width: null,
      height: null,
      files: [{ name: documentFileName(id), contentType: "application/pdf", width: null, height: null, data }],
    };
  }
  return processPicture(bytes, id, sniffed.accepted);
}

const SHARP_FORMAT: Record<Exclude<MediaSourceType, "application/pdf">, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

async function processPicture(
  bytes: Buffer,
  id: string,
  sourceType: Exclude<MediaSourceType, "application/pdf">,
): Promise<ProcessedUpload> {
  // The header alone, so an oversized picture is refused with its size before any pixel is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new UploadRefused(REFUSALS.unreadablePicture());
    });
  if (metadata.format !== SHARP_FORMAT[sourceType] || !metadata.width || !metadata.height)
    throw new UploadRefused(REFUSALS.unreadablePicture());
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (width * height > MAX_INPUT_PIXELS) throw new UploadRefused(REFUSALS.tooManyPixels(width, height));
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) throw new UploadRefused(REFUSALS.oddShape(width, height));

  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright, at the largest width needed, as 8-bit sRGB pixels; every file is made from these.
    base = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRefused(REFUSALS.unreadablePicture());
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const files: MadeFile[] = [];
  for (const targetWidth of widthsFor(base.info.width)) {
    const resized = () => sharp(base.data, { raw }).resize({ width: targetWidth, withoutEnlargement: true });
    const webp = await resized().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    const jpeg = await resized()
      .flatten({ background: JPEG_BACKGROUND })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    for (const [made, format, contentType] of [
      [webp, "webp", "image/webp"],
      [jpeg, "jpg", "image/jpeg"],
    ] as const) {
      files.push({
        name: pictureFileName(id, targetWidth, format),
        contentType,
        width: made.info.width,
        height: made.info.height,
        data: made.data,
      });
    }
  }
  return { kind: "picture", sourceType, width, height, files };
}
