/**
 * The served pages of the build, read as the server reads them (server/site/site-files.ts: every route's
 * page and each language's fallback page for an unknown speciality), each parsed with parse5, the HTML
 * standard's parser that common/built-page.ts uses, into a tree the build tests can walk as a browser's
 * DOM would be before any script runs.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { LOCALES, localizedPath } from "#common/locale";
import { SPECIALITY_FALLBACK_PATH, sitePagePaths } from "#common/paths";
import { readSiteFiles } from "#server/site/site-files";

export type HtmlElement = DefaultTreeAdapterMap["element"];
type HtmlNode = DefaultTreeAdapterMap["node"];

export const SITE_DIR = "build/client";

export type ServedPage = {
  /** The address it is served at; the fallback pages are named by their folder's route ("/speciality/_fallback"). */
  path: string;
  /** Relative to SITE_DIR. */
  file: string;
  html: string;
  document: DefaultTreeAdapterMap["document"];
};

/**
 * The address of every page the server serves, in every language, known without reading the build (a
 * test names each one as it is collected): every page of the site and the fallback for an unknown speciality.
 */
export const SERVED_PATHS: string[] = LOCALES.flatMap((locale) =>
  [...sitePagePaths, SPECIALITY_FALLBACK_PATH].map((path) => localizedPath(locale, path)),
);

/** Every page the server serves from the build, in every language. */
export async function servedPages(): Promise<ServedPage[]> {
  const { pages, specialityFallback } = await readSiteFiles(SITE_DIR);
  const entries = [...pages, ...Object.values(specialityFallback).map((file) => [`/${file.replace(/\/index\.html$/, "")}`, file] as const)];
  return entries.map(([path, file]) => {
    const html = readFileSync(join(SITE_DIR, file), "utf8");
    return { path, file, html, document: parse(html) };
  });
}

const isElement = (node: HtmlNode): node is HtmlElement => "tagName" in node;

/** Every element under `root`, in document order (a template's content, a separate fragment, is not walked). */
export function* elementsUnder(root: HtmlNode): Generator<HtmlElement> {
  if (!("childNodes" in root)) return;
  for (const child of root.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsUnder(child);
  }
}

export const attribute = (element: HtmlElement, name: string): string | undefined =>
  element.attrs.find((candidate) => candidate.name === name)?.value;

/** The elements under `root` that `matches` accepts. */
export const findAll = (root: HtmlNode, matches: (element: HtmlElement) => boolean): HtmlElement[] => [...elementsUnder(root)].filter(matches);

/** Every element of one name under `root`. */
export const byTag = (root: HtmlNode, tagName: string): HtmlElement[] => findAll(root, (element) => element.tagName === tagName);

/** The text a reader sees in an element, its runs of white space made one space (an SVG's own text aside). */
export function textOf(node: HtmlNode): string {
  const raw = (current: HtmlNode): string => {
    if (current.nodeName === "#text" && "value" in current) return current.value;
    if (isElement(current) && ["script", "style", "svg", "template"].includes(current.tagName)) return "";
    return "childNodes" in current ? current.childNodes.map(raw).join("") : "";
  };
  return raw(node).replace(/\s+/g, " ").trim();
}

/** The served page at `path`, from `pages`. */
export function pageAt(pages: ServedPage[], path: string): ServedPage {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not among the pages the server serves from ${SITE_DIR}`);
  return page;
}

/** The page's body element. */
export const bodyOf = (page: ServedPage): HtmlElement => byTag(page.document, "body")[0]!;
