import { Link } from "react-router";
import { DoctorPortrait } from "../components/cards/doctor-card";
import { Breadcrumb } from "../components/layout/breadcrumb";
import { PageHero } from "../components/layout/page-hero";
import { ButtonLink } from "../components/ui/button-link";
import { CallToConfirm } from "../components/ui/call-to-confirm";
import { Icon } from "../components/ui/icon";
import { LOCALE } from "../content/current-locale";
import { departments } from "../content/departments";
import { doctorFacts } from "../content/doctor-facts";
import { doctorPage } from "../content/doctor-page";
import { doctors } from "../content/doctors";
import { findDoctorPage } from "../content/find-doctor";
import { type HospitalFact, factValue, missing } from "../content/hospital-fact";
import { site } from "../content/site";
import type { DoctorId } from "#common/doctors";
import { localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import { physicianJsonLd } from "../structured-data";
import type { Route } from "./+types/doctor.$id";

/** Where "Request an appointment with {doctor}" goes: the form, with the doctor chosen. */
const appointmentWithDoctorPath = (id: string) => `${paths.bookAppointment}?doctor=${encodeURIComponent(id)}`;

/**
 * One doctor's card, facts and Find Doctor details are page data, written into the pre-rendered HTML
 * at build time, so a page's scripts carry neither the other doctors nor the Find Doctor page's words.
 */
export function loader({ params }: Route.LoaderArgs) {
  const card = doctors.cards.find((doctor) => doctor.id === params.id);
  if (!card) return null;
  const details = findDoctorPage.doctorDetails[card.id];
  // The OPD days are the appointment form's; this page gives the OPD timings in words.
  const { fee, registration, photo } = doctorFacts[card.id as DoctorId];
  const opdTimings: HospitalFact<string> = details?.consultation ?? missing();
  const languages: HospitalFact<string[]> = details?.languages ?? missing();
  const achievements: HospitalFact<string> = details?.achievements ?? missing();
  const department = departments.find((candidate) => candidate.slug === card.speciality);
  return {
    card,
    department: department ? { slug: department.slug, name: department.name } : null,
    opdTimings,
    languages,
    achievements,
    fee,
    registration,
    photo,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: site.errorPage.heading }];
  const { card, department, photo, languages } = loaderData;
  const pagePath = paths.doctor(card.id);
  return metaForPage(doctorPage.meta, pagePath, {
    placeholders: { doctor: card.name, speciality: department?.name ?? card.qualification },
    parents: [{ name: doctorPage.breadcrumbDoctors, path: paths.findDoctor }],
    structuredData: import.meta.env.SSR && [
      physicianJsonLd({
        ...card,
        pagePath: localizedPath(LOCALE, pagePath),
        photoPath: factValue(photo),
        knowsLanguage: factValue(languages),
      }),
    ],
  });
};

function Fact<T>({ label, fact, show }: { label: string; fact: HospitalFact<T>; show: (value: T) => React.ReactNode }) {
  const value = factValue(fact);
  return (
    <div className="border-b border-slate-200 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-semibold text-navy">{label}</dt>
      <dd className="mt-1 sm:mt-0">{value === undefined ? <CallToConfirm words={doctorPage.callToConfirm} /> : show(value)}</dd>
    </div>
  );
}

export default function DoctorPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return <PageHero title={site.errorPage.heading} />;
  }
  const { card, department, opdTimings, fee, languages, registration, achievements, photo } = loaderData;
  const { labels } = doctorPage;
  const requestAppointment = doctorPage.requestAppointment.replace("{doctor}", card.name);

  return (
    <>
      <PageHero
        title={card.name}
        text={`${card.qualification} · ${card.experience}`}
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
            <DoctorPortrait image={factValue(photo)} name={card.name} noPhotoLabel={site.noPhoto} />
          </div>
        }
      >
        <ButtonLink to={appointmentWithDoctorPath(card.id)} variant="accent">
          <Icon name="calendar-check" className="size-5" />
          {requestAppointment}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="doctor-facts-heading" className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="doctor-facts-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {doctorPage.factsHeading}
          </h2>
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
                  <Link to={paths.speciality(department.slug)} className="font-semibold text-brand underline underline-offset-4">
                    {department.name}
                  </Link>
                </dd>
              </div>
            ) : null}
            <Fact label={labels.opdTimings} fact={opdTimings} show={(timings) => timings} />
            <Fact label={labels.fee} fact={fee} show={(amount) => doctorPage.fee.replace("{amount}", String(amount))} />
            <Fact label={labels.languages} fact={languages} show={(spoken) => spoken.join(", ")} />
            <Fact
              label={labels.registration}
              fact={registration}
              show={({ number, council }) => doctorPage.registration.replace("{number}", number).replace("{council}", council)}
            />
            <Fact label={labels.achievements} fact={achievements} show={(text) => text} />
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
