import { Link } from "react-router";
import { Breadcrumb } from "../../components/layout/breadcrumb";
import { PageHero } from "../../components/layout/page-hero";
import type { GuidePageContent, GuideSection } from "../../content/words/guide-page.schema";
import { telLink } from "../../content/links";
import { useFrame } from "../../components/layout/use-frame";
import { factValue } from "../../content/hospital-fact";
import { site } from "../../content/words/site";
import { paths } from "#common/paths";

const linkClass = "font-semibold text-brand underline underline-offset-2";

/** A fact's value, or, until the hospital supplies it, a plain request to call with the number to call. */
function FactValue({ fact, callToConfirm }: { fact: NonNullable<GuideSection["facts"]>[number]["fact"]; callToConfirm: string }) {
  const value = factValue(fact);
  const { phone } = useFrame();
  if (value === undefined) {
    return (
      <>
        {callToConfirm}{" "}
        <a href={telLink(phone.e164)} className={`${linkClass} whitespace-nowrap`}>
          {phone.display}
        </a>
      </>
    );
  }
  if (typeof value === "string") return value;
  return (
    <a href={telLink(value.e164)} className={`${linkClass} whitespace-nowrap`}>
      {value.display}
    </a>
  );
}

function SectionBody({ section, callToConfirm }: { section: GuideSection; callToConfirm: string }) {
  return (
    <div className="mt-3 space-y-3">
      {section.facts ? (
        <dl className="divide-y divide-slate-200 rounded-xl bg-brand-wash px-4 ring-1 ring-slate-200">
          {section.facts.map((line) => (
            <div key={line.name} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-semibold text-navy">{line.name}</dt>
              <dd>
                <FactValue fact={line.fact} callToConfirm={callToConfirm} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.points ? (
        <ul className="list-disc space-y-1 pl-6">
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {section.steps ? (
        <ol className="list-decimal space-y-2 pl-6">
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {section.link ? (
        <p>
          {/* A link alone on its line is a target of its own, not a word in a sentence: 44 px tall, as every
              tap target is (review p1), however short its words run in a language. */}
          <Link to={section.link.path} className={`${linkClass} inline-flex min-h-11 items-center`}>
            {section.link.text}
          </Link>
        </p>
      ) : null}
      {section.groups?.map((group) => (
        <div key={group.title} className="pt-2">
          <h3 className="text-lg font-bold text-navy">{group.title}</h3>
          {group.intro ? <p className="mt-1">{group.intro}</p> : null}
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {group.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A page of guidance: its hero and breadcrumb, a list of its sections, then each section. */
export function GuideArticle({ content }: { content: GuidePageContent }) {
  return (
    <>
      <PageHero
        title={content.heading}
        text={content.intro}
        eyebrow={
          <Breadcrumb
            label={site.breadcrumbLabel}
            crumbs={[{ label: site.breadcrumbHome, path: paths.home }, { label: content.meta.name }]}
          />
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <nav aria-labelledby="guide-contents" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="guide-contents" className="text-lg font-bold text-navy">
            {content.contentsLabel}
          </h2>
          <ul className="mt-2 space-y-1">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={`${linkClass} inline-flex min-h-11 items-center`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {content.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-xl font-bold sm:text-2xl">
              {section.title}
            </h2>
            <SectionBody section={section} callToConfirm={content.callToConfirm} />
          </section>
        ))}
      </div>
    </>
  );
}
