/**
 * Writes public/documents/nabh-certificate-sample.pdf: a one-page A4 placeholder,
 * clearly labelled as a sample, until the hospital supplies its real NABH certificate.
 *
 * The PDF is written by hand (PDF 1.4, the standard Type1 fonts Helvetica and
 * Helvetica-Bold, one content stream) with the cross-reference table's byte offsets
 * computed here, so no PDF library is needed. The output is deterministic.
 *
 * Run: node --import tsx scripts/make-sample-certificate.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 72;

const HEADING = "SAMPLE CERTIFICATE";
const LINES = [
  "This is a placeholder document for Aarogya Multi-Speciality Hospital, Sanganer, Jaipur.",
  "The hospital will replace this file with its NABH accreditation certificate.",
  "It is not a certificate of accreditation.",
];

/** Advance widths (1/1000 em) of ASCII 32-126 in the standard Helvetica AFM metrics. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Advance widths (1/1000 em) of ASCII 32-126 in the standard Helvetica-Bold AFM metrics. */
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 278, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 278, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

function textWidth(text: string, widths: readonly number[], size: number): number {
  let units = 0;
  for (const char of text) {
    const width = widths[char.charCodeAt(0) - 32];
    if (width === undefined) throw new Error(`No width for ${JSON.stringify(char)}`);
    units += width;
  }
  return (units * size) / 1000;
}

function pdfString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`Only printable ASCII is supported: ${text}`);
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const n = (value: number): string => String(Math.round(value * 100) / 100);

const NAVY = "0.102 0.212 0.365";
const BLUE = "0.114 0.333 0.690";
const TINT = "0.910 0.941 0.984";
const ACCENT = "0.851 0.467 0.024";
const INK = "0.20 0.25 0.33";

function contentStream(): string {
  const ops: string[] = [];
  const centreX = PAGE_WIDTH / 2;

  // Borders.
  ops.push(`${NAVY} RG 2 w 36 36 ${n(PAGE_WIDTH - 72)} ${n(PAGE_HEIGHT - 72)} re S`);
  ops.push(`${BLUE} RG 0.75 w 44 44 ${n(PAGE_WIDTH - 88)} ${n(PAGE_HEIGHT - 88)} re S`);

  // Diagonal "SAMPLE" watermark, centred on the page.
  const markSize = 120;
  const markWidth = textWidth("SAMPLE", HELVETICA_BOLD, markSize);
  const capHeight = 0.718 * markSize;
  const cos = Math.SQRT1_2;
  const sin = Math.SQRT1_2;
  const markX = centreX - (markWidth / 2) * cos + (capHeight / 2) * sin;
  const markY = PAGE_HEIGHT / 2 - 60 - (markWidth / 2) * sin - (capHeight / 2) * cos;
  ops.push(
    `BT /F2 ${markSize} Tf ${TINT} rg ${cos.toFixed(4)} ${sin.toFixed(4)} ${(-sin).toFixed(4)} ${cos.toFixed(4)} ${n(markX)} ${n(markY)} Tm ${pdfString("SAMPLE")} Tj ET`,
  );

  // Heading and accent rule.
  const headingSize = 34;
  const headingY = 700;
  const headingX = centreX - textWidth(HEADING, HELVETICA_BOLD, headingSize) / 2;
  ops.push(`BT /F2 ${headingSize} Tf ${NAVY} rg ${n(headingX)} ${headingY} Td ${pdfString(HEADING)} Tj ET`);
  ops.push(`${ACCENT} rg ${n(centreX - 40)} ${headingY - 22} 80 3 re f`);

  // Body lines, centred, at a size that fits the widest line between the margins.
  const available = PAGE_WIDTH - 2 * MARGIN;
  const widest = Math.max(...LINES.map((line) => textWidth(line, HELVETICA, 1)));
  const bodySize = Math.min(12, Math.floor((available / widest) * 10) / 10);
  LINES.forEach((line, index) => {
    const x = centreX - textWidth(line, HELVETICA, bodySize) / 2;
    const y = 630 - index * bodySize * 1.8;
    ops.push(`BT /F1 ${bodySize} Tf ${INK} rg ${n(x)} ${n(y)} Td ${pdfString(line)} Tj ET`);
  });

  return ops.join("\n");
}

function buildPdf(): Buffer {
  const stream = contentStream();
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString("Sample certificate (placeholder, not a certificate of accreditation)")} ` +
      `/Author ${pdfString("Aarogya Multi-Speciality Hospital")} /Producer ${pdfString("scripts/make-sample-certificate.ts")} >>`,
  ];

  const chunks: Buffer[] = [];
  let length = 0;
  const append = (text: string | Buffer): void => {
    const chunk = typeof text === "string" ? Buffer.from(text, "latin1") : text;
    chunks.push(chunk);
    length += chunk.length;
  };

  append("%PDF-1.4\n");
  append(Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])); // binary marker comment
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    append(`${index + 1} 0 obj\n${body}\nendobj\n`);
  });

  const xrefOffset = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  append(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`);
  append(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const output = join(root, "public", "documents", "nabh-certificate-sample.pdf");
mkdirSync(dirname(output), { recursive: true });
const pdf = buildPdf();
writeFileSync(output, pdf);
console.log(`Wrote ${output} (${pdf.length} bytes)`);
