import { useState } from "react";
import { Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/home";

/** 'Our Tie-ups': three scheme logos and the TPA list behind a More Details / Hide Details toggle. */
export function TieUps({ content }: { content: HomeContent["tieUps"] }) {
  const [showDetails, setShowDetails] = useState(false);
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
      <button
        type="button"
        aria-expanded={showDetails}
        aria-controls="tpa-panel"
        onClick={() => setShowDetails((shown) => !shown)}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg border-2 border-brand bg-white px-5 font-semibold text-brand hover:bg-brand-tint"
      >
        {showDetails ? content.hideDetails : content.moreDetails}
      </button>
      <div id="tpa-panel" hidden={!showDetails} className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-xl font-bold">{content.panelTitle}</h3>
        <p className="mt-2 text-muted">{content.panelIntro}</p>
        <ol className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {content.tpas.map((tpa, index) => (
            <li key={tpa} className="flex gap-3">
              <span className="font-semibold text-brand tabular-nums">{index + 1}.</span>
              <span>{tpa}</span>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
