import { PageHero } from "../components/layout/page-hero";
import { Reveal } from "../components/ui/reveal";
import { appointmentAlerts, appointmentForm, appointmentPage, formCommon } from "../content/words/forms";
import { contentContext } from "../content/views/content-context";
import { appointmentSpecialityOptionsOf, doctorCardsOf, saidIn, specialityOptionFor } from "../content/views/page-content";
import { LOCALE } from "../content/words/current-locale";
import { useFrame } from "../components/layout/use-frame";
import { departments } from "../content/words/departments";
import { AppointmentForm } from "../features/appointment-form/appointment-form";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/bookappointment";

/**
 * The page's words, the speciality choices among them, are page data: written into the pre-rendered
 * HTML at build time (and fetched as /bookappointment.data when a visitor moves here in the browser),
 * so that they are not also in the scripts the page needs before it works.
 */
export function loader({ context }: Route.LoaderArgs) {
  const siteContent = context.get(contentContext);
  const specialityOptions = appointmentSpecialityOptionsOf(siteContent, LOCALE);
  const optionValues = specialityOptions.map((option) => option.value);
  // How soon the desk calls back is said only once the hospital has promised it: after the steps, and
  // on the confirmation after "we will call you on the number you gave".
  const callBackTime = saidIn(siteContent.guide.callBackTime, LOCALE);
  const { confirmation } = appointmentPage;
  return {
    content: {
      ...appointmentPage,
      confirmation: { ...confirmation, callsYou: [confirmation.callsYou, callBackTime].filter(Boolean).join(" ") },
    },
    callBackTime,
    labels: appointmentForm,
    alerts: appointmentAlerts,
    common: formCommon,
    doctors: doctorCardsOf(siteContent, LOCALE).map(({ id, name, speciality, opdDays, leave }) => {
      const department = departments.find((candidate) => candidate.slug === speciality)?.name ?? "";
      return {
        id,
        name,
        department,
        speciality: specialityOptionFor(speciality, optionValues),
        forDoctor: appointmentForm.forDoctor.replace("{doctor}", name).replace("{department}", department),
        opdDays,
        leave,
      };
    }),
    // The number the desk calls back from: named as certain only once the hospital confirms it.
    callsFrom: siteContent.hospital.phones.callsFrom,
    specialityOptions,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.bookAppointment) : []);

export default function BookAppointmentPage({ loaderData }: Route.ComponentProps) {
  const { content, labels, alerts, common, doctors, callBackTime, specialityOptions, callsFrom } = loaderData;
  const hospitalName = useFrame().name;
  return (
    <>
      <PageHero title={`${content.headingStart} ${hospitalName} ${content.headingEnd}`} text={content.line} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="appointment-form-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="appointment-form-heading" className="text-2xl font-bold">
            {content.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted">{content.formIntro}</p>
          <AppointmentForm
            labels={labels}
            alerts={alerts}
            common={common}
            doctors={doctors}
            specialityOptions={specialityOptions}
            page={content}
            callsFrom={callsFrom}
            locale={LOCALE}
          />
        </section>
        <Reveal as="article" className="h-fit rounded-xl bg-brand-wash p-6 ring-1 ring-slate-200">
          <h2 className="text-xl font-bold">{content.whatHappensNext.heading}</h2>
          <ol className="mt-4 space-y-4">
            {content.whatHappensNext.steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
          {callBackTime === undefined ? null : <p className="mt-4">{callBackTime}</p>}
        </Reveal>
      </div>
    </>
  );
}
