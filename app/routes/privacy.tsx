import { PageHero } from "../components/layout/page-hero";
import { privacy } from "../content/privacy";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => metaForPage(privacy.meta, paths.privacy);

export default function PrivacyPage() {
  const content = privacy;
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
