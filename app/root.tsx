import { useEffect, useRef } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";
import { layOutDeferredSectionsWhenIdle } from "./components/layout/lay-out-deferred-sections";
import { BRAND_MARK_ICON } from "./components/layout/brand-mark";
import { ScrollToTopButton } from "./components/layout/scroll-to-top-button";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { LOCALE } from "./content/words/current-locale";
import { localizedPath } from "#common/locale";
import { site } from "./content/words/site";
import { forgetPrerenderedHeadTags } from "./seo";
import { NoticesBanner } from "./components/layout/notices-banner";
import { FrameContext } from "./components/layout/use-frame";
import { contentContext } from "./content/views/content-context";
import { frameFactsOf } from "./content/views/frame-facts";

// The mark is written into the page, not fetched (brand-mark.tsx); the .ico is for browsers without SVG
// icons. Only the pre-rendered page needs them: the browser's scripts leave them out of their weight.
export const links: Route.LinksFunction = () =>
  import.meta.env.SSR
    ? [
        { rel: "icon", href: BRAND_MARK_ICON, type: "image/svg+xml" },
        { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
      ]
    : [];

/**
 * The frame's facts (phones, address, social links, the notices shown now) from the content the page is
 * rendered with: the build's seed, or a published release. Page data, so no script holds them.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { frame: frameFactsOf(context.get(contentContext), LOCALE) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a365d" />
        {/* The pre-rendered pages carry the stylesheet inline (pipeline/scripts-after-first-paint.ts), so
            no request holds up the first paint. The build reads this link to know what to inline; the
            browser's scripts leave it out, or React would fetch the stylesheet again on hydration. */}
        {import.meta.env.SSR || import.meta.env.DEV ? <link rel="stylesheet" href={stylesheetUrl} precedence="default" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * After a move to another page, focus starts on that page's content, as it would after a full load:
 * a screen reader reads the new page, and Tab goes on from its top instead of from a link that may
 * have gone (the closed mobile menu's). A link to a section (#meetdoctors) leaves focus to the browser.
 * The first page's pre-rendered head tags go too (seo.ts). On every page, the sections left out of the
 * first layout are laid out once the browser is idle.
 */
function useClientPageChange() {
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });
  useEffect(() => {
    const previous = shown.current;
    if (previous.pathname === pathname && previous.hash === hash) return;
    shown.current = { pathname, hash };
    if (previous.pathname !== pathname) forgetPrerenderedHeadTags();
    if (!hash) document.getElementById("main-content")?.focus({ preventScroll: true });
  }, [pathname, hash]);
  useEffect(() => layOutDeferredSectionsWhenIdle(), [pathname]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // Marks the page as interactive; end-to-end tests wait for it before they click, and
    // `npm run bench:web` reads the mark's time: the first commit of hydration, from navigation start.
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
  }, []);
  useClientPageChange();
  // On a slow phone a tapped link otherwise leaves the old page on screen, unchanged, for seconds
  // (review U20): while the next page's data or scripts load, a thin bar runs along the top. It fades in
  // only after a moment, so a quick move does not flash it, and stands still under reduced motion (app.css).
  const navigationPending = useNavigation().state !== "idle";
  return (
    <FrameContext value={loaderData.frame}>
      <SkipLink />
      {navigationPending ? <div role="progressbar" aria-label={site.pageLoading} className="navigation-progress" /> : null}
      <NoticesBanner />
      <SiteHeader />
      {/* While the next page is on its way, a screen reader is told this one is about to change. */}
      <main id="main-content" tabIndex={-1} aria-busy={navigationPending || undefined} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopButton />
    </FrameContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) {
    console.error(error);
  }
  const [before, after] = site.errorPage.text.replace("{status}", String(status)).split("{link}");
  return (
    <main id="main-content" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{site.errorPage.heading}</h1>
      <p className="mt-4">
        {before}
        <a className="text-brand underline" href={localizedPath(LOCALE, "/")}>
          {site.errorPage.homeLink}
        </a>
        {after}
      </p>
    </main>
  );
}
