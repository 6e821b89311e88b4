/**
 * Languages the site is written in. Every content module maps each locale to its own data, so adding a
 * language means adding a key here and a data file per module: TypeScript then refuses to build until
 * every module has the new language, and components stay untouched.
 */
import type { z } from "zod";

export const LOCALES = ["en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export type Localized<T> = Record<Locale, T>;

/** Parses every locale's data with the schema, so a bad entry in any language fails at import. */
export function localized<S extends z.ZodType>(
  schema: S,
  byLocale: Localized<z.input<S>>,
): Localized<z.output<S>> {
  const entries = LOCALES.map((locale) => {
    const parsed = schema.safeParse(byLocale[locale]);
    if (!parsed.success) {
      throw new Error(`Invalid ${locale} content: ${parsed.error.message}`);
    }
    return [locale, parsed.data] as const;
  });
  return Object.fromEntries(entries) as Localized<z.output<S>>;
}
