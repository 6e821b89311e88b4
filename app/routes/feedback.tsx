import { PageHero } from "../components/layout/page-hero";
import { Icon } from "../components/ui/icon";
import { feedbackPage } from "../content/words/feedback-page";
import { formCommon } from "../content/words/forms";
import { telLink } from "../content/links";
import { saidIn } from "../content/views/page-content";
import { useFrame } from "../components/layout/use-frame";
import { contentContext } from "../content/views/content-context";
import { LOCALE } from "../content/words/current-locale";
import { FeedbackForm } from "../features/feedback-form/feedback-form";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/feedback";

/** The page's words are page data, written into the pre-rendered HTML, so that they are not also in its scripts. */
export function loader({ context }: Route.LoaderArgs) {
  const officer = saidIn(context.get(contentContext).grievance.officer, LOCALE);
  return { officer, content: feedbackPage.page, labels: feedbackPage.form, alerts: feedbackPage.alerts, common: formCommon };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.feedback) : []);

export default function FeedbackPage({ loaderData }: Route.ComponentProps) {
  const { content, labels, alerts, common, officer } = loaderData;
  const { phone } = useFrame();
  return (
    <>
      <PageHero title={content.bannerTitle} text={content.bannerText} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <article className="h-fit rounded-xl bg-brand-wash p-6 ring-1 ring-slate-200">
          <p className="text-lg">{content.intro}</p>
          <h2 className="mt-6 text-2xl font-bold">{content.complaintsHeading}</h2>
          <p className="mt-2 text-muted">{content.complaintsText}</p>
          <p className="mt-4">
            <span className="font-semibold">{content.grievanceOfficerLabel}: </span>
            {officer ?? content.grievanceOfficerToConfirm}
          </p>
          <a
            href={telLink(phone.e164)}
            className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4"
          >
            <Icon name="phone" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">{content.callLabel}: </span>
              {phone.display}
            </span>
          </a>
        </article>

        <section aria-labelledby="feedback-form-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="feedback-form-heading" className="text-2xl font-bold">
            {content.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted">{content.formIntro}</p>
          <FeedbackForm labels={labels} alerts={alerts} common={common} />
        </section>
      </div>
    </>
  );
}
