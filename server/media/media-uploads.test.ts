import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { PDFDocument } from "@cantoo/pdf-lib";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { setContentRights } from "../desk/accounts/accounts";
import { readAuditLog } from "../desk/audit";
import { CSRF_HEADER, SESSION_COOKIE } from "../desk/desk-http";
import { startDeskStack, type DeskStack, type StaffBrowser } from "../testing/desk-stack";
import { describeOnEachDatabase } from "../testing/test-services";
import { MEDIA_CACHE_FOLDER } from "./media-cache";
import type { ListedUpload, UploadedDocument, UploadedPicture } from "./media-store";
import { MAX_UPLOAD_BYTES } from "./refusals";

type Upload = { name: string; type: string; data: Buffer | Readable };

/** A browser's multipart form with one file field, as the desk's upload field sends it. */
function multipartOf(file: Upload | null): { payload: Buffer | Readable; contentType: string } {
  const boundary = `----desk-upload-${randomBytes(8).toString("hex")}`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  if (!file) return { payload: Buffer.from(`--${boundary}--\r\n`), contentType };
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  if (Buffer.isBuffer(file.data)) return { payload: Buffer.concat([head, file.data, tail]), contentType };
  const body = file.data;
  return {
    payload: Readable.from(
      (async function* () {
        yield head;
        for await (const chunk of body) yield chunk as Buffer;
        yield tail;
      })(),
    ),
    contentType,
  };
}

/** Whether EXIF data holds a GPS block: the pointer tag 0x8825, in the byte order its header names. */
function hasGpsPointer(exif: Buffer): boolean {
  const tiff = exif.subarray(6);
  const tag = tiff.subarray(0, 2).toString("latin1") === "II" ? [0x25, 0x88] : [0x88, 0x25];
  return tiff.some((byte, index) => byte === tag[0] && tiff[index + 1] === tag[1]);
}

/** A phone photo: noisy pixels, stored on its side with EXIF orientation 6, with the camera and where it was taken. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Canon", Model: "Canon EOS R6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 55/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "75/1 47/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 0, g: 120, b: 200, alpha: 0.5 } : "#2a7ab0" } });

/** The smallest shape of an iPhone's HEIC file that matters here: its ISO box header. */
const HEIC_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mif1heic"),
  randomBytes(512),
]);

const PDF_AUTHOR = "Kavita Rathore";
/** A one-page certificate as a word processor saves it: its author's name and the program's in its information dictionary. */
let PDF: Buffer;
beforeAll(async () => {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage([595, 842]);
  document.setAuthor(PDF_AUTHOR);
  document.setCreator("Microsoft Word");
  document.setProducer("Acme PDF Printer");
  PDF = Buffer.from(await document.save({ useObjectStreams: false }));
});

const ADMIN_ACTOR = { name: "asha.admin@aarogya.test", address: "127.0.0.1", at: new Date() };

describeOnEachDatabase("pictures and documents uploaded in the desk", (dialect) => {
  let stack: DeskStack;
  let editor: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("priya.editor@aarogya.test", "desk");
    await setContentRights(stack.desk, "priya.editor@aarogya.test", { contentEdit: true }, ADMIN_ACTOR);
    editor = await stack.signIn("priya.editor@aarogya.test");
  });
  afterEach(() => stack.close());

  const upload = (file: Upload | null, browser: StaffBrowser | null = editor, headers: Record<string, string> = {}) => {
    const { payload, contentType } = multipartOf(file);
    return stack.app.inject({
      method: "POST",
      url: "/api/desk/media",
      headers: {
        "content-type": contentType,
        ...(browser ? { cookie: `${SESSION_COOKIE}=${browser.cookie}`, [CSRF_HEADER]: browser.csrfToken } : {}),
        ...headers,
      },
      payload,
    });
  };
  const get = (url: string) => stack.app.inject({ method: "GET", url });
  const pictureOf = (answer: LightMyRequestResponse) => {
    expect(answer.statusCode, answer.body).toBe(201);
    return (answer.json() as { picture: UploadedPicture }).picture;
  };
  const refusalOf = (answer: LightMyRequestResponse, status = 422) => {
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json() as { error: string; message: string };
  };
  const cacheFolder = () => join(stack.database.options.dataDir, MEDIA_CACHE_FOLDER);

  it("turns a phone photo upright, makes every width as WebP and JPEG, and leaves out the camera and the GPS position", async () => {
    const original = await phonePhoto(2000, 1500);
    const before = await sharp(original).metadata();
    // The fixture really carries what must go.
    expect(before.exif?.toString("latin1")).toContain("Canon");
    expect(hasGpsPointer(before.exif!)).toBe(true);

    const picture = pictureOf(await upload({ name: "IMG_2041.jpg", type: "image/jpeg", data: original }));
    expect(picture.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    // Stored on its side (2000 × 1500) with orientation 6: upright it is 1500 × 2000.
    expect(picture).toMatchObject({ src: expect.stringMatching(/^\/media\/[0-9a-f]{12}-640\.webp$/), width: 640 });
    const uprightHeight = (width: number) => (width * 2000) / 1500;
    expect(Math.abs(picture.height - uprightHeight(640))).toBeLessThanOrEqual(1);

    for (const variant of picture.variants) {
      for (const [address, format] of [
        [variant.webp, "webp"],
        [variant.jpeg, "jpeg"],
      ] as const) {
        const served = await get(address);
        expect(served.statusCode, address).toBe(200);
        const made = await sharp(served.rawPayload).metadata();
        expect(made).toMatchObject({ format, width: variant.width });
        expect(Math.abs(made.height! - uprightHeight(variant.width)), address).toBeLessThanOrEqual(1);
        expect(made.exif, address).toBeUndefined();
        expect(made.xmp, address).toBeUndefined();
        expect(made.orientation ?? 1).toBe(1);
        expect(served.rawPayload.toString("latin1")).not.toContain("Canon");
      }
    }
  });

  it("takes a PNG with transparency, keeping it in the WebP and putting it on white in the JPEG", async () => {
    const png = await solid(800, 600, 4).png().toBuffer();
    const picture = pictureOf(await upload({ name: "wing.png", type: "image/png", data: png }));
    expect(picture.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
    expect(picture).toMatchObject({ width: 640, height: 480 });
    const webp = await sharp((await get(picture.variants[2]!.webp)).rawPayload).metadata();
    expect(webp).toMatchObject({ format: "webp", width: 800, height: 600, hasAlpha: true });
    const jpeg = (await get(picture.variants[2]!.jpeg)).rawPayload;
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent blue over white: lighter than the blue itself.
    expect(data[0]).toBeGreaterThan(100);
  });

  it("never enlarges a small picture: one file of its own width, which is also its src", async () => {
    const picture = pictureOf(await upload({ name: "logo.webp", type: "image/webp", data: await solid(200, 150).webp().toBuffer() }));
    expect(picture.variants.map((variant) => variant.width)).toEqual([200]);
    expect(picture).toMatchObject({ src: picture.variants[0]!.webp, width: 200, height: 150 });
    expect(await sharp((await get(picture.variants[0]!.jpeg)).rawPayload).metadata()).toMatchObject({ width: 200, height: 150 });
  });

  it("refuses an iPhone HEIC photo, saying how to save it as JPEG", async () => {
    const refusal = refusalOf(await upload({ name: "IMG_0001.HEIC", type: "image/heic", data: HEIC_HEADER }));
    expect(refusal.error).toBe("heic");
    expect(refusal.message).toContain("Save it as JPEG first");
    expect(refusal.message).toContain("Settings → Camera → Formats → Most Compatible");
  });

  it("refuses random bytes and a damaged picture, whatever the file's name or type says", async () => {
    const random = refusalOf(await upload({ name: "photo.jpg", type: "image/jpeg", data: randomBytes(5000) }));
    expect(random).toEqual({ error: "not_accepted", message: expect.stringContaining("not a JPEG, PNG or WebP picture, or a PDF") });

    const photo = await solid(1200, 900).jpeg().toBuffer();
    const damaged = Buffer.concat([photo.subarray(0, 200), randomBytes(3000)]);
    expect(refusalOf(await upload({ name: "photo.jpg", type: "image/jpeg", data: damaged }))).toMatchObject({
      error: "unreadable",
      message: expect.stringContaining("could not be read"),
    });
    expect(refusalOf(await upload(null))).toMatchObject({ error: "no_file" });
  });

  it("refuses a file over 15 MB, whether or not its size is announced", async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_UPLOAD_BYTES + 100_000)]);
    const announced = refusalOf(await upload({ name: "scan.jpg", type: "image/jpeg", data: huge }), 413);
    expect(announced).toEqual({ error: "too_large", message: expect.stringContaining("larger than 15 MB") });

    // Sent in chunks with no length announced: counted while it arrives.
    const streamed = refusalOf(await upload({ name: "scan.jpg", type: "image/jpeg", data: Readable.from([huge]) }), 413);
    expect(streamed.error).toBe("too_large");
  });

  it("refuses a picture of more than 40 megapixels, naming its size", async () => {
    const big = await solid(8000, 6000).jpeg().toBuffer();
    expect(big.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const refusal = refusalOf(await upload({ name: "panorama.jpg", type: "image/jpeg", data: big }));
    expect(refusal).toEqual({ error: "too_many_pixels", message: expect.stringContaining("8000 × 6000 pixels") });
  });

  it("stores a PDF without its author's name and the programs that made it, and serves it as a PDF; refuses one cut short or not a PDF", async () => {
    const before = await PDFDocument.load(PDF, { updateMetadata: false });
    expect([before.getAuthor(), before.getCreator(), before.getProducer()]).toEqual([PDF_AUTHOR, "Microsoft Word", "Acme PDF Printer"]);

    const answer = await upload({ name: "NABH certificate.pdf", type: "application/pdf", data: PDF });
    expect(answer.statusCode, answer.body).toBe(201);
    const { document } = answer.json() as { document: UploadedDocument };
    expect(document).toEqual({ src: expect.stringMatching(/^\/media\/[0-9a-f]{12}\.pdf$/), bytes: expect.any(Number) });
    const served = await get(document.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.length).toBe(document.bytes);
    const stored = await PDFDocument.load(served.rawPayload, { updateMetadata: false });
    expect(stored.getPageCount()).toBe(1);
    expect([stored.getAuthor(), stored.getCreator(), stored.getProducer()]).toEqual([undefined, undefined, undefined]);

    const cut = refusalOf(await upload({ name: "certificate.pdf", type: "application/pdf", data: PDF.subarray(0, 60) }));
    expect(cut).toMatchObject({ error: "unreadable", message: expect.stringContaining("PDF") });
    const garbage = refusalOf(
      await upload({ name: "certificate.pdf", type: "application/pdf", data: Buffer.from("%PDF-1.7 garbage %%EOF") }),
    );
    expect(garbage).toEqual({ error: "unreadable", message: expect.stringContaining("This PDF looks incomplete or damaged") });
  });

  it("serves a file for a year, immutable, from the database when the cache is gone, and rebuilds the private cache", async () => {
    const picture = pictureOf(await upload({ name: "lobby.jpg", type: "image/jpeg", data: await solid(700, 500).jpeg().toBuffer() }));
    const first = await get(picture.src);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      "cache-control": "public, max-age=31536000, immutable",
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
    });
    const jpeg = await get(picture.variants[0]!.jpeg);
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");

    await rm(cacheFolder(), { recursive: true, force: true });
    const again = await get(picture.src);
    expect(again.statusCode).toBe(200);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const name = picture.src.split("/").at(-1)!;
    expect(await readdir(cacheFolder())).toContain(name);
    expect((await stat(cacheFolder())).mode & 0o777).toBe(0o700);
    expect((await stat(join(cacheFolder(), name))).mode & 0o777).toBe(0o600);
  });

  it("answers 404 for a name never uploaded or not of the served shape", async () => {
    pictureOf(await upload({ name: "a.png", type: "image/png", data: await solid(400, 300).png().toBuffer() }));
    for (const url of ["/media/0123456789ab-640.webp", "/media/0123456789ab.pdf", "/media/..%2F..%2Fhospital.sqlite", "/media/x.svg"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("records each upload in the audit log with who and when, and lists uploads newest first", async () => {
    const first = pictureOf(await upload({ name: "ward.png", type: "image/png", data: await solid(500, 400).png().toBuffer() }));
    stack.clock.advance(60_000);
    await upload({ name: "certificate.pdf", type: "application/pdf", data: PDF });
    stack.clock.advance(60_000);
    // The same file again is the same picture, recorded again.
    expect(pictureOf(await upload({ name: "ward copy.png", type: "image/png", data: await solid(500, 400).png().toBuffer() }))).toEqual(
      first,
    );

    const entries = (await readAuditLog(stack.store, { limit: 50 })).filter((entry) => entry.action === "media-uploaded");
    expect(entries.map((entry) => [entry.actor, entry.target.replace(/[0-9a-f]{12}/, "ID")])).toEqual([
      ["priya.editor@aarogya.test", expect.stringMatching(/^picture ID · ward copy\.png · \d+ bytes · already uploaded$/)],
      ["priya.editor@aarogya.test", `document ID · certificate.pdf · ${PDF.length} bytes`],
      ["priya.editor@aarogya.test", expect.stringMatching(/^picture ID · ward\.png · \d+ bytes$/)],
    ]);
    expect(entries.every((entry) => entry.at instanceof Date || typeof entry.at === "string")).toBe(true);

    const listed = await editor.request("GET", "/api/desk/media");
    expect(listed.statusCode).toBe(200);
    const { uploads } = listed.json() as { uploads: ListedUpload[] };
    expect(uploads.map((entry) => [entry.originalName, entry.uploadedBy, "picture" in entry ? "picture" : "document"])).toEqual([
      ["certificate.pdf", "priya.editor@aarogya.test", "document"],
      ["ward.png", "priya.editor@aarogya.test", "picture"],
    ]);
    expect(uploads[1]).toMatchObject({ picture: first });
  });

  it("refuses an upload without a session, without the CSRF token, or from another site", async () => {
    const png = await solid(100, 100).png().toBuffer();
    expect((await upload({ name: "a.png", type: "image/png", data: png }, null)).statusCode).toBe(401);
    expect((await upload({ name: "a.png", type: "image/png", data: png }, editor, { [CSRF_HEADER]: "forged" })).statusCode).toBe(403);
    expect((await upload({ name: "a.png", type: "image/png", data: png }, editor, { "sec-fetch-site": "cross-site" })).statusCode).toBe(
      403,
    );
    expect((await stack.app.inject({ method: "GET", url: "/api/desk/media" })).statusCode).toBe(401);
    const listed = await editor.request("GET", "/api/desk/media");
    expect((listed.json() as { uploads: unknown[] }).uploads).toEqual([]);
    // Multipart is taken by the upload alone: the desk's other routes still take JSON only.
    const { payload, contentType } = multipartOf({ name: "a.png", type: "image/png", data: png });
    const signIn = await stack.app.inject({ method: "POST", url: "/api/desk/sign-in", headers: { "content-type": contentType }, payload });
    expect(signIn.statusCode).toBe(415);
  });

  it("refuses a signed-in account that may not edit content its uploads and their list, and records the refusal", async () => {
    // A real desk account the administrators have not given the right to edit the site's content.
    await stack.addStaff("ravi.reception@aarogya.test", "desk");
    const reception = await stack.signIn("ravi.reception@aarogya.test");
    const session = (await reception.request("GET", "/api/desk/session")).json() as { account: { rights: string[] } };
    expect(session.account.rights).toEqual([]);
    const answer = await upload({ name: "a.png", type: "image/png", data: await solid(100, 100).png().toBuffer() }, reception);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: "forbidden" });
    const refusals = (await readAuditLog(stack.store, { limit: 50 })).filter((entry) => entry.action === "forbidden");
    expect(refusals).toEqual([expect.objectContaining({ actor: reception.email, target: "POST /api/desk/media" })]);
    expect((await editor.request("GET", "/api/desk/media")).json()).toEqual({ uploads: [] });
    // Nor may it read the list of uploads (file names, who uploaded them), as it may read no content.
    const list = await reception.request("GET", "/api/desk/media");
    expect([list.statusCode, list.json()]).toEqual([403, expect.objectContaining({ error: "forbidden" })]);

    // The right given, the same account uploads; taken away, it is refused again at once.
    await setContentRights(stack.desk, reception.email, { contentEdit: true }, ADMIN_ACTOR);
    expect((await upload({ name: "a.png", type: "image/png", data: await solid(100, 100).png().toBuffer() }, reception)).statusCode).toBe(
      201,
    );
    await setContentRights(stack.desk, reception.email, { contentEdit: false }, ADMIN_ACTOR);
    expect((await upload({ name: "b.png", type: "image/png", data: await solid(120, 100).png().toBuffer() }, reception)).statusCode).toBe(
      403,
    );
  });
});
