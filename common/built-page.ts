/**
 * One reader of a pre-rendered page, with a real HTML parser (parse5, the parser of the HTML standard):
 * its scripts, inline or not, its links (stylesheets, preloads), its inline styles, and the static
 * imports of its inline module scripts. The build's rewrite of the pages, the page-weight measure, the
 * server's Content-Security-Policy hashes and the build's tests all read a page through it, so a change
 * in React Router's output is met in one place instead of five regular expressions.
 *
 * Each element keeps its place in the source text (`start`, `end`, and the same for its content), so a
 * step that rewrites a page can replace exactly that element and leave every other byte as it was.
 */
import { posix } from "node:path";
import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";

type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** A span of the page's source text: `html.slice(start, end)`. */
export type SourceSpan = { start: number; end: number };

export type PageScript = SourceSpan & {
  attributes: Record<string, string>;
  /** `type`, lower-cased; "" for a classic script. */
  type: string;
  src?: string;
  /** The text between the tags, exactly as written (what a CSP hash covers). */
  body: string;
  /** Where `body` sits in the source: what a rewrite of the script's text replaces. */
  bodySpan: SourceSpan;
};

export type PageLink = SourceSpan & { attributes: Record<string, string>; rel: string; href: string };

export type PageStyle = SourceSpan & { body: string };

/** An attribute that makes the browser fetch or point somewhere: src, href or srcset, on any element. */
export type PageReference = { tagName: string; attribute: "src" | "href" | "srcset"; value: string; attributes: Record<string, string> };

export type BuiltPage = {
  /** Every class name in the page's class attributes, and every element name (lower-case) in it. */
  vocabulary: { classes: Set<string>; elements: Set<string> };
  scripts: PageScript[];
  references: PageReference[];
  links: PageLink[];
  styles: PageStyle[];
  /** Where the head's content starts, after `<head>` and, when it comes first, `<meta charset>`: what a page declares first goes here. */
  headStart: number;
};

/** Script types a browser never runs (structured data): CSP does not apply to them. */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json"]);

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(element.attrs.map((attribute) => [attribute.name, attribute.value]));
}

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    // A <template>'s content is a separate fragment; React Router's pages carry none that matter here.
    yield* elements(child);
  }
}

function spanOf(element: Element): SourceSpan {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location`);
  return { start: location.startOffset, end: location.endOffset };
}

/** The text between an element's start and end tags. */
function bodySpanOf(element: Element): SourceSpan {
  const location = element.sourceCodeLocation;
  if (!location?.startTag) throw new Error(`<${element.tagName}> has no start tag location`);
  const start = location.startTag.endOffset;
  return { start, end: location.endTag ? location.endTag.startOffset : start };
}

/** A page's document tree, with each node's place in the source: read once, for every reader below that takes it. */
export type ParsedHtml = DefaultTreeAdapterMap["document"];
export const parseHtml = (html: string): ParsedHtml => parse(html, { sourceCodeLocationInfo: true });

/** `document`: the page already parsed (parseHtml), when another reader needs it too. */
export function readBuiltPage(html: string, document: ParsedHtml = parseHtml(html)): BuiltPage {
  const page: BuiltPage = {
    vocabulary: { classes: new Set(), elements: new Set() },
    scripts: [],
    references: [],
    links: [],
    styles: [],
    headStart: 0,
  };
  for (const element of elements(document)) {
    page.vocabulary.elements.add(element.tagName.toLowerCase());
    const classes = element.attrs.find((attribute) => attribute.name === "class")?.value ?? "";
    for (const name of classes.split(/[\t\n\f\r ]+/)) if (name) page.vocabulary.classes.add(name);
    for (const attribute of element.attrs) {
      if (attribute.name === "src" || attribute.name === "href" || attribute.name === "srcset") {
        page.references.push({
          tagName: element.tagName,
          attribute: attribute.name,
          value: attribute.value,
          attributes: attributesOf(element),
        });
      }
    }
    // A head the parser had to imply (a fragment, not a built page) has no place in the source.
    if (element.tagName === "head" && element.sourceCodeLocation?.startTag) {
      const head = bodySpanOf(element);
      const first = element.childNodes[0];
      const charsetFirst =
        first && "tagName" in first && first.tagName === "meta" && first.attrs.some((attribute) => attribute.name === "charset");
      page.headStart = charsetFirst ? spanOf(first).end : head.start;
    }
    if (element.tagName === "script") {
      const attributes = attributesOf(element);
      const bodySpan = bodySpanOf(element);
      page.scripts.push({
        ...spanOf(element),
        attributes,
        type: (attributes.type ?? "").trim().toLowerCase(),
        src: attributes.src,
        body: html.slice(bodySpan.start, bodySpan.end),
        bodySpan,
      });
    } else if (element.tagName === "link") {
      const attributes = attributesOf(element);
      page.links.push({ ...spanOf(element), attributes, rel: (attributes.rel ?? "").toLowerCase(), href: attributes.href ?? "" });
    } else if (element.tagName === "style") {
      const bodySpan = bodySpanOf(element);
      page.styles.push({ ...spanOf(element), body: html.slice(bodySpan.start, bodySpan.end) });
    }
  }
  return page;
}

/** Inline scripts a browser would run: what the page's CSP must allow by hash. */
export const executableInlineScripts = (page: BuiltPage): PageScript[] =>
  page.scripts.filter((script) => script.src === undefined && !DATA_BLOCK_TYPES.has(script.type));

/** Inline module scripts: where React Router imports the page's modules. */
export const inlineModuleScripts = (page: BuiltPage): PageScript[] =>
  page.scripts.filter((script) => script.src === undefined && script.type === "module");

// `import "/assets/a.js";`, `import * as route0 from "/assets/b.js";` and, minified, `import{x}from"./c.js"`:
// the static imports React Router and the bundler write; `import("/assets/d.js")` is a dynamic one. The
// text of a script is JavaScript, not HTML, so a pattern reads it; the parser has already found where
// each script is.
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /(?:^|[^\w$.])import\(\s*["']([^"']+\.js)["']\s*\)/g;

/** Modules a piece of JavaScript imports statically: loaded with it, before it runs. */
export const staticImports = (source: string): string[] => [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!);

/** Modules a piece of JavaScript imports with `import("…")`: loaded when that line runs. */
export const dynamicImports = (source: string): string[] => [...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!);

/**
 * Every script the page itself starts loading: script sources, module preloads, and every module its
 * inline module scripts import (statically, or dynamically as the first-paint rewrite does).
 */
export function pageScriptUrls(page: BuiltPage): string[] {
  const urls = new Set<string>();
  for (const script of page.scripts) if (script.src) urls.add(script.src);
  for (const link of page.links) if (link.rel === "modulepreload") urls.add(link.href);
  for (const script of inlineModuleScripts(page))
    for (const url of [...staticImports(script.body), ...dynamicImports(script.body)]) urls.add(url);
  for (const script of executableInlineScripts(page)) for (const match of script.body.matchAll(SCRIPT_IN_SCRIPT)) urls.add(match[1]!);
  return [...urls];
}

// The addresses a page's inline scripts fetch after the first paint (pipeline/scripts-after-first-paint.ts
// writes them as JSON): the page's modules, and the site's stylesheet.
const SCRIPT_IN_SCRIPT = /"(\/assets\/[^"]+\.js)"/g;
const STYLESHEET_IN_SCRIPT = /"(\/assets\/[^"]+\.css)"/g;

/** Stylesheets the page links to, and the one its inline scripts add. */
export function pageStylesheetUrls(page: BuiltPage): string[] {
  const urls = new Set(page.links.filter((link) => link.rel === "stylesheet").map((link) => link.href));
  for (const script of executableInlineScripts(page)) for (const match of script.body.matchAll(STYLESHEET_IN_SCRIPT)) urls.add(match[1]!);
  return [...urls];
}

/** The page's text with some spans replaced; spans must not overlap. */
export function replaceSpans(html: string, replacements: (SourceSpan & { text: string })[]): string {
  // An insertion (an empty span) goes before a replacement that starts at the same place.
  const ordered = [...replacements].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = "";
  let cursor = 0;
  for (const { start, end, text } of ordered) {
    if (start < cursor) throw new Error("Overlapping rewrites of one page");
    result += html.slice(cursor, start) + text;
    cursor = end;
  }
  return result + html.slice(cursor);
}

// React Router writes a page's loader data (its "hydration data") into the page as a stream: a React
// Suspense boundary at the end of the body whose scripts hand text to `streamController.enqueue(…)` and
// then `close()`, revealed by React's own `$RC` scripts.
const ENQUEUE = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/;
const CLOSE = "window.__reactRouterContext.streamController.close();";
const BOUNDARY_COMMENT = /^\/?\$[?!~]?$/;
const REVEAL_SCRIPT = /^\$R[BC]/;

type Node = DefaultTreeAdapterMap["childNode"];

/** The page's streamed hydration data, in order, and the span of the markup that carries it. */
export type StreamedHydrationData = SourceSpan & { text: string };

const isBlank = (node: Node) => node.nodeName === "#text" && "value" in node && node.value.trim() === "";
const commentOf = (node: Node) => (node.nodeName === "#comment" && "data" in node ? node.data : undefined);
const textOf = (element: Element) => element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
function idOf(element: Element): string | undefined {
  return element.attrs.find((attribute) => attribute.name === "id")?.value;
}

/**
 * What a node of the stream is: a boundary comment, a placeholder of React's, the stream's own scripts
 * (with the text they enqueue), or a hidden segment holding more of them. Undefined for anything else.
 */
function streamPart(node: Node): { chunks: string[]; closes: boolean } | undefined {
  const none = { chunks: [], closes: false };
  if (isBlank(node)) return none;
  const comment = commentOf(node);
  if (comment !== undefined) return BOUNDARY_COMMENT.test(comment) ? none : undefined;
  if (!("tagName" in node)) return undefined;
  const id = idOf(node) ?? "";
  if (node.tagName === "template") return /^B:\d+$/.test(id) ? none : undefined;
  if (node.tagName === "div") {
    if (!/^S:\d+$/.test(id) || !node.attrs.some((attribute) => attribute.name === "hidden")) return undefined;
    const parts = node.childNodes.map(streamPart);
    if (parts.some((part) => part === undefined)) return undefined;
    return { chunks: parts.flatMap((part) => part!.chunks), closes: parts.some((part) => part!.closes) };
  }
  if (node.tagName !== "script") return undefined;
  const text = textOf(node);
  if (id === "_R_" || REVEAL_SCRIPT.test(text)) return none;
  if (text === CLOSE) return { chunks: [], closes: true };
  const chunk = ENQUEUE.exec(text);
  return chunk ? { chunks: [JSON.parse(chunk[1]!) as string], closes: false } : undefined;
}

/**
 * Finds the hydration data stream at the end of the page's body: its text, and the span from the
 * boundary's opening comment to the end of the body. The span holds nothing but what React Router and
 * React write for the stream, with its boundaries balanced, so that a change in their output is never
 * cut away with it: such a page fails the build's check (firstPaintProblems) instead.
 */
export function streamedHydrationData(html: string, document: ParsedHtml = parseHtml(html)): StreamedHydrationData | undefined {
  const root = document.childNodes.find((node): node is Element => "tagName" in node && node.tagName === "html");
  const body = root?.childNodes.find((node): node is Element => "tagName" in node && node.tagName === "body");
  if (!body) return undefined;
  const nodes = body.childNodes;
  // The longest run of stream nodes that ends the body, from an opening boundary comment on.
  let start = nodes.length;
  while (start > 0 && streamPart(nodes[start - 1]!) !== undefined) start -= 1;
  while (start < nodes.length && !/^\$[?]?$/.test(commentOf(nodes[start]!) ?? "")) start += 1;
  const run = nodes.slice(start);
  let depth = 0;
  for (const node of run) {
    const comment = commentOf(node);
    if (comment === undefined) continue;
    depth += comment.startsWith("/") ? -1 : 1;
    if (depth < 0) return undefined;
  }
  const parts = run.map((node) => streamPart(node)!);
  if (depth !== 0 || !parts.some((part) => part.closes)) return undefined;
  return {
    start: run[0]!.sourceCodeLocation!.startOffset,
    end: run.at(-1)!.sourceCodeLocation!.endOffset,
    text: parts.flatMap((part) => part.chunks).join(""),
  };
}

/** Scripts the HTML starts (its preloads and its module script's imports), its stylesheets and its inline styles. */
export function htmlEntryPoints(html: string): { js: string[]; css: string[]; inlineCss: string[] } {
  const page = readBuiltPage(html);
  return { js: pageScriptUrls(page), css: pageStylesheetUrls(page), inlineCss: page.styles.map((style) => style.body) };
}

/** Static imports of a built module (`import"./a.js"`, `import{x}from"./b.js"`), as site paths; `import()` loads later, when it runs. */
export function staticImportPaths(modulePath: string, source: string): string[] {
  return staticImports(source).map((url) => (url.startsWith("/") ? url : posix.join(posix.dirname(modulePath), url)));
}
