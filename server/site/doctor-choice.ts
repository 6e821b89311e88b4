/**
 * The appointment page opened for one doctor (/bookappointment?doctor=<id>) arrives with that doctor
 * already chosen, before any script runs and without JavaScript: the pre-rendered page with
 * `selected` on the doctor's option. The variants are made once at start-up, one per doctor and language.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";
import { replaceSpans } from "#common/built-page";
import { DOCTOR_SELECT_ID } from "#common/doctor-choice";

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

/** The page once per option of its doctor select, with that option selected, by the option's value. */
export function pagesWithDoctorChosen(html: string): Map<string, string> {
  const select = findById(parse(html, { sourceCodeLocationInfo: true }), DOCTOR_SELECT_ID);
  const variants = new Map<string, string>();
  for (const option of select?.childNodes ?? []) {
    if (!("tagName" in option) || option.tagName !== "option") continue;
    const value = option.attrs.find((attribute) => attribute.name === "value")?.value;
    const startTag = option.sourceCodeLocation?.startTag;
    if (!value || !startTag || option.attrs.some((attribute) => attribute.name === "selected")) continue;
    const beforeClose = startTag.endOffset - 1;
    variants.set(value, replaceSpans(html, [{ start: beforeClose, end: beforeClose, text: " selected" }]));
  }
  return variants;
}

/** Page file -> doctor id -> that page with the doctor chosen, for each page that has the Doctor select. */
export async function readDoctorChoices(siteDir: string, pageFiles: Iterable<string>): Promise<Map<string, Map<string, string>>> {
  const choices = new Map<string, Map<string, string>>();
  for (const file of pageFiles) {
    const html = await readFile(join(siteDir, file), "utf8");
    if (!html.includes(DOCTOR_SELECT_ID)) continue;
    const variants = pagesWithDoctorChosen(html);
    if (variants.size > 0) choices.set(file, variants);
  }
  return choices;
}
