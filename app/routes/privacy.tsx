import { PageHero } from "../components/layout/page-hero";
import { privacy } from "../content/privacy";
import { contentContext } from "../content/content-context";
import { LOCALE } from "../content/current-locale";
import { frameFactsOf } from "../content/frame-facts";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/privacy";

/** The notice names the hospital's e-mail, phone and address: the content's, filled in here, so no script carries them. */
export function loader({ context }: Route.LoaderArgs) {
  const frame = frameFactsOf(context.get(contentContext), LOCALE);
  const fill = (text: string) =>
    text.replaceAll("{phone}", frame.phone.display).replaceAll("{email}", frame.email).replaceAll("{address}", frame.postalAddress);
  return {
    content: {
      ...privacy,
      intro: fill(privacy.intro),
      sections: privacy.sections.map((section) => ({ ...section, paragraphs: section.paragraphs.map(fill) })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.privacy) : []);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHero title={content.heading} text={content.lastUpdated} />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p className="text-lg">{content.intro}</p>
        {content.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`privacy-${index + 1}`} className="mt-10">
            <h2 id={`privacy-${index + 1}`} className="text-xl font-bold sm:text-2xl">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points ? (
                <ul className="list-disc space-y-1 pl-6">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
