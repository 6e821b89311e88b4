import { type RefObject, useEffect } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While the full-screen menu is open: the page behind it does not scroll, Escape closes it, and Tab
 * cycles between the toggle button and the menu's links so focus never slips behind the overlay.
 */
export function useMobileMenu({
  open,
  onClose,
  menuRef,
  toggleRef,
}: {
  open: boolean;
  onClose: () => void;
  menuRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden";

    const focusables = () => [
      ...(toggleRef.current ? [toggleRef.current] : []),
      ...Array.from(menuRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
    ];
    focusables()[1]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (!items.includes(active as HTMLElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, onClose, menuRef, toggleRef]);
}
