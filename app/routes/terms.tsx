import { Icon } from "../components/ui/icon";
import { PageHero } from "../components/layout/page-hero";
import { whatsappLink } from "../content/links";
import { useFrame } from "../components/layout/use-frame";
import { site } from "../content/words/site";
import { terms } from "../content/words/terms";
import { contentContext } from "../content/views/content-context";
import { LOCALE } from "../content/words/current-locale";
import { frameFactsOf } from "../content/views/frame-facts";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/terms";

/**
 * The terms name the hospital's phone, e-mail, WhatsApp and address: the content's, filled in here, so
 * the page's scripts carry none of them.
 */
export function loader({ context }: Route.LoaderArgs) {
  const frame = frameFactsOf(context.get(contentContext), LOCALE);
  const fill = (text: string) =>
    text
      .replaceAll("{phone}", frame.phone.display)
      .replaceAll("{email}", frame.email)
      .replaceAll("{whatsapp}", frame.whatsapp.display)
      .replaceAll("{address}", frame.postalAddress);
  return {
    content: {
      ...terms,
      intro: fill(terms.intro),
      sections: terms.sections.map((section) => ({ ...section, paragraphs: section.paragraphs.map(fill) })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.terms) : []);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { whatsapp } = useFrame();
  const { content } = loaderData;
  const { opensInNewTab } = site;
  return (
    <>
      <PageHero title={content.heading} text={content.lastUpdated} />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p className="text-lg">{content.intro}</p>
        <ol className="mt-10 space-y-10">
          {content.sections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`terms-${index + 1}`}>
                <h2 id={`terms-${index + 1}`} className="text-xl font-bold sm:text-2xl">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-3 space-y-3">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </section>
            </li>
          ))}
        </ol>
        <p className="mt-12 flex flex-wrap items-center gap-2 rounded-xl bg-brand-wash p-5">
          <Icon name="message-circle" className="size-5 text-brand" />
          <span className="font-semibold">{content.whatsappLabel}:</span>
          <a
            href={whatsappLink(whatsapp.number)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
          >
            {whatsapp.display}
            <span className="sr-only"> {opensInNewTab}</span>
          </a>
        </p>
      </div>
    </>
  );
}
