import { useLocation } from "react-router";
import { useEnhanced } from "./use-enhanced";
import { LOCALE } from "../../content/words/current-locale";
import { LOCALES, LOCALE_INFO, type Locale, localizedPath } from "#common/locale";

type RouterLocation = { pathname: string; search: string; hash: string };

/**
 * The same page in another language. `location` is the router's, which never includes this build's own
 * language prefix ("/about" on /hi/about), and ends in a slash while a page is pre-rendered.
 */
export function languageSwitchTarget(to: Locale, location: RouterLocation): string {
  const pathname = location.pathname.replace(/\/+$/, "") || "/";
  return `${localizedPath(to, pathname)}${location.search}${location.hash}`;
}

/**
 * Links to the current page in every other language, each named in its own language. Each language is
 * a separate build (docs/decisions/004-hindi.md), so these are plain links that load the other one.
 */
export function LanguageSwitch({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const location = useLocation();
  // The pre-rendered link knows only the page's own path. Once scripts run it is rebuilt from the real
  // address (its anchor and query, an unknown speciality's name): a changed key makes React replace it.
  const hydrated = useEnhanced();
  return (
    <>
      {LOCALES.filter((locale) => locale !== LOCALE).map((locale) => (
        <a
          key={`${locale}-${hydrated}`}
          href={languageSwitchTarget(locale, location)}
          lang={locale}
          hrefLang={locale}
          onClick={onNavigate}
          className={className}
        >
          {LOCALE_INFO[locale].nativeName}
        </a>
      ))}
    </>
  );
}
