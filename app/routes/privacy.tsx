import { PageHero } from "../components/layout/page-hero";
import { contentContext } from "../content/views/content-context";
import { LOCALE } from "../content/words/current-locale";
import { privacyNoticeOf } from "../content/views/page-content";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/privacy";

/**
 * The notice names the hospital's e-mail, phone and address, its grievance officer, how long requests
 * are kept and who hosts the site: the content's, filled in here, so no script carries them.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { content: privacyNoticeOf(context.get(contentContext), LOCALE) };
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
