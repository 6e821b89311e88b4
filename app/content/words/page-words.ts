import type { z } from "zod";
import type { Localized } from "#common/locale";

/**
 * A page's words in every language, in one module beside the schema they must satisfy: the kind of
 * module in words/pages/, which only the page's loader reads, so they reach the page as page data in
 * its pre-rendered HTML and no bundle carries them or zod. A page whose words other modules share, or
 * whose scripts need them, keeps a `~locale` module per language instead. validate.ts checks each one
 * named in its PAGE_WORDS (validate.test.ts holds every file of words/pages/ to that list).
 */
export function pageWords<Schema extends z.ZodType>(schema: Schema, content: Localized<z.input<Schema>>) {
  return { schema: () => schema, content };
}
