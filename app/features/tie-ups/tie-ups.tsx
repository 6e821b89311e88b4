import { useEffect, useRef, useState } from "react";
import { useEnhanced } from "../../components/layout/use-enhanced";
import { Section } from "../../components/ui/section";
import type { HomeContent } from "../../content/words/home";
import { known } from "../../content/hospital-fact";

const toggleClass =
  "mt-8 inline-flex min-h-11 cursor-pointer items-center rounded-lg border-2 border-brand bg-white px-5 font-semibold text-brand hover:bg-brand-tint";
const panelClass = "mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

function TpaPanel({ content }: { content: HomeContent["tieUps"] }) {
  return (
    <>
      <h3 className="text-xl font-bold">{content.panelTitle}</h3>
      <p className="mt-2 text-muted">{content.panelIntro}</p>
      <ol className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {known(content.tpas).map((tpa, index) => (
          <li key={tpa} className="flex gap-3">
            <span className="font-semibold text-brand tabular-nums">{index + 1}.</span>
            <span>{tpa}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * 'Our Tie-ups': three scheme logos and the TPA list behind a More Details / Hide Details toggle.
 * Until scripts run the toggle is an HTML disclosure (<details>), so a tap opens it on a page that has
 * not hydrated yet; then it becomes the button it has always been, open if the visitor opened it.
 */
export function TieUps({ content }: { content: HomeContent["tieUps"] }) {
  const [showDetails, setShowDetails] = useState(false);
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);
  const hydrated = useEnhanced(() => {
    const disclosure = disclosureRef.current;
    if (!disclosure) return;
    if (disclosure.open) setShowDetails(true);
    focusButton.current = disclosure.contains(document.activeElement);
  });
  useEffect(() => {
    if (hydrated && focusButton.current) buttonRef.current?.focus();
    focusButton.current = false;
  }, [hydrated]);

  return (
    <Section headingId="tie-ups-heading" heading={content.heading} intro={content.intro} tone="wash" renderWhenNear>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {content.items.map((tieUp) => (
          <li key={tieUp.name} className="flex flex-col items-center rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <img src={tieUp.logo} alt="" width={200} height={120} loading="lazy" className="h-24 w-auto" />
            <p className="mt-3 font-semibold text-navy">{tieUp.name}</p>
            <p className="text-sm text-muted">{tieUp.description}</p>
          </li>
        ))}
      </ul>
      {hydrated ? (
        <>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={showDetails}
            aria-controls="tpa-panel"
            onClick={() => setShowDetails((shown) => !shown)}
            className={toggleClass}
          >
            {showDetails ? content.hideDetails : content.moreDetails}
          </button>
          <div id="tpa-panel" hidden={!showDetails} className={panelClass}>
            <TpaPanel content={content} />
          </div>
        </>
      ) : (
        <details ref={disclosureRef} className="group">
          <summary className={`${toggleClass} list-none [&::-webkit-details-marker]:hidden`}>
            <span className="group-open:hidden">{content.moreDetails}</span>
            <span className="hidden group-open:inline">{content.hideDetails}</span>
          </summary>
          <div id="tpa-panel" className={panelClass}>
            <TpaPanel content={content} />
          </div>
        </details>
      )}
    </Section>
  );
}
