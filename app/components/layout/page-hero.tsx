/**
 * The banner at the top of each inner page: a tinted gradient with a faint dot pattern, the page's h1,
 * an optional line of text and its actions.
 */
export function PageHero({
  title,
  eyebrow,
  text,
  children,
  illustration,
}: {
  title: React.ReactNode;
  eyebrow?: React.ReactNode;
  text?: React.ReactNode;
  children?: React.ReactNode;
  illustration?: React.ReactNode;
}) {
  return (
    <div className="hero-surface text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-[1fr_auto]">
        <div className="max-w-3xl">
          {eyebrow ? <div className="mb-3 text-blue-100">{eyebrow}</div> : null}
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
          {text ? <p className="mt-4 text-lg text-blue-50">{text}</p> : null}
          {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {illustration}
      </div>
    </div>
  );
}
