/**
 * What the server works out from a finished page, all from one reading of it (common/built-page.ts): the
 * hashes its Content-Security-Policy allows, the scripts its HTML starts (the publish's script budget,
 * server/publish/budgets.ts) and the edits that choose each doctor on an appointment page
 * (doctor-choice.ts). The publisher works them out from the tree its first-paint check has already read
 * and notes them beside the release (server/publish/render-note.ts), so the snapshot reads a page it
 * wrote without parsing it again; a folder without the note (the build's own) is parsed once per page.
 */
import { type BuiltPage, type ParsedHtml, pageScriptUrls, parseHtml, readBuiltPage } from "#common/built-page";
import { inlineScriptHashes, inlineStyleHashes } from "../http/content-security-policy";
import { type SpanEdit, doctorChoiceEdits } from "./doctor-choice";

export type PageFacts = {
  /** The strong ETag of the very bytes these facts were read from (site-snapshot.ts contentEtag). */
  etag: string;
  /** `'sha256-…'` of its inline scripts a browser runs, and of its inline styles. */
  scripts: string[];
  styles: string[];
  /** Every script the page itself starts loading (pageScriptUrls). */
  entryScripts: string[];
  /** For an appointment page: each doctor of its Doctor select, with the edits that choose them. */
  doctorChoices?: [doctor: string, edits: SpanEdit[]][];
};

/**
 * The facts of a page with these bytes (`etag`), from its tree and its reading when the caller has them
 * (the first-paint check reads the finished page once), or from parsing it.
 */
export function pageFactsOf(
  html: string,
  etag: string,
  document: ParsedHtml = parseHtml(html),
  page: BuiltPage = readBuiltPage(html, document),
): PageFacts {
  const doctorChoices = doctorChoiceEdits(document);
  return {
    etag,
    scripts: inlineScriptHashes(page),
    styles: inlineStyleHashes(page),
    entryScripts: pageScriptUrls(page),
    ...(doctorChoices.length > 0 ? { doctorChoices } : {}),
  };
}
