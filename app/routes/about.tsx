import { Icon } from "../components/ui/icon";
import { ButtonLink } from "../components/ui/button-link";
import { Reveal } from "../components/ui/reveal";
import { Section } from "../components/ui/section";
import { PageHero } from "../components/layout/page-hero";
import { contentContext } from "../content/views/content-context";
import { LOCALE } from "../content/words/current-locale";
import { aboutPageOf } from "../content/views/page-content";
import { mailLink, telLink } from "../content/links";
import { useFrame } from "../components/layout/use-frame";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/about";

/**
 * The page's words and the content's figures and schemes are page data: written into its pre-rendered HTML at build time (and fetched on a
 * move here in the browser), so its scripts do not carry them (the Hindi page's are at the budget).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { content: aboutPageOf(context.get(contentContext), LOCALE) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.about) : []);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { phone, email } = useFrame();
  return (
    <>
      <PageHero
        title={content.hero.title}
        eyebrow={<p className="font-semibold tracking-wide uppercase">{content.hero.location}</p>}
        text={content.hero.lead}
      >
        <ButtonLink href={telLink(phone.e164)} variant="accent">
          <Icon name="phone" className="size-5" />
          {content.hero.enquireNow}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="about-banner-heading" className="bg-brand-tint">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="about-banner-heading" className="text-2xl font-bold">
              {content.banner.title}
            </h2>
            <p className="mt-1 text-muted">{content.banner.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={telLink(phone.e164)}>
              <Icon name="phone" className="size-5" />
              {content.banner.callForEnquiry}
            </ButtonLink>
            <ButtonLink href={mailLink(email)} variant="outline">
              <Icon name="mail" className="size-5" />
              {content.banner.emailUs}
            </ButtonLink>
          </div>
        </div>
      </section>

      <Section headingId="intro-heading" heading={content.intro.heading} renderWhenNear>
        <Reveal className="mt-4 max-w-3xl space-y-4 text-lg">
          {content.intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Reveal>
        <ul className="mt-6 flex flex-wrap gap-2">
          {content.intro.specialities.map((name) => (
            <li key={name} className="rounded-full bg-brand-tint px-4 py-1.5 font-medium text-navy">
              {name}
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="mission-heading" className="render-when-near bg-brand-wash py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-3">
          <Reveal className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="mission-heading" className="text-2xl font-bold">
              {content.mission.heading}
            </h2>
            <p className="mt-3">{content.mission.text}</p>
          </Reveal>
          <Reveal className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold">{content.vision.heading}</h2>
            <p className="mt-3">{content.vision.text}</p>
          </Reveal>
          <Reveal className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold">{content.values.heading}</h2>
            <ul className="mt-3 space-y-3">
              {content.values.items.map((value) => (
                <li key={value.title}>
                  <h3 className="font-bold">{value.title}</h3>
                  <p className="text-muted">{value.text}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6 sm:py-20">
        {content.facilities.map((facility, index) => (
          <Reveal key={facility.id} as="article" className="grid items-center gap-8 md:grid-cols-2">
            <img
              src={facility.image}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              className={`h-auto w-full rounded-xl ${index % 2 === 1 ? "md:order-last" : ""}`}
            />
            <div>
              <h2 className="text-2xl font-bold sm:text-3xl">{facility.title}</h2>
              <p className="mt-4 text-lg">{facility.description1}</p>
              {Array.isArray(facility.description2) ? (
                <ul className="mt-4 space-y-2">
                  {facility.description2.map((point) => (
                    <li key={point} className="flex gap-3">
                      <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-brand" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-muted">{facility.description2}</p>
              )}
            </div>
          </Reveal>
        ))}
      </div>
    </>
  );
}
