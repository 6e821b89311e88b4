import { Link } from "react-router";
import { DoctorPortrait } from "../components/cards/doctor-card";
import { Breadcrumb } from "../components/layout/breadcrumb";
import { PageHero } from "../components/layout/page-hero";
import { ButtonLink } from "../components/ui/button-link";
import { CallToConfirm } from "../components/ui/call-to-confirm";
import { Icon } from "../components/ui/icon";
import { LOCALE } from "../content/words/current-locale";
import { departments } from "../content/words/departments";
import { doctorPage } from "../content/words/doctor-page";
import { contentContext } from "../content/views/content-context";
import { doctorCardsOf } from "../content/views/page-content";
import { site } from "../content/words/site";
import { localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import { frameOf, metaForPage } from "../seo";
import { physicianJsonLd } from "../structured-data";
import { bookingWithDoctor } from "#common/booking-link";
import { useFrame } from "../components/layout/use-frame";
import { telLink, whatsappLink } from "../content/links";
import type { Route } from "./+types/doctor.$id";

/** Where "Request an appointment with {doctor}" goes: the form, with the doctor chosen. */
const appointmentWithDoctorPath = (id: string) => bookingWithDoctor(paths.bookAppointment, id);

/**
 * One doctor's card, made from the doctor's record with every fact the hospital has given, is page
 * data, written into the pre-rendered HTML at build time, so a page's scripts carry no other doctor.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const card = doctorCardsOf(context.get(contentContext), LOCALE).find((doctor) => doctor.id === params.id);
  if (!card) return null;
  const department = departments.find((candidate) => candidate.slug === card.speciality);
  return { card, department: department ? { slug: department.slug, name: department.name } : null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: site.errorPage.heading }];
  const { card, department } = loaderData;
  const pagePath = paths.doctor(card.id);
  return metaForPage(doctorPage.meta, pagePath, {
    placeholders: { doctor: card.name, speciality: department?.name ?? card.qualification },
    parents: [{ name: doctorPage.breadcrumbDoctors, path: paths.findDoctor }],
    structuredData: import.meta.env.SSR && [
      physicianJsonLd(
        {
          ...card,
          pagePath: localizedPath(LOCALE, pagePath),
          photoPath: card.image,
          knowsLanguage: card.languages,
        },
        frameOf(matches).phone.e164,
      ),
    ],
  });
};

/** A fact the hospital has given, or, where it has not, a request to call and confirm it. */
function Fact<T>({ label, value, show }: { label: string; value: T | undefined; show: (value: T) => React.ReactNode }) {
  return (
    <div className="border-b border-slate-200 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-semibold text-navy">{label}</dt>
      <dd className="mt-1 sm:mt-0">{value === undefined ? <CallToConfirm words={doctorPage.callToConfirm} /> : show(value)}</dd>
    </div>
  );
}

export default function DoctorPage({ loaderData }: Route.ComponentProps) {
  const { phone, whatsapp } = useFrame();
  if (!loaderData) {
    return <PageHero title={site.errorPage.heading} />;
  }
  const { card, department } = loaderData;
  const { labels } = doctorPage;
  const requestAppointment = doctorPage.requestAppointment.replace("{doctor}", card.name);
  // The chat opens with the doctor's name typed in, so the desk knows whom the family asks about.
  const askOnWhatsApp = `${whatsappLink(whatsapp.number)}?text=${encodeURIComponent(doctorPage.whatsappMessage.replace("{doctor}", card.name))}`;

  return (
    <>
      <PageHero
        title={card.name}
        text={
          // On a Hindi page the name as the doctor writes it too, for a prescription or a signboard; the
          // heading stays the name alone.
          card.latinName === card.name ? (
            `${card.qualification} · ${card.experience}`
          ) : (
            <>
              <span lang="en" className="block text-xl font-semibold sm:text-2xl">
                {card.latinName}
              </span>
              {`${card.qualification} · ${card.experience}`}
            </>
          )
        }
        eyebrow={
          <Breadcrumb
            label={site.breadcrumbLabel}
            crumbs={[
              { label: site.breadcrumbHome, path: paths.home },
              { label: doctorPage.breadcrumbDoctors, path: paths.findDoctor },
              { label: card.name },
            ]}
          />
        }
        illustration={
          <div className="justify-self-center rounded-full bg-white p-2">
            <DoctorPortrait image={card.image} name={card.name} alt={card.imageAlt} noPhotoLabel={site.noPhoto} />
          </div>
        }
      >
        <ButtonLink to={appointmentWithDoctorPath(card.id)} variant="accent">
          <Icon name="calendar-check" className="size-5" />
          {requestAppointment}
        </ButtonLink>
        {/* A family asks "is the doctor sitting today?" by phone or on WhatsApp (review U22). */}
        <ButtonLink href={telLink(phone.e164)} variant="light">
          <Icon name="phone" className="size-5" />
          <span>
            {doctorPage.call} <span className="whitespace-nowrap">{phone.display}</span>
          </span>
        </ButtonLink>
        <ButtonLink href={askOnWhatsApp} newTab variant="light">
          <Icon name="message-circle" className="size-5" />
          <span>
            {doctorPage.askOnWhatsApp}
            <span className="sr-only"> {site.opensInNewTab}</span>
          </span>
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="doctor-facts-heading" className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="doctor-facts-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {doctorPage.factsHeading}
          </h2>
          {card.leave.map((sentence) => (
            <p key={sentence} className="mt-4 font-semibold text-navy">
              {sentence}
            </p>
          ))}
          <dl className="mt-6 border-t border-slate-200">
            <div className="border-b border-slate-200 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-semibold text-navy">{labels.qualification}</dt>
              <dd className="mt-1 sm:mt-0">{card.qualification}</dd>
            </div>
            <div className="border-b border-slate-200 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-semibold text-navy">{labels.experience}</dt>
              <dd className="mt-1 sm:mt-0">{card.experience}</dd>
            </div>
            {department ? (
              <div className="border-b border-slate-200 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="font-semibold text-navy">{labels.speciality}</dt>
                <dd className="mt-1 sm:mt-0">
                  <Link
                    to={paths.speciality(department.slug)}
                    className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
                  >
                    {department.name}
                  </Link>
                </dd>
              </div>
            ) : null}
            <Fact label={labels.opdTimings} value={card.opd} show={(timings) => timings} />
            <Fact label={labels.fee} value={card.fee} show={(amount) => doctorPage.fee.replace("{amount}", String(amount))} />
            <Fact label={labels.languages} value={card.languages} show={(spoken) => spoken.join(", ")} />
            <Fact
              label={labels.registration}
              value={card.registration}
              show={({ number, council }) => doctorPage.registration.replace("{number}", number).replace("{council}", council)}
            />
            <Fact label={labels.achievements} value={card.achievements} show={(text) => text} />
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={appointmentWithDoctorPath(card.id)}>
              <Icon name="calendar-check" className="size-5" />
              {requestAppointment}
            </ButtonLink>
            <ButtonLink to={paths.findDoctor} variant="outline">
              {doctorPage.allDoctors}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
