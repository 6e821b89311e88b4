import { GuideArticle } from "../features/guide/guide-article";
import { contentContext } from "../content/views/content-context";
import { LOCALE } from "../content/words/current-locale";
import { frameFactsOf } from "../content/views/frame-facts";
import { guidePageOf } from "../content/views/page-content";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/patient-guide";

/** The page's long text is page data, written into its pre-rendered HTML, so no other page's scripts carry it and its own stay small. */
export function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  return { content: guidePageOf(content, "patientGuide", LOCALE, frameFactsOf(content, LOCALE)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.patientGuide) : []);

export default function PatientGuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticle content={loaderData.content} />;
}
