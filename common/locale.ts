/**
 * Languages the site is written in, and where each one's pages live: English at the root, Hindi under
 * /hi. Each language is a build of its own (docs/decisions/004-hindi.md), so a page's scripts carry
 * only its own language; `CONTENT` in all-locales.ts holds every language for the checks and the server.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export type Localized<T> = Record<Locale, T>;

/** What the site and the server need to know about each language. */
export const LOCALE_INFO: Localized<{
  /** Path prefix of its pages: "" for English at the root. */
  prefix: string;
  /** The language's name in itself, as the language switch shows it. */
  nativeName: string;
  /** Its name in English, as the hospital's desk reads it in e-mails. */
  englishName: string;
  /** Open Graph locale of its pages. */
  ogLocale: string;
}> = {
  en: { prefix: "", nativeName: "English", englishName: "English", ogLocale: "en_IN" },
  hi: { prefix: "/hi", nativeName: "हिन्दी", englishName: "Hindi", ogLocale: "hi_IN" },
};

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The language of a site path: /hi and everything under /hi/ is Hindi, the rest English. */
export function localeFromPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** A page path of the site ("/", "/about", "/find#meetdoctors") in a language: "/hi", "/hi/about". */
export function localizedPath(locale: Locale, path: string): string {
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : path.startsWith("/#") || path.startsWith("/?") ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Site paths in every language, one language after the other: ["/", "/about", "/hi", "/hi/about"]. */
export const inEveryLocale = (paths: readonly string[]): string[] =>
  LOCALES.flatMap((locale) => paths.map((path) => localizedPath(locale, path)));

/** A site path without its language prefix: "/hi/about" -> "/about", "/hi" -> "/". */
export function unlocalizedPath(pathname: string): string {
  const { prefix } = LOCALE_INFO[localeFromPath(pathname)];
  return prefix ? pathname.slice(prefix.length) || "/" : pathname;
}
