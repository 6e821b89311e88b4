import { Reveal } from "./reveal";

type SectionProps = {
  /** id of the section's heading; also the section's anchor where `id` is given. */
  headingId: string;
  heading: React.ReactNode;
  intro?: React.ReactNode;
  id?: string;
  tone?: "white" | "wash";
  children?: React.ReactNode;
  className?: string;
  /**
   * Lays the section out only when it comes near the screen, or once the page is idle
   * (`.render-when-near`, decision record 008). Opt in only for a section well below a phone's first
   * screen and not above a link's target: there its real height would arrive late and shift the page.
   */
  renderWhenNear?: boolean;
};

/** A page section with a real h2 heading that names it for assistive technology. */
export function Section({ headingId, heading, intro, id, tone = "white", children, className = "", renderWhenNear = false }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${renderWhenNear ? "render-when-near " : ""}${tone === "wash" ? "bg-brand-wash" : "bg-white"} py-14 sm:py-20 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Reveal>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h2>
          {intro ? <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p> : null}
        </Reveal>
        {children}
      </div>
    </section>
  );
}
