import { Icon } from "../ui/icon";
import { useEffect, useState } from "react";
import { site } from "../../content/words/site";
import { prefersReducedMotion } from "../ui/reveal";

/** The spec's threshold: the button appears once the page is scrolled more than this. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;

/**
 * The spec's button: shown once the page is scrolled past its threshold. While the visitor is working
 * in a form (the focus is in it) it steps aside, so it never covers the right end of "Send Message" or
 * "Book Now" as they fill the form and send it (review U25): a rule of app.css, at no cost to any
 * page's scripts.
 */
export function ScrollToTopButton() {
  const { scrollToTop } = site;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={scrollToTop}
      title={scrollToTop}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        document.getElementById("main-content")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy text-white shadow-lg hover:bg-brand"
    >
      <Icon name="chevron-up" className="size-6" />
    </button>
  );
}
