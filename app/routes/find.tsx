import { Icon } from "../components/ui/icon";
import { BookDoctorLink, DoctorCard } from "../components/cards/doctor-card";
import { OpdLine } from "../components/cards/opd-line";
import { Breadcrumb } from "../components/layout/breadcrumb";
import { PageHero } from "../components/layout/page-hero";
import { ButtonLink } from "../components/ui/button-link";
import { Reveal } from "../components/ui/reveal";
import { Section } from "../components/ui/section";
import { contentContext } from "../content/views/content-context";
import { doctorCardsOf, doctorVideosOf } from "../content/views/page-content";
import { LOCALE } from "../content/words/current-locale";
import { findDoctorPage } from "../content/words/find-doctor";
import { whatsappLink } from "../content/links";
import { useFrame } from "../components/layout/use-frame";
import { site } from "../content/words/site";
import { DoctorVideos } from "../features/doctor-videos/doctor-videos";
import { ALL_DOCTORS_ID, MEET_DOCTORS_ID, departmentDoctorsId, paths } from "#common/paths";
import { departments } from "../content/words/departments";
import { frameOf, metaForPage } from "../seo";
import { physicianJsonLd } from "../structured-data";
import type { Route } from "./+types/find";

/**
 * The page's words and the doctors' cards are page data: written into the pre-rendered HTML at build
 * time (and fetched on a move here in the browser), so the scripts a first visit needs do not carry them.
 */
export function loader({ context }: Route.LoaderArgs) {
  const siteContent = context.get(contentContext);
  return {
    content: { ...findDoctorPage, videos: doctorVideosOf(siteContent, LOCALE) },
    cards: doctorCardsOf(siteContent, LOCALE),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? metaForPage(loaderData.content.meta, paths.findDoctor, {
        structuredData: import.meta.env.SSR && loaderData.cards.map((card) => physicianJsonLd(card, frameOf(matches).phone.e164)),
      })
    : [];

export default function FindDoctorPage({ loaderData }: Route.ComponentProps) {
  const { content, cards } = loaderData;
  const { videos } = content;
  const { noPhoto, opensInNewTab } = site;
  const { whatsapp } = useFrame();
  // The cards by department, in the departments' order; a department with no doctor on the page has no list.
  const groups = departments
    .map((department) => ({
      id: departmentDoctorsId(department.slug),
      name: department.name,
      cards: cards.filter((card) => card.speciality === department.slug),
    }))
    .filter((group) => group.cards.length > 0);

  // Until the hospital supplies a video, /find#meetdoctors ('Meet Our Doctors' in the footer) leads to the doctors' list.
  const hasVideos = videos.length > 0;
  const banner = (
    <div className="mt-10 flex flex-col gap-4 rounded-xl bg-navy p-6 text-white sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-xl font-bold">{content.bannerTitle}</p>
        <p className="mt-1 text-blue-50">{content.bannerText}</p>
      </div>
      <ButtonLink to={paths.bookAppointment} variant="accent">
        {content.bannerAction}
      </ButtonLink>
    </div>
  );

  return (
    <>
      <PageHero
        title={content.heroTitle}
        text={content.heroText}
        eyebrow={
          <Breadcrumb
            label={site.breadcrumbLabel}
            crumbs={[{ label: content.breadcrumbHome, path: paths.home }, { label: content.breadcrumbCurrent }]}
          />
        }
      >
        <ButtonLink href={whatsappLink(whatsapp.number)} newTab variant="light">
          <Icon name="message-circle" className="size-5" />
          {content.whatsappChat}
          <span className="sr-only"> {opensInNewTab}</span>
        </ButtonLink>
        <ButtonLink to={paths.bookAppointment} variant="accent">
          <Icon name="calendar-check" className="size-5" />
          {content.requestAppointment}
        </ButtonLink>
      </PageHero>

      {/* Right above the target of /find#meetdoctors, or its target until there are videos. */}
      <Section id={hasVideos ? undefined : MEET_DOCTORS_ID} headingId="doctors-grid-heading" heading={content.gridHeading}>
        <nav aria-label={content.departmentsLabel} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {[{ id: ALL_DOCTORS_ID, name: content.allDepartments }, ...groups.map((group) => ({ id: group.id, name: group.name }))].map(
              (link) => (
                <li key={link.id}>
                  {/* A plain link: the fragment narrows the list through CSS, with or without scripts. */}
                  <a
                    href={`#${link.id}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-tint px-4 text-sm font-semibold text-brand no-underline ring-1 ring-brand/30 hover:bg-white"
                  >
                    {link.name}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        {/* While one department's list is the page's target, the others are hidden. */}
        <div id={ALL_DOCTORS_ID} className="[&:has(>:target)>:not(:target)]:hidden">
          {groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="mt-10">
              <h3 id={`${group.id}-heading`} className="text-xl font-bold text-navy">
                {group.name}
              </h3>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {group.cards.map((doctor) => {
                  const { opd, languages, achievements } = doctor;
                  return (
                    <Reveal as="li" key={doctor.id}>
                      <DoctorCard
                        id={doctor.id}
                        name={doctor.name}
                        qualification={doctor.qualification}
                        experience={doctor.experience}
                        image={doctor.image}
                        noPhotoLabel={noPhoto}
                        profilePath={paths.doctor(doctor.id)}
                        headingLevel="h4"
                        className="transition-transform duration-300 hover:scale-105 motion-reduce:hover:scale-100"
                      >
                        {/* Sentences read best from the left; the head above stays centred like every card's. */}
                        <div className="mt-3 mb-4 w-full text-left">
                          <dl className="space-y-1 text-sm text-muted">
                            <OpdLine opd={opd} words={content} />
                            {languages ? (
                              <div>
                                <dt className="inline font-semibold">{content.languagesLabel}: </dt>
                                <dd className="inline">{languages.join(", ")}</dd>
                              </div>
                            ) : null}
                          </dl>
                          {doctor.leave.map((sentence) => (
                            <p key={sentence} className="mt-2 text-sm font-semibold text-navy">
                              {sentence}
                            </p>
                          ))}
                          {achievements ? <p className="mt-2 text-sm">{achievements}</p> : null}
                        </div>
                        <BookDoctorLink doctor={doctor} label={content.bookAppointment} className="mt-auto pt-0" />
                      </DoctorCard>
                    </Reveal>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        {hasVideos ? null : banner}
      </Section>

      {/* With the hospital's videos, 'Meet Our Doctors' follows the list, with the banner under them; without, the banner ends the list. */}
      <DoctorVideos words={content} videos={videos} opensInNewTab={opensInNewTab}>
        {banner}
      </DoctorVideos>
    </>
  );
}
