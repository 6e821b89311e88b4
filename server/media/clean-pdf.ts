/**
 * A PDF uploaded in the desk (a certificate, a registration) is served to anyone under /media/, and a
 * PDF carries more than its pages. The programs that made it write the author's name, their own names
 * and often the file's path (user name included) into its document information dictionary and its XMP
 * metadata; a scanned or photographed page is a JPEG that still holds the camera's EXIF (make, model,
 * the GPS position where it was taken), XMP and Photoshop captions. None of it is on the page; all of
 * it is read by anyone who downloads the file. So a PDF is not kept as it came: it is read with a PDF
 * library (@cantoo/pdf-lib, the maintained fork of pdf-lib: plain JavaScript, nothing to compile when
 * installed), which also refuses what is not a PDF, and written anew without any of that:
 * - the document information dictionary keeps its dates alone (no Author, Creator, Producer, Title,
 *   Subject, Keywords or other entry: a Title is often the file's path);
 * - no /Metadata (XMP) anywhere (the catalog, pages, pictures, fonts), no /PieceInfo (an editing
 *   program's private data) and no author (/T) on comments;
 * - each JPEG picture (/DCTDecode) keeps only the segments its pixels need (withoutJpegMetadata);
 * - what nothing refers to any more (an earlier revision's information dictionary, the XMP streams
 *   let go) is left out;
 * - written with a plain cross-reference table and no object streams, so each dictionary in the file
 *   stored can be read, and checked, as text.
 * A PDF locked against changes only (it opens without a password) is stored without the lock; one that
 * needs a password to open is refused, as visitors could not open it either.
 */
import {
  decodePDFRawStream,
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from "@cantoo/pdf-lib";
import { MAX_UPLOAD_BYTES, REFUSALS, UploadRefused } from "./refusals";

/** What the information dictionary keeps: when the document was made and changed, which names no one. */
const KEPT_INFO = new Set(["CreationDate", "ModDate"]);
/** Entries no dictionary keeps: XMP metadata, and the private data an editing program leaves. */
const DROPPED_ENTRIES = [PDFName.of("Metadata"), PDFName.of("PieceInfo")];
/** The annotations a person writes (comments, highlights, stamps); their /T is the person's name. */
const MARKUP_ANNOTATIONS = new Set(
  "Text FreeText Line Square Circle Polygon PolyLine Highlight Underline Squiggly StrikeOut Stamp Caret Ink FileAttachment Sound Redact Projection".split(
    " ",
  ),
);
const DCT_DECODE = PDFName.of("DCTDecode");
const FILTER = PDFName.of("Filter");
const DECODE_PARMS = PDFName.of("DecodeParms");

/**
 * The most the JPEG pictures wrapped in another filter may decode to, together: such a picture is about
 * as large decoded as stored (a JPEG barely compresses), and the whole file is at most 15 MB.
 */
const MAX_DECODED_BYTES = 4 * MAX_UPLOAD_BYTES;

const unreadable = () => new UploadRefused(REFUSALS.unreadablePdf());

/** The PDF `bytes` without what names its authors, their programs or their cameras; throws UploadRefused if it cannot be read. */
export async function cleanPdf(bytes: Uint8Array): Promise<Buffer> {
  const document = await readPdf(bytes);
  try {
    return await rewrite(document);
  } catch (error) {
    // What the library trips on in a damaged file (a page tree of numbers, a filter it does not know).
    if (error instanceof UploadRefused) throw error;
    throw unreadable();
  }
}

async function rewrite(document: PDFDocument): Promise<Buffer> {
  const { context } = document;
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) throw unreadable();
  if (document.getPages().length === 0) throw unreadable();

  const info = context.lookup(context.trailerInfo.Info);
  if (info instanceof PDFDict) {
    for (const key of info.keys()) if (!KEPT_INFO.has(key.decodeText())) info.delete(key);
  } else {
    delete context.trailerInfo.Info;
  }
  const budget = { bytes: MAX_DECODED_BYTES };
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict) cleanDict(object);
    if (object instanceof PDFStream) cleanDict(object.dict);
    if (object instanceof PDFRawStream && lastFilter(object.dict) === DCT_DECODE) cleanJpegStream(ref, object, budget);
  }
  dropUnreferenced(document);

  const saved = await document.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  return Buffer.from(saved.buffer, saved.byteOffset, saved.byteLength);
}

/** The document, decrypted if it opens without a password (locked against changes only). */
async function readPdf(bytes: Uint8Array): Promise<PDFDocument> {
  // updateMetadata: false, or the library writes its own name in as Producer and Creator.
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (!(error instanceof EncryptedPDFError)) throw unreadable();
  }
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, password: "" });
  } catch {
    throw new UploadRefused(REFUSALS.lockedPdf());
  }
}

/** Takes the metadata out of a dictionary and the direct dictionaries inside it (indirect ones are cleaned on their own). */
function cleanDict(dict: PDFDict): void {
  for (const name of DROPPED_ENTRIES) dict.delete(name);
  const subtype = dict.get(PDFName.of("Subtype"));
  if (subtype instanceof PDFName && MARKUP_ANNOTATIONS.has(subtype.decodeText()) && dict.has(PDFName.of("Rect"))) {
    dict.delete(PDFName.of("T"));
  }
  for (const [, value] of dict.entries()) cleanDirect(value);
}

function cleanDirect(value: PDFObject): void {
  if (value instanceof PDFDict) cleanDict(value);
  else if (value instanceof PDFArray) for (const item of value.asArray()) cleanDirect(item);
}

function lastFilter(dict: PDFDict): PDFObject | undefined {
  const filter = dict.lookup(FILTER);
  if (!(filter instanceof PDFArray)) return filter;
  const last = filter.asArray().at(-1);
  return last && dict.context.lookup(last);
}

/**
 * A JPEG stream's picture without its metadata. Filters before DCTDecode (Flate, ASCII85…) are undone,
 * so the stream holds the JPEG alone; its /Length is that of the new contents.
 */
function cleanJpegStream(ref: PDFRef, stream: PDFRawStream, budget: { bytes: number }): void {
  const { dict } = stream;
  const { context } = dict;
  let jpeg = stream.contents;
  const filters = dict.lookup(FILTER);
  if (filters instanceof PDFArray && filters.size() > 1) {
    const parms = dict.lookup(DECODE_PARMS);
    const parmsList = parms instanceof PDFArray ? parms.asArray() : [];
    const outer = dict.clone();
    outer.set(FILTER, context.obj(filters.asArray().slice(0, -1)));
    if (parms instanceof PDFArray) outer.set(DECODE_PARMS, context.obj(parmsList.slice(0, -1)));
    else outer.delete(DECODE_PARMS);
    jpeg = decodeWithin(decodePDFRawStream(PDFRawStream.of(outer, stream.contents)), budget);
    dict.set(FILTER, DCT_DECODE);
    const jpegParms = parmsList.at(filters.size() - 1);
    if (jpegParms && context.lookup(jpegParms) instanceof PDFDict) dict.set(DECODE_PARMS, jpegParms);
    else dict.delete(DECODE_PARMS);
  }
  const cleaned = withoutJpegMetadata(jpeg);
  if (!cleaned) throw unreadable();
  dict.set(PDFName.of("Length"), PDFNumber.of(cleaned.length));
  context.assign(ref, PDFRawStream.of(dict, cleaned));
}

/** A decoded stream, read a megabyte at a time, so that a small stream inflating to gigabytes is refused rather than held. */
function decodeWithin(decoded: ReturnType<typeof decodePDFRawStream>, budget: { bytes: number }): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (let chunk = decoded.getBytes(1 << 20); chunk.length > 0; chunk = decoded.getBytes(1 << 20)) {
    budget.bytes -= chunk.length;
    if (budget.bytes < 0) throw unreadable();
    chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
  }
  return Buffer.concat(chunks);
}

/** Deletes the objects that nothing reachable from the trailer refers to. */
function dropUnreferenced(document: PDFDocument): void {
  const { context } = document;
  const reached = new Set<string>();
  const { Root, Info, ID } = context.trailerInfo;
  const waiting: PDFObject[] = [Root, Info, ID].filter((object) => object !== undefined);
  for (let object = waiting.pop(); object !== undefined; object = waiting.pop()) {
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) continue;
      reached.add(object.tag);
      const target = context.lookup(object);
      if (target) waiting.push(target);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) waiting.push(value);
    } else if (object instanceof PDFArray) {
      waiting.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      waiting.push(object.dict);
    }
  }
  let largest = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.tag)) context.delete(ref);
    else largest = Math.max(largest, ref.objectNumber);
  }
  // The trailer's /Size is one more than the largest object number left.
  context.largestObjectNumber = largest;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const ascii = (text: string) => Buffer.from(text, "latin1");
/**
 * The application segments a decoder reads: JFIF (APP0), the ICC colour profile (APP2) and Adobe's
 * colour transform (APP14, without which a CMYK picture decodes wrongly). Every other APPn goes: EXIF
 * and XMP (APP1), Photoshop's IPTC captions (APP13), a second picture's index (MPF), content
 * credentials (APP11), and so on; so do comments (COM).
 */
function neededSegment(marker: number, body: Uint8Array): boolean {
  if (marker === COM) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0) return true;
  if (marker === 0xe2) return Buffer.from(body.subarray(0, 12)).equals(ascii("ICC_PROFILE\0"));
  if (marker === 0xee) return Buffer.from(body.subarray(0, 5)).equals(ascii("Adobe"));
  return false;
}

/** A marker that begins a segment (or ends the picture) inside entropy-coded data: not a stuffed 0x00, a fill byte or a restart. */
const endsScanData = (byte: number) => byte !== 0x00 && byte !== 0xff && (byte < 0xd0 || byte > 0xd7);

/**
 * The JPEG without the segments neededSegment leaves out, and without anything after its end marker
 * (where phones append a second picture, with EXIF of its own, or a video). The compressed pixels are
 * kept byte for byte, so the picture decodes the same. Null if it is not a JPEG with a scan.
 */
export function withoutJpegMetadata(jpeg: Uint8Array): Uint8Array | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== SOI) return null;
  const kept: Uint8Array[] = [jpeg.subarray(0, 2)];
  let at = 2;
  let scanned = false;
  while (at < jpeg.length) {
    if (scanned) {
      // The entropy-coded data after a SOS, up to the next marker that is not part of it.
      const start = at;
      while (at + 1 < jpeg.length && !(jpeg[at] === 0xff && endsScanData(jpeg[at + 1]!))) at++;
      if (at + 1 >= jpeg.length) {
        // Cut short without its end marker: kept as it is, as a viewer draws what is there.
        kept.push(jpeg.subarray(start));
        return Buffer.concat(kept);
      }
      kept.push(jpeg.subarray(start, at));
    }
    if (jpeg[at] !== 0xff) return null;
    while (jpeg[at + 1] === 0xff) at++;
    const marker = jpeg[at + 1];
    if (marker === undefined || marker === 0x00) return null;
    if (marker === EOI) {
      if (!scanned) return null;
      kept.push(jpeg.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      // TEM and restart markers stand alone, with no length.
      kept.push(jpeg.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > jpeg.length) return null;
    const end = at + 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
    if (end < at + 4 || end > jpeg.length) return null;
    if (neededSegment(marker, jpeg.subarray(at + 4, end))) kept.push(jpeg.subarray(at, end));
    at = end;
    if (marker === SOS) scanned = true;
  }
  return scanned ? Buffer.concat(kept) : null;
}
