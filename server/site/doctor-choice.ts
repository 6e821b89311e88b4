/**
 * The appointment page opened for one doctor (/bookappointment?doctor=<id>) arrives with that doctor
 * already chosen, before any script runs and without JavaScript: the pre-rendered page with
 * `selected` on the doctor's option, on the Speciality option that is the doctor's department (the
 * doctor's option names it), and the line at the form's top that names the doctor shown. Only
 * attributes change, which hydration leaves as they are. Each variant is made the first time it is asked
 * for, one per doctor and language, from the page and the edits worked out when the page was read.
 */
import type { DefaultTreeAdapterMap } from "parse5";
import { brotli, gzip } from "#common/web-compression";
import { type ParsedHtml, type SourceSpan, parseHtml, replaceSpans } from "#common/built-page";
import { DOCTOR_SELECT_ID, DOCTOR_SPECIALITY_ATTRIBUTE, SPECIALITY_SELECT_ID, doctorNoteId } from "#common/doctor-choice";

type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

function findById(node: ParentNode, id: string): Element | undefined {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    if (child.attrs.some((attribute) => attribute.name === "id" && attribute.value === id)) return child;
    const found = findById(child, id);
    if (found) return found;
  }
  return undefined;
}

const attributeOf = (element: Element, name: string) => element.attrs.find((attribute) => attribute.name === name)?.value;

const optionsOf = (select: Element | undefined): Element[] =>
  (select?.childNodes ?? []).filter((node): node is Element => "tagName" in node && node.tagName === "option");

/** `selected` added to an option's start tag, or nothing when it has no place in the source. */
function selecting(option: Element | undefined) {
  const startTag = option?.sourceCodeLocation?.startTag;
  if (!option || !startTag || attributeOf(option, "selected") !== undefined) return [];
  const beforeClose = startTag.endOffset - 1;
  return [{ start: beforeClose, end: beforeClose, text: " selected" }];
}

/** An element's `hidden` attribute taken out, with the space before it. */
function showing(element: Element | undefined) {
  const hidden = element?.sourceCodeLocation?.attrs?.hidden;
  return hidden ? [{ start: hidden.startOffset - 1, end: hidden.endOffset, text: "" }] : [];
}

/** A change of the page's text: `html.slice(start, end)` becomes `text`. */
export type SpanEdit = SourceSpan & { text: string };

/**
 * For each option of the page's doctor select, by the option's value, the edits of the page's text that
 * choose that doctor; read from the page's tree (parseHtml), so the page is parsed once for everything
 * the server works out from it (page-facts.ts). Empty for a page without the Doctor select.
 */
export function doctorChoiceEdits(document: ParsedHtml): [doctor: string, edits: SpanEdit[]][] {
  const specialities = optionsOf(findById(document, SPECIALITY_SELECT_ID));
  // A page whose Speciality already has a choice keeps it.
  const specialityChosen = specialities.some((candidate) => attributeOf(candidate, "selected") !== undefined);
  const choices: [string, SpanEdit[]][] = [];
  for (const option of optionsOf(findById(document, DOCTOR_SELECT_ID))) {
    const value = attributeOf(option, "value");
    const doctor = selecting(option);
    if (!value || doctor.length === 0) continue;
    const speciality = attributeOf(option, DOCTOR_SPECIALITY_ATTRIBUTE);
    const departmentOption = speciality ? specialities.find((candidate) => attributeOf(candidate, "value") === speciality) : undefined;
    choices.push([
      value,
      [...doctor, ...(specialityChosen ? [] : selecting(departmentOption)), ...showing(findById(document, doctorNoteId(value)))],
    ]);
  }
  return choices;
}

/** The page once per option of its doctor select, with that doctor chosen, by the option's value. */
export function pagesWithDoctorChosen(html: string, document: ParsedHtml = parseHtml(html)): Map<string, string> {
  return new Map(doctorChoiceEdits(document).map(([doctor, edits]) => [doctor, replaceSpans(html, edits)]));
}

/** A page with a doctor chosen, in the encoding asked for. */
export type ChosenPage = (encoding: PageEncoding) => Buffer;

/**
 * Doctor id -> that page with the doctor chosen, each made from the page's text and its edits the first
 * time it is asked for: the snapshot holds the page once, not once per doctor.
 */
export function doctorChoicePages(html: string, choices: readonly [string, SpanEdit[]][]): Map<string, ChosenPage> {
  return new Map(
    choices.map(([doctor, edits]) => {
      let page: ChosenPage | undefined;
      return [doctor, (encoding: PageEncoding) => (page ??= compressedPage(replaceSpans(html, edits)))(encoding)];
    }),
  );
}

/** What a browser accepts, best first: Brotli, then gzip, then the page as it is. */
export type PageEncoding = "br" | "gzip" | "identity";

/** The encoding to send for an Accept-Encoding header; one it refuses with q=0 is not sent. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter)))
      .map(([coding]) => coding),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/**
 * A page made at start-up, compressed as the build compresses the others: the first time an encoding
 * is asked for, then kept. Sent uncompressed, the appointment page is 48 KB instead of 11, on the
 * phone of a patient who came from a doctor's page.
 */
export function compressedPage(html: string): (encoding: PageEncoding) => Buffer {
  const copies = new Map<PageEncoding, Buffer>();
  return (encoding) => {
    let copy = copies.get(encoding);
    if (copy === undefined) {
      const text = Buffer.from(html, "utf8");
      copy = encoding === "br" ? brotli(text) : encoding === "gzip" ? gzip(text) : text;
      copies.set(encoding, copy);
    }
    return copy;
  };
}
