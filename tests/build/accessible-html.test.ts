/**
 * What makes a page accessible that is written in its HTML, held on every pre-rendered page of the build
 * in both languages (build/client/**\/index.html, read with parse5, the parser common/built-page.ts
 * reads pages with): the language the page declares, its title, one h1 and headings that skip no level,
 * a text alternative on every picture, a name on every link, button and form field, ids that are unique
 * and references to ids that exist, ARIA's own attributes and roles, lists built of list items, nothing
 * interactive inside a link or a button, and a viewport that lets a visitor zoom.
 * These differ from page to page with the content (a doctor's photo, a department's headings), so every
 * page is read; what only a browser sees (contrast, reflow, the hydrated page, open menus) is axe's, on one
 * page of each template at both widths (tests/e2e/accessibility.spec.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { describe, expect, it } from "vitest";

type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["document"];

const SITE_DIR = "build/client";
const pages = readdirSync(SITE_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name === "index.html")
  .map((entry) => relative(SITE_DIR, join(entry.parentPath, entry.name)))
  .sort();

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const has = (element: Element, name: string) => element.attrs.some((attr) => attr.name === name);

function* descendants(node: Node): Generator<Element> {
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
  // A <template>'s content is a fragment of its own.
  if (isElement(node) && node.tagName === "template" && "content" in node) yield* descendants(node.content as unknown as Node);
}

/** Hidden from everyone: the `hidden` attribute, or aria-hidden, on it or an ancestor. */
function hiddenFromAll(element: Element): boolean {
  for (let node: Element | undefined = element; node && isElement(node); node = node.parentNode as Element | undefined) {
    if (has(node, "hidden") || attribute(node, "aria-hidden") === "true") return true;
  }
  return false;
}

/** Text an element gives its name by its content: its text, and its pictures' alternatives (ARIA's name from content, simplified). */
function textOf(node: Node): string {
  if (node.nodeName === "#text" && "value" in node) return node.value;
  if (!isElement(node) && node.nodeName !== "#document") return "";
  if (isElement(node)) {
    if (attribute(node, "aria-hidden") === "true" || has(node, "hidden")) return "";
    const label = attribute(node, "aria-label")?.trim();
    if (label) return label;
    if (node.tagName === "img") return attribute(node, "alt") ?? "";
    if (node.tagName === "svg" && attribute(node, "role") === "img") {
      const title = node.childNodes.find((child) => isElement(child) && child.tagName === "title");
      return title ? textOf(title) : "";
    }
    if (node.tagName === "script" || node.tagName === "style" || node.tagName === "template") return "";
  }
  return ("childNodes" in node ? node.childNodes : []).map(textOf).join(" ");
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** An element's accessible name, as far as HTML alone gives it: aria-labelledby, aria-label, its labels, its content, its title. */
function nameOf(element: Element, byId: Map<string, Element>, labels: Map<string, Element[]>, fromContent: boolean): string {
  const labelledBy = attribute(element, "aria-labelledby");
  if (labelledBy) {
    const text = squeeze(
      labelledBy
        .split(/\s+/)
        .map((id) => (byId.get(id) ? textOf(byId.get(id)!) : ""))
        .join(" "),
    );
    if (text) return text;
  }
  const label = squeeze(attribute(element, "aria-label") ?? "");
  if (label) return label;
  const id = attribute(element, "id");
  const labelText = squeeze([...(id ? (labels.get(id) ?? []) : []), ...enclosingLabels(element)].map(textOf).join(" "));
  if (labelText) return labelText;
  if (element.tagName === "input" && /^(submit|reset|button)$/.test(attribute(element, "type") ?? "")) {
    const value = squeeze(attribute(element, "value") ?? "");
    if (value) return value;
  }
  if (fromContent) {
    const text = squeeze(textOf(element));
    if (text) return text;
  }
  return squeeze(attribute(element, "title") ?? attribute(element, "placeholder") ?? "");
}

function enclosingLabels(element: Element): Element[] {
  const found: Element[] = [];
  for (let node = element.parentNode as Element | undefined; node && isElement(node); node = node.parentNode as Element | undefined) {
    if (node.tagName === "label") found.push(node);
  }
  return found;
}

const describeElement = (element: Element) => {
  const id = attribute(element, "id");
  const className = attribute(element, "class");
  const href = attribute(element, "href");
  return `<${element.tagName}${id ? ` id="${id}"` : ""}${href ? ` href="${href}"` : ""}${className ? ` class="${className.slice(0, 40)}"` : ""}>`;
};

const FIELD_TYPES_WITHOUT_LABEL = new Set(["hidden", "submit", "reset", "button", "image"]);
/** WAI-ARIA 1.2's states and properties, and its roles that a page may write (aria-valid-attr, aria-roles). */
const ARIA_ATTRIBUTES = new Set(
  (
    "activedescendant atomic autocomplete braillelabel brailleroledescription busy checked colcount colindex colindextext colspan " +
    "controls current describedby description details disabled dropeffect errormessage expanded flowto grabbed haspopup hidden " +
    "invalid keyshortcuts label labelledby level live modal multiline multiselectable orientation owns placeholder posinset " +
    "pressed readonly relevant required roledescription rowcount rowindex rowindextext rowspan selected setsize sort valuemax " +
    "valuemin valuenow valuetext"
  )
    .split(" ")
    .map((name) => `aria-${name}`),
);
const ARIA_ROLES = new Set(
  (
    "alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox complementary " +
    "contentinfo definition deletion dialog directory document emphasis feed figure form generic grid gridcell group heading img " +
    "insertion link list listbox listitem log main marquee math menu menubar menuitem menuitemcheckbox menuitemradio meter " +
    "navigation none note option paragraph presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar " +
    "search searchbox separator slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term " +
    "textbox time timer toolbar tooltip tree treegrid treeitem"
  ).split(" "),
);
const INTERACTIVE = new Set(["a", "button", "input", "select", "textarea", "details", "summary", "label", "iframe"]);

/** Everything about a page's HTML that axe would report, in words; empty when there is nothing. */
function accessibilityProblems(html: string, locale: "en" | "hi"): string[] {
  const document = parse(html);
  const all = [...descendants(document)];
  const problems: string[] = [];
  const byId = new Map<string, Element>();
  const labels = new Map<string, Element[]>();
  for (const element of all) {
    const id = attribute(element, "id");
    if (id !== undefined) {
      if (id.trim() === "") problems.push(`${describeElement(element)} has an empty id`);
      else if (byId.has(id)) problems.push(`the id "${id}" is on two elements`);
      else byId.set(id, element);
    }
    const forId = element.tagName === "label" ? attribute(element, "for") : undefined;
    if (forId) labels.set(forId, [...(labels.get(forId) ?? []), element]);
  }

  // The page's language (html-has-lang, html-lang-valid) and title (document-title).
  const root = all.find((element) => element.tagName === "html")!;
  if (attribute(root, "lang") !== locale) problems.push(`<html lang="${attribute(root, "lang")}">, not "${locale}"`);
  const titles = all.filter((element) => element.tagName === "title" && !descendantOf(element, "svg"));
  if (titles.length !== 1 || squeeze(textOf(titles[0]!)) === "") problems.push(`${titles.length} titles, or an empty one`);

  // Zoom (meta-viewport): a visitor may enlarge the page.
  for (const meta of all.filter((element) => element.tagName === "meta" && attribute(element, "name") === "viewport")) {
    const content = attribute(meta, "content") ?? "";
    if (/user-scalable\s*=\s*(no|0)\b/i.test(content)) problems.push("the viewport forbids zooming");
    const maximum = /maximum-scale\s*=\s*([\d.]+)/i.exec(content);
    if (maximum && Number(maximum[1]) < 2) problems.push(`the viewport allows zooming only to ${maximum[1]}`);
  }

  // Headings: one h1 (page-has-heading-one), no level skipped (heading-order), none empty (empty-heading).
  const headings = all.filter((element) => /^h[1-6]$/.test(element.tagName) && !hiddenFromAll(element));
  const h1s = headings.filter((heading) => heading.tagName === "h1");
  if (h1s.length !== 1) problems.push(`${h1s.length} h1 elements`);
  let level = 0;
  for (const heading of headings) {
    const next = Number(heading.tagName[1]);
    if (next > level + 1) problems.push(`${describeElement(heading)} "${squeeze(textOf(heading))}" follows an h${level}`);
    if (squeeze(textOf(heading)) === "") problems.push(`${describeElement(heading)} is empty`);
    level = next;
  }

  for (const element of all) {
    const tag = element.tagName;
    const role = attribute(element, "role");
    // Pictures (image-alt, svg-img-alt, role-img-alt, input-image-alt, area-alt).
    if (tag === "img" && attribute(element, "alt") === undefined && role !== "presentation" && role !== "none")
      problems.push(`${describeElement(element)} src="${attribute(element, "src")?.slice(0, 60)}" has no alt`);
    if (role === "img" && !hiddenFromAll(element) && nameOf(element, byId, labels, tag === "svg") === "")
      problems.push(`${describeElement(element)} with role="img" has no name`);
    if (tag === "input" && attribute(element, "type") === "image" && !squeeze(attribute(element, "alt") ?? ""))
      problems.push(`${describeElement(element)} has no alt`);
    if (tag === "area" && has(element, "href") && !squeeze(attribute(element, "alt") ?? ""))
      problems.push(`${describeElement(element)} has no alt`);
    // Links and buttons (link-name, button-name), and summaries.
    if (((tag === "a" && has(element, "href")) || tag === "button" || role === "button" || role === "link" || tag === "summary") && !hiddenFromAll(element)) {
      if (nameOf(element, byId, labels, true) === "") problems.push(`${describeElement(element)} has no name`);
    }
    // Form fields (label, select-name), and frames (frame-title).
    const fieldType = attribute(element, "type") ?? "text";
    if (((tag === "input" && !FIELD_TYPES_WITHOUT_LABEL.has(fieldType)) || tag === "select" || tag === "textarea") && !hiddenFromAll(element)) {
      if (nameOf(element, byId, labels, false) === "") problems.push(`${describeElement(element)} has no label`);
    }
    if ((tag === "iframe" || tag === "frame") && !squeeze(attribute(element, "title") ?? ""))
      problems.push(`${describeElement(element)} has no title`);
    // ARIA's own words (aria-valid-attr, aria-roles).
    for (const { name } of element.attrs)
      if (name.startsWith("aria-") && !ARIA_ATTRIBUTES.has(name)) problems.push(`${describeElement(element)} has ${name}, not an ARIA attribute`);
    for (const word of (role ?? "").split(/\s+/).filter(Boolean))
      if (!ARIA_ROLES.has(word)) problems.push(`${describeElement(element)} has role="${word}", not an ARIA role`);
    // References by id (aria-valid-attr-value, label's for) name an element the page has.
    for (const name of ["aria-labelledby", "aria-describedby", "aria-controls", "aria-owns"]) {
      for (const id of (attribute(element, name) ?? "").split(/\s+/).filter(Boolean))
        if (!byId.has(id)) problems.push(`${describeElement(element)} ${name} names "${id}", which no element has`);
    }
    if (tag === "label" && attribute(element, "for") && !byId.has(attribute(element, "for")!))
      problems.push(`${describeElement(element)} is for "${attribute(element, "for")}", which no element has`);
    // Lists (list, listitem): a list holds list items, a list item sits in a list.
    if ((tag === "ul" || tag === "ol") && !role) {
      for (const child of element.childNodes.filter(isElement))
        if (!["li", "script", "template"].includes(child.tagName) && !/^(listitem|none|presentation)$/.test(attribute(child, "role") ?? "") )
          problems.push(`${describeElement(element)} holds a ${describeElement(child)}`);
    }
    if (tag === "li" && !role) {
      const parent = element.parentNode as Element;
      const parentRole = attribute(parent, "role");
      if (!(["ul", "ol", "menu"].includes(parent.tagName) && (!parentRole || parentRole === "list")) && parentRole !== "list")
        problems.push(`${describeElement(element)} is in a ${describeElement(parent)}, not a list`);
    }
    // Nothing interactive inside a link or a button (nested-interactive).
    if ((tag === "a" && has(element, "href")) || tag === "button") {
      for (const inner of descendants(element))
        if (INTERACTIVE.has(inner.tagName) && (inner.tagName !== "a" || has(inner, "href")))
          problems.push(`${describeElement(element)} holds a ${describeElement(inner)}`);
    }
  }
  return problems;
}

function descendantOf(element: Element, tagName: string): boolean {
  for (let node = element.parentNode as Element | undefined; node && isElement(node); node = node.parentNode as Element | undefined)
    if (node.tagName === tagName) return true;
  return false;
}

describe("every built page's HTML", () => {
  it("is every page in both languages", () => {
    expect(pages).toContain("index.html");
    expect(pages).toContain(join("hi", "index.html"));
    expect(pages).toContain(join("hi", "speciality", "_fallback", "index.html"));
    expect(pages.length).toBeGreaterThanOrEqual(60);
  });

  it.each(pages)("%s is accessible as written", (page) => {
    const locale = page.startsWith(`hi${sep}`) || page === join("hi", "index.html") ? "hi" : "en";
    expect(accessibilityProblems(readFileSync(join(SITE_DIR, page), "utf8"), locale)).toEqual([]);
  });
});

describe("the check itself", () => {
  const page = (body: string, lang = "en") =>
    `<!DOCTYPE html><html lang="${lang}"><head><title>T</title><meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`;

  it("passes a page that has what it asks for", () => {
    expect(
      accessibilityProblems(
        page(
          '<h1>A</h1><h2>B</h2><img src="a.png" alt=""><a href="/x"><img src="b.png" alt="Home"></a><button aria-label="Open menu"><svg></svg></button>' +
            '<label for="n">Name</label><input id="n"><label>Phone <input type="tel"></label><ul><li>1</li></ul>',
        ),
        "en",
      ),
    ).toEqual([]);
  });

  it.each([
    ["a picture without alt", '<h1>A</h1><img src="a.png">', /has no alt/],
    ["two h1", "<h1>A</h1><h1>B</h1>", /2 h1 elements/],
    ["a skipped level", "<h1>A</h1><h3>B</h3>", /follows an h1/],
    ["an unnamed link", '<h1>A</h1><a href="/x"><svg></svg></a>', /has no name/],
    ["an unnamed button", "<h1>A</h1><button></button>", /has no name/],
    ["an unlabelled field", '<h1>A</h1><input type="email">', /has no label/],
    ["a repeated id", '<h1 id="a">A</h1><p id="a"></p>', /is on two elements/],
    ["a reference to no element", '<h1 aria-describedby="b">A</h1>', /which no element has/],
    ["a list of paragraphs", "<h1>A</h1><ul><p>x</p></ul>", /holds a <p>/],
    ["a link in a button", '<h1>A</h1><button>x <a href="/">y</a></button>', /holds a <a/],
    ["a misspelt ARIA attribute", '<h1 aria-lable="A">A</h1>', /not an ARIA attribute/],
    ["a role ARIA does not have", '<h1>A</h1><div role="picture"></div>', /not an ARIA role/],
  ])("fails %s", (_what, body, problem) => {
    expect(accessibilityProblems(page(body), "en")).toContainEqual(expect.stringMatching(problem));
  });

  it("fails a page in the wrong language, and one that forbids zooming", () => {
    expect(accessibilityProblems(page("<h1>A</h1>", "en"), "hi")).toContainEqual(expect.stringMatching(/not "hi"/));
    const noZoom = page("<h1>A</h1>").replace("width=device-width", "width=device-width, user-scalable=no");
    expect(accessibilityProblems(noZoom, "en")).toContainEqual("the viewport forbids zooming");
  });
});
