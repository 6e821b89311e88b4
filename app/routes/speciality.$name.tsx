import { Icon } from "../components/ui/icon";
import { BookDoctorLink, DoctorCard } from "../components/cards/doctor-card";
import { Breadcrumb } from "../components/layout/breadcrumb";
import { PageHero } from "../components/layout/page-hero";
import { ButtonLink } from "../components/ui/button-link";
import { Reveal } from "../components/ui/reveal";
import { Section } from "../components/ui/section";
import { site } from "../content/words/site";
import { contentContext } from "../content/views/content-context";
import { specialityPageOf } from "../content/views/page-content";
import { LOCALE } from "../content/words/current-locale";
import { findDepartmentSlug } from "../content/rules/speciality-lookup";
import { specialityPage } from "../content/words/speciality-page";
import { findDoctorPage } from "../content/words/find-doctor";
import { OpdLine } from "../components/cards/opd-line";
import { CallToConfirm } from "../components/ui/call-to-confirm";
import { paths } from "#common/paths";
import { frameOf, metaForPage } from "../seo";
import { specialityDoctorJsonLd } from "../structured-data";
import { bookingWithDoctor } from "#common/booking-link";
import type { Route } from "./+types/speciality.$name";

/**
 * One speciality's words are page data: written into its pre-rendered HTML at build time (and fetched
 * as /speciality/{slug}.data on a move in the browser), so a page does not carry every speciality's
 * words in its scripts. An unknown name gets the fallback page, with no speciality.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const slug = findDepartmentSlug(params.name);
  if (!slug) return { slug: null, content: null };
  const content = specialityPageOf(context.get(contentContext), slug, LOCALE);
  if (!content) return { slug: null, content: null };
  // Find Doctor's words for the OPD line, so both pages say it alike; page data, not the page's scripts.
  const { consultationLabel, opdTimingsLabel, callToConfirm } = findDoctorPage;
  return { slug, content, opdWords: { consultationLabel, opdTimingsLabel, callToConfirm } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData?.slug) {
    return metaForPage(specialityPage.fallback.meta, paths.specialityList, { noindex: true });
  }
  const { slug } = loaderData;
  const { title, doctors } = loaderData.content;
  return metaForPage(specialityPage.meta, paths.speciality(slug), {
    speciality: title,
    structuredData: import.meta.env.SSR && doctors.map((doctor) => specialityDoctorJsonLd(doctor, slug, frameOf(matches).phone.e164)),
  });
};

export default function SpecialityPage({ loaderData }: Route.ComponentProps) {
  const strings = site;
  const { content, opdWords } = loaderData;

  if (!content || !opdWords) {
    return <PageHero title={specialityPage.fallback.title} text={specialityPage.fallback.text} />;
  }

  const labels = specialityPage;
  // A department with one doctor opens the form with that doctor chosen (the form's own Speciality
  // list is the spec's seventeen options, which name few of the departments).
  const [onlyDoctor, ...others] = content.doctors;
  const bookingPath = onlyDoctor && others.length === 0 ? bookingWithDoctor(paths.bookAppointment, onlyDoctor.id) : paths.bookAppointment;
  const [reviewedBefore, reviewedAfter] = labels.lastReviewed.split("{date}");
  return (
    <>
      <PageHero
        title={content.title}
        text={content.summary}
        eyebrow={
          <Breadcrumb
            label={strings.breadcrumbLabel}
            crumbs={[
              { label: strings.breadcrumbHome, path: paths.home },
              { label: strings.nav.specialities, path: paths.specialityList },
              { label: content.title },
            ]}
          />
        }
      >
        <ButtonLink to={bookingPath} variant="accent">
          <Icon name="calendar-check" className="size-5" />
          {labels.bookCta}
        </ButtonLink>
      </PageHero>

      {content.doctors.length === 0 ? (
        // A department with no doctor listed still says how to reach it (review U8).
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <p data-testid="no-experts" className="mt-8 max-w-3xl rounded-xl bg-brand-wash p-5 ring-1 ring-slate-200">
            <CallToConfirm words={labels.noExperts} />
          </p>
        </div>
      ) : null}

      <Section headingId="why-heading" heading={labels.whyChooseUs} intro={content.description} renderWhenNear>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {Object.entries(content.highlights).map(([heading, text]) => (
            <Reveal as="li" key={heading}>
              <article className="h-full rounded-xl border-l-4 border-brand bg-brand-wash p-6">
                <h3 className="text-lg font-bold">{heading}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </article>
            </Reveal>
          ))}
        </ul>
      </Section>

      {content.doctors.length > 0 ? (
        <Section headingId="experts-heading" heading={labels.meetOurExperts} tone="wash" renderWhenNear>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {content.doctors.map((doctor) => (
              <Reveal as="li" key={doctor.id}>
                <DoctorCard
                  name={doctor.name}
                  qualification={doctor.designation}
                  experience={doctor.experience}
                  image={doctor.image}
                  noPhotoLabel={strings.noPhoto}
                  profilePath={doctor.profilePath}
                >
                  <dl className="mt-3 w-full text-left text-sm text-muted">
                    <OpdLine opd={doctor.opd} words={opdWords} />
                  </dl>
                  {doctor.leave.map((sentence) => (
                    <p key={sentence} className="mt-2 text-sm font-semibold text-navy">
                      {sentence}
                    </p>
                  ))}
                  <BookDoctorLink doctor={doctor} label={labels.bookCta} className="mt-4" />
                </DoctorCard>
              </Reveal>
            ))}
          </ul>
        </Section>
      ) : null}

      {content.testimonials.length > 0 ? (
        <Section headingId="testimonials-heading" heading={labels.whatPatientsSay} renderWhenNear>
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {content.testimonials.map((testimonial) => (
              <Reveal as="li" key={testimonial.name}>
                <figure className="h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <Icon name="quote" className="size-8 text-brand" />
                  <blockquote className="mt-3">
                    <p>{testimonial.feedback}</p>
                  </blockquote>
                  <figcaption className="mt-4 font-semibold text-navy">{testimonial.name}</figcaption>
                </figure>
              </Reveal>
            ))}
          </ul>
        </Section>
      ) : null}

      {content.faqs.length > 0 ? (
        <Section headingId="faq-heading" heading={labels.faqs} tone="wash" renderWhenNear>
          <ul className="mt-8 max-w-3xl space-y-3">
            {content.faqs.map((faq) => (
              <li key={faq.question}>
                <details className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 font-semibold text-navy [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <span aria-hidden="true" className="text-2xl leading-none text-brand transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <p className="px-5 pb-5 text-muted">{faq.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted sm:px-6">
        {reviewedBefore}
        <time dateTime={content.reviewedOn}>{writtenDate(content.reviewedOn, labels.months)}</time>
        {reviewedAfter}
      </p>
    </>
  );
}

/** "2026-11-23" as "23 November 2026", from the content's month names, so the build and the browser agree. */
function writtenDate(isoDate: string, months: readonly string[]): string {
  const [year, month, day] = isoDate.split("-");
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
}
