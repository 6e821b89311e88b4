/**
 * The language of the build being made. `npm run build` builds the site once per language with
 * VITE_SITE_LOCALE set (scripts/build-site.ts); Vite writes the value into the bundle, and tests and the
 * server, which run without Vite, get the default. Content reaches components through the `~locale/*`
 * alias (vite.config.ts), so a bundle never holds another language's words.
 */
import { DEFAULT_LOCALE, type Locale, isLocale } from "#common/locale";

const requested: unknown = import.meta.env?.VITE_SITE_LOCALE;

export const LOCALE: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
