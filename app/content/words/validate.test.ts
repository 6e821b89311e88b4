import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#common/locale";
import { CONTENT } from "./all-locales";
import { CHECKS_BY_MODULE, PAGE_WORDS } from "./validate";

const CONTENT_FOLDER = dirname(fileURLToPath(import.meta.url));

/** The files of one language's content (content/en/, content/hi/), tests left out. */
function contentFiles(locale: string): string[] {
  return readdirSync(join(CONTENT_FOLDER, locale)).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
}

/**
 * The files of a language's content whose values reach its index.ts, and so a check: index.ts and every
 * file it imports or re-exports values from, and so on. A type-only import carries no content.
 */
function filesReachedFromIndex(locale: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const source = readFileSync(join(CONTENT_FOLDER, locale, file), "utf8");
    for (const [, imported] of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"\.\/([\w.-]+)"/gm)) {
      visit(`${imported}.ts`);
    }
  };
  visit("index.ts");
  return reached;
}

describe("the content checks", () => {
  it("cover every file of every language's content: each is exported from index.ts or is part of a file that is", () => {
    for (const locale of LOCALES) {
      const reached = filesReachedFromIndex(locale);
      const unchecked = contentFiles(locale).filter((file) => !reached.has(file));
      // A file listed here is never validated: export its module from content/<locale>/index.ts, then
      // give it a check in validate.ts (the typecheck asks for one).
      expect(unchecked, `content/${locale}/`).toEqual([]);
    }
  });

  it("cover every page's words in words/pages/: each is named in PAGE_WORDS by its export", () => {
    const folder = join(CONTENT_FOLDER, "pages");
    const files = (existsSync(folder) ? readdirSync(folder) : []).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    const exported = files.flatMap((file) =>
      [...readFileSync(join(folder, file), "utf8").matchAll(/^export const (\w+) = pageWords\(/gm)].map(([, name]) => name),
    );
    // A module missing here is never validated: name it in validate.ts's PAGE_WORDS.
    expect(exported, "words/pages/").toHaveLength(files.length);
    expect(Object.keys(PAGE_WORDS)).toEqual(expect.arrayContaining(exported));
  });

  it("have one check for each module every language exports, and for each shared module", () => {
    const checked = Object.keys(CHECKS_BY_MODULE);
    for (const locale of LOCALES) expect(checked, locale).toEqual(expect.arrayContaining(Object.keys(CONTENT[locale])));
  });
});
