/**
 * The desk's few screens are addresses under /desk, so a screen can be bookmarked, reloaded, opened in
 * a new tab and left with the browser's Back button. A link is a real link; a plain click moves without
 * a reload.
 */
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from "react";

export const DESK_BASE = "/desk";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
window.addEventListener("popstate", notify);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What a screen keeps in its history entry rather than in the address: the inbox's search term. */
export type DeskState = { q?: string } | null;

const searchTermOf = (state: unknown) =>
  typeof state === "object" && state !== null && typeof (state as { q?: unknown }).q === "string" ? (state as { q: string }).q : "";

/** The screen's path inside the desk ("/", "/requests/APT-…"), with its query, then the search term after a NUL. */
const currentLocation = () =>
  `${window.location.pathname.slice(DESK_BASE.length) || "/"}${window.location.search}\0${searchTermOf(window.history.state)}`;

export function useDeskLocation(): { path: string; query: URLSearchParams; searchTerm: string } {
  const location = useSyncExternalStore(subscribe, currentLocation);
  const separator = location.indexOf("\0");
  const [path = "/", search = ""] = location.slice(0, separator).split("?");
  return { path: path.replace(/\/+$/, "") || "/", query: new URLSearchParams(search), searchTerm: location.slice(separator + 1) };
}

export function navigate(to: string, { replace = false, state = null }: { replace?: boolean; state?: DeskState } = {}) {
  const url = `${DESK_BASE}${to === "/" ? "" : to}`;
  if (replace) window.history.replaceState(state, "", url);
  else window.history.pushState(state, "", url);
  notify();
}

export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${DESK_BASE}${to === "/" ? "" : to}`} onClick={open} {...rest} />;
}
