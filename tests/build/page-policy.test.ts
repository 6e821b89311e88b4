/**
 * Every served page, in both languages, holds nothing its own Content-Security-Policy would refuse before
 * a script runs. The policy is the one the server sends with the page (server/site/site-snapshot.ts: the
 * hashes of the page's inline scripts and stylesheet, read through common/built-page.ts), and the page is
 * read here as a browser's parser reads it (parse5, walked element by element), so a script the server's
 * reading missed, an inline handler or style attribute, a javascript: address or a resource from another
 * origin fails here, on the page that has it. What scripts do once they run (hydration, navigation, the
 * map) the browser checks on one page of each template (tests/e2e/csp.spec.ts); the doctor videos' player
 * is the one video origin the policy frames (server/http/security-headers.test.ts).
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type SiteSnapshot, readSiteSnapshot } from "#server/site/site-snapshot";
import { type HtmlElement, SERVED_PATHS, SITE_DIR, type ServedPage, attribute, byTag, elementsUnder, pageAt, servedPages } from "./page-tree";

let pages: ServedPage[];
let site: SiteSnapshot;
beforeAll(async () => {
  pages = await servedPages();
  site = await readSiteSnapshot(SITE_DIR);
});

/** The policy's directives, each with its sources. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A script's or a style's text as the browser reads it: its text children, joined. */
const textChildren = (element: HtmlElement) =>
  element.childNodes.map((child) => (child.nodeName === "#text" && "value" in child ? child.value : "")).join("");

// The types a browser runs as script (HTML's "JavaScript MIME type essence match", and module); any
// other type (structured data) is a data block, never run, so the policy need not allow it.
const RUN_AS_SCRIPT = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))$/;

const PRELOAD_DIRECTIVE: Record<string, string> = {
  script: "script-src",
  style: "style-src",
  image: "img-src",
  font: "font-src",
  fetch: "connect-src",
};

/** Addresses the page's elements load from, by the directive that governs them. */
function loads(element: HtmlElement): { directive: string; address: string }[] {
  const own = (name: string) => attribute(element, name);
  const found: { directive: string; address: string }[] = [];
  const add = (directive: string, address: string | undefined) => {
    if (address !== undefined) found.push({ directive, address: address.trim() });
  };
  if (element.tagName === "script") add("script-src", own("src"));
  if (element.tagName === "link") {
    const rel = (own("rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("stylesheet")) add("style-src", own("href"));
    if (rel.includes("modulepreload")) add("script-src", own("href"));
    if (rel.includes("preload")) add(PRELOAD_DIRECTIVE[own("as") ?? ""] ?? "default-src", own("href"));
    if (rel.includes("icon")) add("img-src", own("href"));
  }
  if (element.tagName === "img" || element.tagName === "source") {
    add("img-src", own("src"));
    for (const candidate of (own("srcset") ?? "").split(",").filter((part) => part.trim()))
      add("img-src", candidate.trim().split(/\s+/)[0]);
  }
  if (element.tagName === "iframe") add("frame-src", own("src"));
  if (element.tagName === "form") add("form-action", own("action"));
  return found;
}

/** Whether `sources` of a directive let the page at `pageUrl` load `address`. */
function allows(sources: string[], address: string, pageUrl: URL): boolean {
  if (address.startsWith("data:")) return sources.includes("data:");
  const url = new URL(address, pageUrl);
  if (url.origin === pageUrl.origin) return sources.includes("'self'");
  return sources.some((source) => source === url.origin || source === `${url.origin}/`);
}

describe("each served page under its own Content-Security-Policy", () => {
  it("is read from every page the server serves, in both languages", () => {
    const served = [...site.pages.values(), ...Object.values(site.specialityFallback)];
    expect(pages.map((page) => page.file).sort()).toEqual(served.sort());
    expect(pages.map((page) => page.path).sort()).toEqual([...SERVED_PATHS].sort());
  });

  it.each(SERVED_PATHS)("%s runs only the inline scripts its policy allows by hash, and holds nothing else the policy refuses", (path) => {
    const page = pageAt(pages, path);
    const pageUrl = new URL(path, "http://127.0.0.1");
    const policy = directivesOf(site.policy(page.file, { overTls: false }));
    const scriptSources = policy.get("script-src") ?? [];
    const styleSources = policy.get("style-src") ?? [];
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect([...scriptSources, ...styleSources].filter((source) => /unsafe/.test(source))).toEqual([]);

    const elements = [...elementsUnder(page.document)];
    const inlineScripts = elements.filter(
      (element) =>
        element.tagName === "script" &&
        attribute(element, "src") === undefined &&
        RUN_AS_SCRIPT.test((attribute(element, "type") ?? "").trim().toLowerCase()),
    );
    expect(inlineScripts.length, "React Router's inline scripts").toBeGreaterThan(0);
    const problems: string[] = [];
    for (const script of inlineScripts) {
      const text = textChildren(script);
      if (!scriptSources.includes(sha256(text))) problems.push(`an inline script its policy does not allow: ${text.slice(0, 80)}`);
    }
    for (const style of elements.filter((element) => element.tagName === "style"))
      if (!styleSources.includes(sha256(textChildren(style)))) problems.push("an inline <style> its policy does not allow");
    for (const element of elements) {
      for (const { name, value } of element.attrs) {
        // Inline handlers and style attributes need 'unsafe-inline' or 'unsafe-hashes', which the policy never has.
        if (/^on/i.test(name)) problems.push(`<${element.tagName} ${name}>: an inline event handler`);
        if (name === "style") problems.push(`<${element.tagName} style="${value}">: a style attribute`);
        if (["href", "src", "action", "formaction"].includes(name) && /^\s*javascript:/i.test(value))
          problems.push(`<${element.tagName} ${name}="${value}">: a javascript: address`);
      }
      for (const { directive, address } of loads(element)) {
        const sources = policy.get(directive) ?? policy.get("default-src") ?? [];
        if (!allows(sources, address, pageUrl)) problems.push(`<${element.tagName}> loads ${address}, which ${directive} refuses`);
      }
    }
    if (byTag(page.document, "base").length > 0) problems.push("a <base>, which base-uri 'none' refuses");
    expect(problems).toEqual([]);
  });
});
