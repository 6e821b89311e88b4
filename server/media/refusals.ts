/**
 * Why an upload was refused, in words the person at the desk can act on: what is wrong and what to do
 * instead. Each refusal is answered with its HTTP status and `{ error, message }`; the desk shows the
 * message as it is.
 */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** 40 megapixels: any phone's or camera's normal photo, and at most ~160 MB while decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type RefusalCode = "no_file" | "heic" | "not_accepted" | "unreadable" | "too_many_pixels" | "odd_shape" | "too_large" | "busy";

export type Refusal = { status: number; error: RefusalCode; message: string };

export class UploadRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const REFUSALS = {
  noFile: (): Refusal => ({ status: 422, error: "no_file", message: "Choose one file to upload: a picture (JPEG, PNG or WebP) or a PDF." }),
  heic: (): Refusal => ({
    status: 422,
    error: "heic",
    message:
      "This is an iPhone HEIC photo, which the website cannot read. Save it as JPEG first: on the iPhone, Settings → Camera → Formats → Most Compatible, then take the photo again; or open it on a computer, save a copy as JPEG and upload that.",
  }),
  notAccepted: (): Refusal => ({
    status: 422,
    error: "not_accepted",
    message: "This file is not a JPEG, PNG or WebP picture, or a PDF. Save it in one of those formats and upload it again.",
  }),
  unreadablePicture: (): Refusal => ({
    status: 422,
    error: "unreadable",
    message:
      "This picture could not be read: the file may be damaged or incomplete. Open it on your computer, save a copy as JPEG and upload that.",
  }),
  unreadablePdf: (): Refusal => ({
    status: 422,
    error: "unreadable",
    message: "This PDF looks incomplete or damaged. Download or scan it again, check that it opens on your computer, and upload that copy.",
  }),
  lockedPdf: (): Refusal => ({
    status: 422,
    error: "unreadable",
    message:
      "This PDF is locked with a password, so the website cannot open it, and visitors could not either. Open it on your computer with its password, save a copy without one (Print, then Save as PDF), and upload that copy.",
  }),
  tooManyPixels: (width: number, height: number): Refusal => ({
    status: 422,
    error: "too_many_pixels",
    message: `This picture is ${width} × ${height} pixels, more than the ${MAX_INPUT_PIXELS / 1_000_000} megapixels the website accepts. Save a smaller copy (4000 pixels wide is plenty) and upload that.`,
  }),
  oddShape: (width: number, height: number): Refusal => ({
    status: 422,
    error: "odd_shape",
    message: `This picture is ${width} × ${height} pixels: too long and narrow for the website's pages. Crop it closer to the shape of a photo and upload it again.`,
  }),
  tooLarge: (): Refusal => ({
    status: 413,
    error: "too_large",
    message: `This file is larger than ${megabytes(MAX_UPLOAD_BYTES)}, the most the website accepts. Save a smaller copy (a photo 4000 pixels wide saved as JPEG is usually under 5 MB) and upload that.`,
  }),
  busy: (): Refusal => ({
    status: 503,
    error: "busy",
    message: "The website is still preparing other pictures. Wait a minute and upload this one again.",
  }),
} as const;
