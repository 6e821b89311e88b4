import { site } from "../../content/words/site";

export function SkipLink() {
  const { skipToContent } = site;
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-navy px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {skipToContent}
    </a>
  );
}
