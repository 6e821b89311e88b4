import { useLocation } from "react-router";
import { DEFAULT_LOCALE, type Locale, type Localized } from "./locale";

/** The language of a page, read from its path. English is the only one today, at the root. */
export function localeFromPath(_pathname: string): Locale {
  return DEFAULT_LOCALE;
}

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Picks the current page's language from a localized content module. */
export function useContent<T>(content: Localized<T>): T {
  return content[useLocale()];
}
