import { Link } from "react-router";
import { DepartmentGrid } from "../components/cards/department-grid";
import { BookDoctorLink, DoctorCard } from "../components/cards/doctor-card";
import { ButtonLink } from "../components/ui/button-link";
import { Icon } from "../components/ui/icon";
import { Reveal } from "../components/ui/reveal";
import { Section } from "../components/ui/section";
import { departments } from "../content/words/departments";
import { contentContext } from "../content/views/content-context";
import { certificateOf, doctorCardsOf, pharmacyStoreOf } from "../content/views/page-content";
import { LOCALE } from "../content/words/current-locale";
import { useFrame } from "../components/layout/use-frame";
import { WithEmergencyNumbers } from "../components/layout/emergency-call";
import { home } from "../content/words/home";
import { known } from "../content/hospital-fact";
import { telLink } from "../content/links";
import { site } from "../content/words/site";
import { Accreditation } from "../features/accreditation/accreditation";
import { CounterStrip } from "../features/counters/counter-strip";
import { TieUps } from "../features/tie-ups/tie-ups";
import { paths, REACH_US_ID } from "#common/paths";
import { frameOf, metaForPage } from "../seo";
import { hospitalJsonLd } from "../structured-data";
import type { Route } from "./+types/home";

/** How many doctors the home page's doctor block previews before 'View all doctors'. */
const DOCTORS_PREVIEWED = 4;

/**
 * The home page's words and its doctor preview are page data: written into the pre-rendered HTML at
 * build time (and fetched on a move here in the browser), so they are not also in the scripts every
 * first visit needs before the page works.
 */
export function loader({ context }: Route.LoaderArgs) {
  const siteContent = context.get(contentContext);
  const cards = doctorCardsOf(siteContent, LOCALE)
    .slice(0, DOCTORS_PREVIEWED)
    .map(({ id, name, qualification, experience, image }) => ({
      id,
      name,
      qualification,
      experience,
      ...(image === undefined ? {} : { image }),
    }));
  const certificate = certificateOf(siteContent, LOCALE);
  // The TPAs are the one list of the content, the same on every page that names them.
  const counters = {
    ...home.counters,
    items: home.counters.items.map((item) => ({ ...item, count: known(siteContent.figures[item.figure]) })),
  };
  const content = {
    ...home,
    counters,
    pharmacy: pharmacyStoreOf(siteContent, home.pharmacy, LOCALE),
    tieUps: { ...home.tieUps, tpas: siteContent.cashless.tpas },
  };
  return { content, cards, certificate };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? metaForPage(loaderData.content.meta, paths.home, {
        structuredData: import.meta.env.SSR && [
          hospitalJsonLd({
            description: frameOf(matches).about,
            departments,
            insurance: [...loaderData.content.tieUps.items.map((tieUp) => tieUp.name), ...known(loaderData.content.tieUps.tpas)],
            frame: frameOf(matches),
          }),
        ],
      })
    : [];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { content, cards, certificate } = loaderData;
  const { pharmacy } = useFrame();
  const departmentList = departments;

  return (
    <>
      <div className="hero-surface text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-20 md:grid-cols-[1.1fr_1fr]">
          <div>
            <h1 className="text-4xl leading-tight font-bold tracking-tight text-white sm:text-5xl">{content.hero.heading}</h1>
            <p className="mt-5 max-w-xl text-lg text-blue-50">{content.hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={paths.about} variant="light">
                {content.hero.explore}
              </ButtonLink>
              <ButtonLink to={paths.contact} variant="accent">
                {content.hero.apply}
              </ButtonLink>
            </div>
          </div>
          <img
            src="/images/hero-care.svg"
            alt=""
            width={560}
            height={440}
            // Shown from 768 px only: lazy, a phone (which hides it) never fetches it.
            loading="lazy"
            className="mx-auto hidden w-full max-w-md md:block"
          />
        </div>
      </div>

      <CounterStrip heading={content.counters.heading} items={content.counters.items} />

      <div className="bg-brand-wash pb-10 text-center">
        <ButtonLink to={paths.bookAppointment} variant="accent" className="px-8 text-lg">
          {content.bookAppointment}
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>

      <Section headingId="services-heading" heading={content.services.heading} intro={content.services.intro} renderWhenNear>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {content.services.items.map((service) => (
            <Reveal as="li" key={service.title}>
              <article className="h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-tint text-brand">
                  <Icon name={service.icon} strokeWidth={1.75} />
                </span>
                <h3 className="mt-4 text-lg font-bold">{service.title}</h3>
                <p className="mt-2 text-muted">{service.description}</p>
                {service.whatToDo ? (
                  <>
                    <p className="mt-3 font-semibold text-ink">
                      <WithEmergencyNumbers
                        sentence={service.whatToDo.sentence}
                        linkClassName="text-red-800 underline underline-offset-2"
                      />
                    </p>
                    <Link
                      to={`${paths.patientGuide}#${REACH_US_ID}`}
                      className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4"
                    >
                      {service.whatToDo.guideLink}
                      <Icon name="arrow-right" className="size-4" />
                    </Link>
                  </>
                ) : null}
              </article>
            </Reveal>
          ))}
        </ul>
      </Section>

      <Section headingId="about-heading" heading={content.about.heading} tone="wash" renderWhenNear>
        <Reveal className="mt-4 max-w-3xl space-y-4 text-lg">
          {content.about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Link
            to={paths.about}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            <span>
              {content.about.readMore}
              <span className="sr-only"> {content.about.readMoreContext}</span>
            </span>
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </Reveal>
      </Section>

      <Section
        headingId="specializations-heading"
        heading={content.specializations.heading}
        intro={content.specializations.intro}
        renderWhenNear
      >
        <DepartmentGrid departments={departmentList} />
      </Section>

      <TieUps content={content.tieUps} />

      <Accreditation content={content.accreditation} certificate={certificate} />

      <Section headingId="doctors-heading" heading={content.doctors.heading} intro={content.doctors.intro} tone="wash" renderWhenNear>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((doctor) => (
            <Reveal as="li" key={doctor.id}>
              <DoctorCard
                name={doctor.name}
                qualification={doctor.qualification}
                experience={doctor.experience}
                image={doctor.image}
                noPhotoLabel={site.noPhoto}
                profilePath={paths.doctor(doctor.id)}
              >
                <BookDoctorLink doctor={doctor} label={content.bookAppointment} className="mt-4" />
              </DoctorCard>
            </Reveal>
          ))}
        </ul>
        <div className="mt-8">
          <ButtonLink to={paths.findDoctor} variant="outline">
            {content.doctors.viewAll}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <Section headingId="pharmacy-heading" heading={content.pharmacy.heading} intro={content.pharmacy.intro} renderWhenNear>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.pharmacy.points.map((point) => (
            <Reveal as="li" key={point.title}>
              <div className="h-full rounded-xl bg-brand-wash p-5">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-white text-accent">
                  <Icon name={point.icon} strokeWidth={1.75} />
                </span>
                <h3 className="mt-3 font-bold">{point.title}</h3>
                <p className="mt-1 text-muted">{point.text}</p>
              </div>
            </Reveal>
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-start gap-4 rounded-xl bg-navy p-6 text-white sm:flex-row sm:items-center sm:justify-between">
          {content.pharmacy.hours === undefined ? <span /> : <p className="text-lg font-medium">{content.pharmacy.hours}</p>}
          <ButtonLink href={telLink(pharmacy.e164)} variant="accent">
            <Icon name="phone" className="size-5" />
            {content.pharmacy.placeOrder}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
