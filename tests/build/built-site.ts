/**
 * The build's pre-rendered pages as the build tests read them: a page's file under build/client, read
 * through the project's own reader (common/built-page.ts) for its scripts and links, and through the same
 * parser (parse5) for what a visitor reads in it: its elements, their attributes and their text.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { type BuiltPage, readBuiltPage } from "#common/built-page";
import { siteUrlFrom } from "#common/site-url";

export type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

export const SITE_DIR = process.env.SITE_DIR ?? "build/client";

/** The address the build under test was made for. */
export const siteUrl = siteUrlFrom(process.env.VITE_SITE_URL);
export const absolute = (path: string) => `${siteUrl}${path}`;

/** The file the build wrote for a page's path ("/", "/hi", "/speciality/dental"). */
export const fileOf = (path: string) => join(SITE_DIR, path === "/" ? "" : path, "index.html");

export type ReadPage = BuiltPage & {
  html: string;
  /** Every element of the page, in document order. */
  all: Element[];
  /** Every element inside `element`, in document order. */
  inside: (element: Element) => Element[];
  /** Elements by tag name, in document order: in the whole page, or inside one element (which must be there). */
  find: (tagName: string, ...within: [] | [Element | undefined]) => Element[];
  /** The content of `<meta name=…>` or `<meta property=…>`, if the page has it. */
  meta: (key: string) => string | undefined;
  /** The page's JSON-LD blocks, parsed (a parse error fails the test). */
  structuredData: () => (Record<string, unknown> & { "@type": string })[];
};

function* walk(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* walk(child);
  }
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((candidate) => candidate.name === name)?.value;

/** An element's text as a reader gets it: its text nodes joined, whitespace collapsed (as Playwright's toHaveText). */
export function textOf(element: Element): string {
  const parts: string[] = [];
  const collect = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === "#text" && "value" in child) parts.push(child.value);
      else if ("childNodes" in child && child.nodeName !== "template") collect(child);
    }
  };
  collect(element);
  return parts.join("").replace(/\s+/g, " ").trim();
}

const cache = new Map<string, ReadPage>();

/** The built page at `path`, read once per test file. */
export function readPage(path: string): ReadPage {
  const cached = cache.get(path);
  if (cached) return cached;
  const html = readFileSync(fileOf(path), "utf8");
  const all = [...walk(parse(html))];
  const page: ReadPage = {
    ...readBuiltPage(html),
    html,
    all,
    inside: (element) => [...walk(element)],
    find: (tagName, ...within) => {
      if (within.length === 1 && within[0] === undefined) throw new Error(`No element to find <${tagName}> in`);
      return (within[0] ? [...walk(within[0])] : all).filter((element) => element.tagName === tagName);
    },
    meta: (key) => {
      const tag = all.find((element) => element.tagName === "meta" && (attribute(element, "name") ?? attribute(element, "property")) === key);
      return tag && attribute(tag, "content");
    },
    structuredData: () =>
      readBuiltPage(html)
        .scripts.filter((script) => script.type === "application/ld+json")
        .map((script) => JSON.parse(script.body) as Record<string, unknown> & { "@type": string }),
  };
  cache.set(path, page);
  return page;
}

/** An element's accessible name as far as the built pages need it: its aria-label, or its text with its images' alt text. */
export function nameOf(element: Element): string {
  const label = attribute(element, "aria-label");
  if (label !== undefined) return label;
  const parts: string[] = [];
  const collect = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === "#text" && "value" in child) parts.push(child.value);
      else if ("tagName" in child && child.tagName === "img") parts.push(attribute(child, "alt") ?? "");
      else if ("tagName" in child && attribute(child, "aria-hidden") !== "true") collect(child);
    }
  };
  collect(element);
  return parts.join("").replace(/\s+/g, " ").trim();
}
