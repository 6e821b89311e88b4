/** The language a build is made in, from VITE_SITE_LOCALE (default English); refuses unknown ones. */
import { DEFAULT_LOCALE, type Locale, LOCALES, isLocale } from "#common/locale";

export const SITE_LOCALE_VARIABLE = "VITE_SITE_LOCALE";

export function buildLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const requested = env[SITE_LOCALE_VARIABLE];
  if (requested === undefined || requested === "") return DEFAULT_LOCALE;
  if (!isLocale(requested)) throw new Error(`${SITE_LOCALE_VARIABLE}=${requested} is not one of ${LOCALES.join(", ")}`);
  return requested;
}

/** Where a language's build is made: English in build/, the others beside it until merged in. */
export function localeBuildDirectory(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "build" : `build/.locale-${locale}`;
}
