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

/** The screen's path inside the desk ("/", "/requests/APT-…"), with its query. */
const currentLocation = () => `${window.location.pathname.slice(DESK_BASE.length) || "/"}${window.location.search}`;

export function useDeskLocation(): { path: string; query: URLSearchParams } {
  const location = useSyncExternalStore(subscribe, currentLocation);
  const [path = "/", search = ""] = location.split("?");
  return { path: path.replace(/\/+$/, "") || "/", query: new URLSearchParams(search) };
}

export function navigate(to: string, { replace = false } = {}) {
  const url = `${DESK_BASE}${to === "/" ? "" : to}`;
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
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
