import { Icon } from "../components/ui/icon";
import { PageHero } from "../components/layout/page-hero";
import { Reveal } from "../components/ui/reveal";
import { SocialLinks } from "../components/ui/social-links";
import { contactAlerts, contactForm, contactPage, formCommon } from "../content/words/forms";
import { mailLink, telLink, whatsappLink } from "../content/links";
import { saidIn } from "../content/views/page-content";
import { useFrame } from "../components/layout/use-frame";
import { contentContext } from "../content/views/content-context";
import { LOCALE } from "../content/words/current-locale";
import { site } from "../content/words/site";
import { LazyEmbed } from "../features/embeds/lazy-embed";
import { ContactForm } from "../features/contact-form/contact-form";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/contact";

/**
 * The page's words are page data, written into the pre-rendered HTML at build time (and fetched as
 * /contact.data when a visitor moves here in the browser), so that they are not also in the scripts
 * the page needs before it works.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { guide } = context.get(contentContext);
  // Promises only the hospital can make (reception hours, reply time, parking) are said once it has given them.
  const said = (...sentences: (string | undefined)[]) => sentences.filter((sentence) => sentence !== undefined).join(" ");
  const content = {
    ...contactPage,
    cardText: said(saidIn(guide.receptionHours, LOCALE), contactPage.cardText),
    formIntro: said(contactPage.formIntro, saidIn(guide.replyTime, LOCALE)),
    locationText: said(contactPage.locationText, saidIn(guide.parking, LOCALE)),
    confirmation: { ...contactPage.confirmation, next: said(contactPage.confirmation.next, saidIn(guide.replyTime, LOCALE)) },
  };
  return { content, labels: contactForm, alerts: contactAlerts, common: formCommon };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.contact) : []);

const rowClass = "flex min-h-11 items-start gap-3 text-ink no-underline hover:text-brand";

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { content, labels, alerts, common } = loaderData;
  const { social, opensInNewTab } = site;
  const frame = useFrame();
  return (
    <>
      <PageHero title={content.bannerTitle} text={content.bannerText} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <Reveal as="article" className="h-fit rounded-xl bg-brand-wash p-6 ring-1 ring-slate-200">
          <h2 className="text-2xl font-bold">{content.cardTitle}</h2>
          <p className="mt-2 text-muted">{content.cardText}</p>
          <ul className="mt-6 space-y-3">
            <li>
              <a href={telLink(frame.phone.e164)} className={rowClass}>
                <Icon name="phone" className="mt-1 size-5 shrink-0 text-brand" />
                <span>
                  <span className="sr-only">{content.callLabel}: </span>
                  {frame.phone.display}
                </span>
              </a>
            </li>
            <li>
              <a href={whatsappLink(frame.whatsapp.number)} target="_blank" rel="noopener noreferrer" className={rowClass}>
                <Icon name="message-circle" className="mt-1 size-5 shrink-0 text-brand" />
                <span>
                  {content.whatsappLabel}
                  <span className="sr-only"> {opensInNewTab}</span>
                </span>
              </a>
            </li>
            <li>
              <a href={mailLink(frame.email)} className={`${rowClass} break-all`}>
                <Icon name="mail" className="mt-1 size-5 shrink-0 text-brand" />
                <span>{frame.email}</span>
              </a>
            </li>
            <li>
              <a href={frame.mapLink} target="_blank" rel="noopener noreferrer" className={rowClass}>
                <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-brand" />
                <span>
                  {frame.postalAddress}
                  <span className="sr-only"> {opensInNewTab}</span>
                </span>
              </a>
            </li>
          </ul>
          <div className="mt-6">
            <SocialLinks networks={["facebook", "instagram", "youtube", "linkedin"]} labels={social} tone="light" />
          </div>
        </Reveal>

        <section aria-labelledby="contact-form-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            {content.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted">{content.formIntro}</p>
          <ContactForm labels={labels} alerts={alerts} common={common} confirmation={content.confirmation} />
        </section>
      </div>

      <section aria-labelledby="location-heading" className="render-when-near bg-brand-wash py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="location-heading" className="text-2xl font-bold sm:text-3xl">
            {content.locationHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{content.locationText}</p>
          <div className="mt-6">
            <LazyEmbed
              src={frame.mapEmbedUrl}
              title={content.mapTitle}
              aspect="aspect-[4/3] sm:aspect-[16/7]"
              placeholder={
                <>
                  <Icon name="map-pin" className="size-10" />
                  <p className="max-w-md text-lg font-semibold">{frame.postalAddress}</p>
                  <p className="max-w-md text-sm text-blue-50">{content.mapNotice}</p>
                </>
              }
              buttonLabel={content.showMap}
            />
          </div>
          <a
            href={frame.mapLink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
          >
            {content.openInMaps}
            <span className="sr-only"> {opensInNewTab}</span>
          </a>
        </div>
      </section>
    </>
  );
}
