import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString, StandardFonts } from "@cantoo/pdf-lib";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanPdf, withoutJpegMetadata } from "./clean-pdf";
import { REFUSALS, UploadRefused } from "./refusals";

const AUTHOR = "Kavita Rathore";
const PHOTOGRAPHER = "Suresh Menon";
const XMP_CREATOR = "Anil Deshmukh";
const CAPTION_WRITER = "Meena Iyer";
const COMMENTER = "Farhan Qureshi";

/** One JPEG segment: its marker, then its length (which counts itself) and body. */
const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/** A photo of a certificate as a phone takes it: EXIF with the camera, who took it and where (GPS), XMP, Photoshop captions and a comment. */
async function cameraPhoto(): Promise<Buffer> {
  const made = await sharp({
    create: { width: 320, height: 240, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "Canon", Model: "Canon EOS R6", Artist: PHOTOGRAPHER },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 55/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "75/1 47/1 0/1" },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${XMP_CREATOR}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
  // Photoshop's image resources: the IPTC block (resource 0x0404) with its By-line (dataset 2:80).
  const byline = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, 0, CAPTION_WRITER.length]), Buffer.from(CAPTION_WRITER, "latin1")]);
  const resource = Buffer.concat([Buffer.from("8BIM", "latin1"), Buffer.from([0x04, 0x04, 0, 0, 0, 0, 0, byline.length]), byline]);
  const photoshop = segment(0xed, Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource]));
  const comment = segment(0xfe, Buffer.from(`Scanned by ${CAPTION_WRITER}`, "latin1"));
  return Buffer.concat([made.subarray(0, 2), photoshop, comment, made.subarray(2)]);
}

const xmpPacket = (name: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><dc:creator><rdf:Seq><rdf:li>${name}</rdf:li></rdf:Seq></dc:creator><pdf:Producer>Acme Scan 9</pdf:Producer></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A two-page certificate as a scanner's or a word processor's PDF comes: every place a name hides, written uncompressed. */
async function certificate(photo: Buffer): Promise<PDFDocument> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setAuthor(AUTHOR);
  document.setCreator(`Microsoft Word for ${AUTHOR}`);
  document.setProducer("Acme Scan 9");
  document.setTitle(`C:\\Users\\${AUTHOR}\\Documents\\NABH certificate.docx`);
  document.setSubject(`Certificate kept by ${AUTHOR}`);
  document.setKeywords([AUTHOR, "NABH"]);
  document.setCreationDate(new Date("2025-01-10T10:00:00Z"));
  const { context } = document;
  const xmp = (name: string) => context.register(context.stream(xmpPacket(name), { Type: "Metadata", Subtype: "XML" }));
  document.catalog.set(PDFName.of("Metadata"), xmp(XMP_CREATOR));

  const image = await document.embedJpg(photo);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const first = document.addPage([595, 842]);
  first.drawText("Certificate of accreditation", { x: 50, y: 780, size: 20, font });
  first.drawImage(image, { x: 50, y: 300, width: 320, height: 240 });
  first.node.set(PDFName.of("Metadata"), xmp(AUTHOR));
  first.node.set(PDFName.of("PieceInfo"), context.obj({ Word: { Private: PDFString.of(`Last edited by ${AUTHOR}`) } }));
  const note = context.obj({
    Type: "Annot",
    Subtype: "Text",
    Rect: [50, 700, 70, 720],
    T: PDFHexString.fromText(COMMENTER),
    Contents: PDFString.of("Renewed"),
  });
  first.node.set(PDFName.of("Annots"), context.obj([context.register(note)]));
  document.addPage([595, 842]).drawText("Scope of accreditation", { x: 50, y: 780, size: 20, font });
  // The picture's own XMP, as a scanner writes it beside the JPEG.
  await document.flush();
  const imageStream = context.lookup(image.ref);
  if (!(imageStream instanceof PDFRawStream)) throw new Error("the picture was not embedded as a stream");
  imageStream.dict.set(PDFName.of("Metadata"), xmp(PHOTOGRAPHER));
  return document;
}

const save = (document: PDFDocument) => document.save({ useObjectStreams: false });
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
/** Whether a PDF's bytes hold `text` in any way a PDF writes a string: as it is, in UTF-16, or in hexadecimal of either. */
function mentions(bytes: Uint8Array, text: string): boolean {
  const file = Buffer.from(bytes);
  const plain = Buffer.from(text, "latin1");
  const utf16 = Buffer.from(text, "utf16le").swap16();
  const lowerCase = file.toString("latin1").toLowerCase();
  return (
    file.includes(plain) || file.includes(utf16) || lowerCase.includes(plain.toString("hex")) || lowerCase.includes(utf16.toString("hex"))
  );
}
const load = (bytes: Uint8Array) => PDFDocument.load(bytes, { updateMetadata: false });

/** The JPEG streams of a PDF's objects. */
function jpegStreams(document: PDFDocument): PDFRawStream[] {
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of("Filter")) === PDFName.of("DCTDecode"),
    );
}

/** Each stream's /Length as written in the file, and the bytes between `stream` and `endstream`. */
function writtenStreamLengths(bytes: Uint8Array): { length: number; between: number }[] {
  const text = latin1(bytes);
  const found: { length: number; between: number }[] = [];
  for (const match of text.matchAll(/\/Length (\d+)[^<>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    found.push({ length: Number(match[1]), between: text.indexOf("endstream", start) - start });
  }
  return found;
}

async function refusalOf(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return (error as UploadRefused).refusal;
}

describe("a PDF written anew without its metadata", () => {
  it("leaves out the names, the programs, the XMP and the picture's EXIF, GPS and captions, and still reads with the same pages and picture", async () => {
    const photo = await cameraPhoto();
    const photoExif = (await sharp(photo).metadata()).exif!;
    const photoXmp = (await sharp(photo).metadata()).xmp!;
    const original = await save(await certificate(photo));
    // The fixture really carries what must go, as plain bytes.
    for (const carried of [AUTHOR, PHOTOGRAPHER, XMP_CREATOR, CAPTION_WRITER, COMMENTER, "Acme Scan 9", "Photoshop 3.0", "x:xmpmeta"]) {
      expect(mentions(original, carried), carried).toBe(true);
    }
    expect(Buffer.from(original).includes(photoExif)).toBe(true);
    expect(photoExif.toString("latin1")).toContain("Canon");

    const cleaned = await cleanPdf(original);

    for (const gone of [
      AUTHOR,
      PHOTOGRAPHER,
      XMP_CREATOR,
      CAPTION_WRITER,
      COMMENTER,
      "Acme Scan 9",
      "Microsoft Word",
      "Canon",
      "Photoshop 3.0",
      "8BIM",
      "xmpmeta",
      "Exif\0\0",
      "pdf-lib",
    ]) {
      expect(mentions(cleaned, gone), gone).toBe(false);
    }
    expect(cleaned.includes(photoExif)).toBe(false);
    expect(cleaned.includes(photoXmp)).toBe(false);

    const read = await load(cleaned);
    expect(read.getPageCount()).toBe(2);
    const info = read.context.lookup(read.context.trailerInfo.Info, PDFDict);
    expect(info.keys().map((key) => key.decodeText())).toEqual(["CreationDate"]);
    expect(read.getCreationDate()).toEqual(new Date("2025-01-10T10:00:00Z"));
    for (const [, object] of read.context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : null;
      expect(dict?.has(PDFName.of("Metadata"))).not.toBe(true);
      expect(dict?.has(PDFName.of("PieceInfo"))).not.toBe(true);
      expect(dict?.get(PDFName.of("Type"))).not.toBe(PDFName.of("Metadata"));
    }
    // The comment stays, without its author.
    const annots = read.getPage(0).node.lookup(PDFName.of("Annots"), PDFArray);
    const note = read.context.lookup(annots.get(0), PDFDict);
    expect(note.has(PDFName.of("T"))).toBe(false);
    expect(note.get(PDFName.of("Contents"))?.toString()).toBe("(Renewed)");

    // The picture decodes to the same pixels, from a stream whose /Length is its own.
    const [picture, ...others] = jpegStreams(read);
    expect(others).toEqual([]);
    const made = await sharp(picture!.contents).metadata();
    expect(made).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    expect(made.exif).toBeUndefined();
    expect(made.xmp).toBeUndefined();
    expect(made.iptc).toBeUndefined();
    expect(made.comments).toBeUndefined();
    expect((await sharp(picture!.contents).raw().toBuffer()).equals(await sharp(photo).raw().toBuffer())).toBe(true);
    const lengths = writtenStreamLengths(cleaned);
    expect(lengths.length).toBeGreaterThanOrEqual(3);
    for (const { length, between } of lengths) expect(between - length).toBeGreaterThanOrEqual(0);
    for (const { length, between } of lengths) expect(between - length).toBeLessThanOrEqual(2);
    expect(lengths.map((written) => written.length)).toContain(picture!.contents.length);
  });

  it("leaves out an earlier information dictionary that nothing refers to any more", async () => {
    const document = await PDFDocument.create({ updateMetadata: false });
    document.addPage();
    document.setAuthor(AUTHOR);
    // A later revision points the trailer at a new dictionary; the old one stays in the file.
    document.context.trailerInfo.Info = document.context.register(document.context.obj({ Title: "Certificate" }));
    const original = await save(document);
    expect(mentions(original, AUTHOR)).toBe(true);

    const cleaned = await cleanPdf(original);
    expect(mentions(cleaned, AUTHOR)).toBe(false);
    expect(mentions(cleaned, "Certificate")).toBe(false);
    expect((await load(cleaned)).getPageCount()).toBe(1);
  });

  it("undoes a filter over a JPEG, storing the picture alone; refuses one that inflates past any picture's size", async () => {
    /** A PDF whose one page shows `contents` as a JPEG compressed again with Flate. */
    const wrapped = async (contents: Buffer) => {
      const document = await PDFDocument.create({ updateMetadata: false });
      const { context } = document;
      const stream = context.stream(deflateSync(contents), {
        Type: "XObject",
        Subtype: "Image",
        Width: 320,
        Height: 240,
        ColorSpace: "DeviceRGB",
        BitsPerComponent: 8,
        Filter: ["FlateDecode", "DCTDecode"],
      });
      document.addPage([400, 300]).node.setXObject(PDFName.of("Im1"), context.register(stream));
      return save(document);
    };
    const photo = await cameraPhoto();
    const cleaned = await cleanPdf(await wrapped(photo));
    const [picture] = jpegStreams(await load(cleaned));
    expect(picture!.dict.get(PDFName.of("Filter"))).toBe(PDFName.of("DCTDecode"));
    expect((await sharp(picture!.contents).metadata()).exif).toBeUndefined();
    expect((await sharp(picture!.contents).raw().toBuffer()).equals(await sharp(photo).raw().toBuffer())).toBe(true);

    // 64 MB of zeros compress to some 64 KB.
    const bomb = await wrapped(Buffer.concat([photo, Buffer.alloc(64 * 1024 * 1024)]));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusalOf(cleanPdf(bomb))).toEqual(REFUSALS.unreadablePdf());
  });

  it("stores a PDF locked against changes only without its lock, and refuses one that needs a password to open", async () => {
    const photo = await cameraPhoto();
    const lockedForChanges = await certificate(photo);
    lockedForChanges.encrypt({ ownerPassword: "registrar", permissions: { modifying: false } });
    const cleaned = await cleanPdf(await save(lockedForChanges));
    expect(mentions(cleaned, AUTHOR)).toBe(false);
    const read = await load(cleaned);
    expect(read.isEncrypted).toBe(false);
    expect(read.getPageCount()).toBe(2);
    expect(read.getAuthor()).toBeUndefined();

    const lockedToOpen = await certificate(photo);
    lockedToOpen.encrypt({ userPassword: "open sesame", ownerPassword: "registrar" });
    expect(await refusalOf(cleanPdf(await save(lockedToOpen)))).toEqual(REFUSALS.lockedPdf());
  });

  it("refuses what is not a PDF it can read, or a PDF without a page", async () => {
    expect(await refusalOf(cleanPdf(Buffer.from("%PDF-1.7 garbage %%EOF")))).toEqual(REFUSALS.unreadablePdf());
    const noPages =
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
    expect(await refusalOf(cleanPdf(Buffer.from(noPages)))).toEqual(REFUSALS.unreadablePdf());
  });
});

describe("a JPEG without its metadata", () => {
  it("keeps the segments the picture needs and drops what follows its end, so it decodes the same", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a7ab0" } })
      .jpeg({ progressive: true })
      .withIccProfile("srgb")
      .withExif({ IFD0: { Artist: PHOTOGRAPHER } })
      .toBuffer();
    // A phone's second picture after the end marker, with EXIF of its own.
    const appended = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .jpeg()
      .withExif({ IFD0: { Artist: CAPTION_WRITER } })
      .toBuffer();
    const cleaned = withoutJpegMetadata(Buffer.concat([photo, appended]))!;
    expect(mentions(cleaned, PHOTOGRAPHER)).toBe(false);
    expect(mentions(cleaned, CAPTION_WRITER)).toBe(false);
    expect(latin1(cleaned.subarray(-2))).toBe("\xff\xd9");
    const made = await sharp(cleaned).metadata();
    expect(made).toMatchObject({ width: 64, height: 48, isProgressive: true, hasProfile: true });
    expect((await sharp(cleaned).raw().toBuffer()).equals(await sharp(photo).raw().toBuffer())).toBe(true);

    expect(withoutJpegMetadata(photo.subarray(0, 100))).toBeNull();
    expect(withoutJpegMetadata(Buffer.from("not a jpeg"))).toBeNull();
  });
});
