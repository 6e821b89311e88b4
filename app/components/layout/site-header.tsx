import { Icon } from "../ui/icon";
import { BrandMark } from "./brand-mark";
import { useCallback, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { telLink } from "../../content/links";
import { useFrame } from "./use-frame";
import { site } from "../../content/words/site";
import { paths } from "#common/paths";
import { LanguageSwitch } from "./language-switch";
import { isCurrentPath, navLinks } from "./nav-links";
import { useEnhanced } from "./use-enhanced";
import { useMobileMenu } from "./use-mobile-menu";

function Brand() {
  const { shortName } = useFrame();
  return (
    <Link to={paths.home} className="flex min-h-11 items-center gap-2 font-bold text-navy no-underline">
      <BrandMark />
      <span className="leading-tight">
        <span className="block text-base whitespace-nowrap sm:text-lg">{shortName}</span>
        <span className="block text-xs font-medium text-muted">{site.brandLocation}</span>
      </span>
    </Link>
  );
}

/** The navigation links as list items, the current page's marked; the top bar and the menu style them. */
function NavItems({
  links,
  pathname,
  linkClass,
  onNavigate,
}: {
  links: { label: string; path: string }[];
  pathname: string;
  linkClass: (current: boolean) => string;
  onNavigate?: () => void;
}) {
  return links.map((link) => {
    const current = isCurrentPath(link.path, pathname);
    return (
      <li key={link.path}>
        <Link to={link.path} aria-current={current ? "page" : undefined} onClick={onNavigate} className={linkClass(current)}>
          {link.label}
        </Link>
      </li>
    );
  });
}

/** Whether an element is an open HTML popover; false where the browser knows no popovers. */
function isOpenPopover(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false;
  }
}

export function SiteHeader() {
  const { nav } = site;
  const frame = useFrame();
  const { pathname } = useLocation();
  const links = navLinks(nav);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on, so any navigation leaves it closed.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const closeMenu = useCallback(() => setOpenOnPath(null), []);
  useMobileMenu({ open, onClose: closeMenu, menuRef, toggleRef });
  // Until scripts run, the button opens the menu by itself: the menu is an HTML popover and the button
  // its popovertarget, so the first tap on a slow phone is never lost. Once they run, React owns the
  // menu (scroll lock, focus, Escape, closing on a link) and a menu the visitor already opened stays open.
  const hydrated = useEnhanced(() => {
    if (menuRef.current && isOpenPopover(menuRef.current)) setOpenOnPath(pathname);
  });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {/* Part of the sticky bar, so the emergency number is one tap away on every page, never over the content.
          44 px tall with its words centred, so a finger hits it. */}
      <a
        href={telLink(frame.emergency.e164)}
        className="flex min-h-11 items-center justify-center gap-2 bg-red-700 px-3 text-sm font-semibold whitespace-nowrap text-white no-underline hover:underline"
      >
        <Icon name="phone" className="size-4" />
        {site.emergencyCall}
        <span>{frame.emergency.display}</span>
      </a>
      <nav aria-label={nav.label} className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <Brand />
        <ul className="hidden items-center gap-1 lg:flex">
          <NavItems
            links={links}
            pathname={pathname}
            linkClass={(current) =>
              `inline-flex min-h-11 items-center rounded-md px-2 text-[0.95rem] font-medium whitespace-nowrap no-underline xl:px-3 transition-colors ${
                current ? "bg-brand-tint text-brand" : "text-ink hover:bg-slate-100 hover:text-brand"
              }`
            }
          />
        </ul>
        <div className="flex items-center gap-2">
          {/* Below 360 px there is no room beside the name, the call button and the menu: the menu has it. */}
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-lg px-1.5 font-semibold whitespace-nowrap text-brand no-underline hover:bg-slate-100 max-[359px]:hidden sm:px-3 lg:px-2" />
          {/* A 44 px box with its icon centred. */}
          <a
            href={telLink(frame.phone.e164)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent px-3 font-semibold text-white no-underline hover:bg-accent-dark sm:px-4 lg:px-3 xl:px-4"
          >
            <Icon name="phone" className="size-5 sm:size-4 lg:size-5 xl:size-4" />
            {/* Between 1024 and 1280 px the navigation and the language switch need the room: icon only. */}
            <span className="sr-only sm:not-sr-only lg:sr-only xl:not-sr-only">
              <span className="sr-only">{nav.callUs}: </span>
              <span className="whitespace-nowrap">{frame.phone.display}</span>
            </span>
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-navy hover:bg-slate-100 lg:hidden"
            // Until then the browser itself tells whether the popover it opens is expanded.
            aria-expanded={hydrated ? open : undefined}
            aria-controls="mobile-menu"
            aria-label={open ? nav.closeMenu : nav.openMenu}
            popoverTarget={hydrated ? undefined : "mobile-menu"}
            onClick={() => setOpenOnPath(open ? null : pathname)}
          >
            {open ? <Icon name="x" /> : <Icon name="menu" />}
          </button>
        </div>
      </nav>
      <div
        ref={menuRef}
        id="mobile-menu"
        popover={hydrated ? undefined : "auto"}
        hidden={hydrated ? !open : undefined}
        // A popover's own styles (centred, fitted to its content, bordered) give way to the menu's.
        className="mobile-menu fixed inset-x-0 top-[97px] bottom-0 z-40 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto border-0 bg-white px-4 pb-8 text-ink lg:hidden"
      >
        <ul className="mx-auto flex max-w-md flex-col gap-1 pt-4">
          <NavItems
            links={links}
            pathname={pathname}
            onNavigate={closeMenu}
            linkClass={(current) =>
              `flex min-h-12 items-center rounded-lg px-4 text-lg font-medium no-underline ${current ? "bg-brand-tint text-brand" : "text-ink hover:bg-slate-100"}`
            }
          />
          <li className="mt-2 border-t border-slate-200 pt-2">
            <LanguageSwitch
              onNavigate={closeMenu}
              className="flex min-h-12 items-center rounded-lg px-4 text-lg font-semibold text-brand no-underline hover:bg-slate-100"
            />
          </li>
          <li className="mt-4">
            <a
              href={telLink(frame.phone.e164)}
              className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent px-4 text-lg font-semibold text-white no-underline"
            >
              <Icon name="phone" className="size-5" />
              <span>
                {nav.callUs}: {frame.phone.display}
              </span>
            </a>
          </li>
        </ul>
      </div>
    </header>
  );
}
