import { site } from "../../content/words/site";
import { useFrame } from "./use-frame";

/**
 * The hospital's notices ("OPD closed on 1 January"), above the top bar on every page while each lasts:
 * the root loader keeps only those shown at the moment the page is rendered, and the publisher renders
 * the pages again when one starts or ends.
 */
export function NoticesBanner() {
  const { notices } = useFrame();
  if (notices.length === 0) return null;
  return (
    <section aria-label={site.notices} className="bg-amber-100 text-amber-950">
      <ul className="mx-auto max-w-6xl space-y-1 px-4 py-2 text-center font-semibold sm:px-6">
        {notices.map((notice) => (
          <li key={notice.id}>{notice.text}</li>
        ))}
      </ul>
    </section>
  );
}
