/**
 * The part of the site's stylesheet that one page's HTML can use, for the build to put in that page.
 *
 * Every page carries its stylesheet inline so that its first paint waits for no request; the whole
 * stylesheet (32 KB, 6 KB compressed) made each page's HTML longer than the first round trip of a new
 * connection carries (docs/decisions/013-one-round-trip-pages.md). A page keeps every rule that could
 * match its own elements, in any state HTML alone can put them in: a selector is dropped only when it
 * names a class or an element the page does not have, outside `:not()`, `:has()` and lists in `:is()`
 * or `:where()` (a class inside them may be absent and the selector still match). Pseudo-classes and attributes are
 * not looked at, so `hover:`, `group-open:`, `[open]`, `:popover-open` and `:user-invalid` rules stay.
 * Custom properties nothing reads, their `@property` registrations and unused `@keyframes` go too.
 *
 * What only scripts add (a form's error, a menu's open state) comes from the whole stylesheet, which
 * the page loads after its first paint and before it hydrates (pipeline/scripts-after-first-paint.ts).
 */
import postcss, { type AtRule, type Container, type Declaration, type Root } from "postcss";

/** What a page's HTML holds: its class names and its element names, lower-case. */
export type PageVocabulary = { classes: ReadonlySet<string>; elements: ReadonlySet<string> };

/** A CSS identifier as written, escapes resolved: `md\:grid-cols-\[1\.1fr_1fr\]` -> `md:grid-cols-[1.1fr_1fr]`. */
export function unescapeIdentifier(escaped: string): string {
  return escaped.replace(
    /\\(?:([0-9a-fA-F]{1,6})\s?|([^0-9a-fA-F\n]))/g,
    (_match, hex: string | undefined, character: string | undefined) =>
      hex === undefined ? character! : String.fromCodePoint(parseInt(hex, 16) || 0xfffd),
  );
}

/** The selector without what is inside brackets and parentheses (escaped characters kept as written). */
function outermost(selector: string): string {
  let depth = 0;
  let text = "";
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector[index]!;
    if (character === "\\") {
      if (depth === 0) text += character + (selector[index + 1] ?? "");
      index += 1;
    } else if (character === "(" || character === "[") depth += 1;
    else if (character === ")" || character === "]") depth -= 1;
    else if (depth === 0) text += character;
  }
  return text;
}

const CLASS = /\.((?:\\(?:[0-9a-fA-F]{1,6}\s?|[^\n])|[\w-])+)/g;
// An element name starts a compound selector: at the start, or after a space or a combinator.
const ELEMENT = /(?:^|[\s>+~])([a-zA-Z][\w-]*)/g;

/** Where the parenthesis opened at `open` closes (escaped ones not counted), or -1. */
function closingParenthesis(selector: string, open: number): number {
  let depth = 0;
  for (let index = open; index < selector.length; index += 1) {
    const character = selector[index]!;
    if (character === "\\") index += 1;
    else if (character === "(") depth += 1;
    else if (character === ")" && --depth === 0) return index;
  }
  return -1;
}

/**
 * `:is(X)` and `:where(X)` with one selector in them need what X needs (Tailwind writes `space-y-4` as
 * `:where(.space-y-4>:not(:last-child))`): they are opened up, with a space on each side so that X stays
 * apart. With a list, any one of which may match, they are left for `outermost` to set aside.
 */
function openSingleSelectorGroups(selector: string): string {
  let text = selector;
  let from = 0;
  for (;;) {
    const match = /(?<!\\):(?:is|where)\(/.exec(text.slice(from));
    if (!match) return text;
    const open = from + match.index + match[0].length - 1;
    const close = closingParenthesis(text, open);
    if (close < 0) return text;
    const inside = text.slice(open + 1, close);
    if (outermost(inside).includes(",")) {
      from = close + 1;
      continue;
    }
    text = `${text.slice(0, from + match.index)} ${inside} ${text.slice(close + 1)}`;
    from += match.index;
  }
}

/**
 * Pseudo-elements only form controls have, and the elements that have them: the reset's rules for a
 * date field's parts or a placeholder serve no page without such a field.
 */
const FORM_CONTROL_PARTS: [RegExp, string[]][] = [
  [/::placeholder\b/, ["input", "textarea"]],
  [
    /::(?:file-selector-button|-webkit-(?:datetime-edit|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration))/,
    ["input"],
  ],
];

export type SelectorNeeds = {
  classes: string[];
  elements: string[];
  /** Groups of elements of which the page must have at least one each. */
  oneOf: string[][];
};

/** The classes and elements an element must have for `selector` to match it or anything around it. */
export function selectorNeeds(selector: string): SelectorNeeds {
  const outer = outermost(openSingleSelectorGroups(selector));
  return {
    classes: [...outer.matchAll(CLASS)].map((match) => unescapeIdentifier(match[1]!)),
    elements: [...outer.replace(CLASS, "").matchAll(ELEMENT)].map((match) => match[1]!.toLowerCase()),
    oneOf: FORM_CONTROL_PARTS.filter(([part]) => part.test(outer)).map(([, hosts]) => hosts),
  };
}

/** Whether an element with what `needs` names could be in the page. */
const couldMatch = (needs: SelectorNeeds, page: PageVocabulary) =>
  needs.classes.every((name) => page.classes.has(name)) &&
  needs.elements.every((name) => page.elements.has(name)) &&
  needs.oneOf.every((hosts) => hosts.some((name) => page.elements.has(name)));

const isKeyframes = (node: Container | undefined) => node?.type === "atrule" && /keyframes$/i.test((node as AtRule).name);

function removeEmptyBlocks(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === "atrule" || node.type === "rule") && node.nodes !== undefined && node.nodes.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;

/** Custom properties something reads: a property's value, or a custom property that is itself read. */
function readVariables(root: Root): Set<string> {
  const read = new Set<string>();
  const customs: Declaration[] = [];
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--")) customs.push(declaration);
    else for (const match of declaration.value.matchAll(VARIABLE_READ)) read.add(match[1]!);
  });
  let grew = true;
  while (grew) {
    grew = false;
    for (const declaration of customs) {
      if (!read.has(declaration.prop)) continue;
      for (const match of declaration.value.matchAll(VARIABLE_READ)) {
        if (read.has(match[1]!)) continue;
        read.add(match[1]!);
        grew = true;
      }
    }
  }
  return read;
}

/** Cascade layers in the order they first appear: the order that ranks them. */
function layerOrder(root: Root): string[] {
  const names: string[] = [];
  root.walkAtRules("layer", (rule) => {
    for (const name of rule.params.split(",").map((part) => part.trim())) if (name && !names.includes(name)) names.push(name);
  });
  return names;
}

/**
 * The site's stylesheet read once: its tree, its layers and what each selector needs. The same stylesheet
 * serves every page of a build or a publish, and reading it (postcss's parse and the selector patterns)
 * cost more than picking a page's rules from it; each page then works on a copy of the tree.
 */
type AnalysedStylesheet = { root: Root; layers: string[]; needs: Map<string, SelectorNeeds> };

/** The last stylesheet analysed, by its text: a build or a publish uses one. */
let analysed: { css: string; stylesheet: AnalysedStylesheet } | undefined;

function analyse(css: string): AnalysedStylesheet {
  if (analysed?.css === css) return analysed.stylesheet;
  const root = postcss.parse(css);
  const needs = new Map<string, SelectorNeeds>();
  root.walkRules((rule) => {
    if (isKeyframes(rule.parent)) return;
    for (const selector of rule.selectors) if (!needs.has(selector)) needs.set(selector, selectorNeeds(selector));
  });
  const stylesheet = { root, layers: layerOrder(root), needs };
  analysed = { css, stylesheet };
  return stylesheet;
}

/**
 * The rules of `css` that could apply to the page's HTML, in their order, layers and media queries.
 * It opens by naming every layer of `css` in its order, so that when the whole stylesheet is added
 * after it, a layer this page had no rule in does not join last and outrank the others.
 */
export function stylesheetForPage(css: string, page: PageVocabulary): string {
  const stylesheet = analyse(css);
  const root = stylesheet.root.clone();
  const layers = stylesheet.layers;
  root.walkRules((rule) => {
    if (isKeyframes(rule.parent)) return;
    const kept = rule.selectors.filter((selector) => couldMatch(stylesheet.needs.get(selector) ?? selectorNeeds(selector), page));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyBlocks(root);

  const read = readVariables(root);
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--") && !read.has(declaration.prop)) declaration.remove();
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  const words = new Set<string>();
  root.walkDecls((declaration) => {
    for (const word of declaration.value.split(/[^\w-]+/)) words.add(word);
  });
  root.walkAtRules((rule) => {
    if (/keyframes$/i.test(rule.name) && !words.has(rule.params.trim())) rule.remove();
  });
  removeEmptyBlocks(root);
  // Comments are not styles. The one the stylesheet has is Tailwind's licence banner, which stays in the
  // whole stylesheet every page fetches with its scripts; in each page's own part it cost 44 bytes of the
  // Hindi home page's first round trip.
  root.walkComments((comment) => {
    comment.remove();
  });
  if (layers.length > 0) root.prepend(postcss.atRule({ name: "layer", params: layers.join(",") }));
  return root.toString();
}
