import { GuideArticle } from "../features/guide/guide-article";
import { patientGuide } from "../content/patient-guide";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/patient-guide";

/** The page's long text is page data, written into its pre-rendered HTML, so no other page's scripts carry it and its own stay small. */
export function loader() {
  return { content: patientGuide };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.patientGuide) : []);

export default function PatientGuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticle content={loaderData.content} />;
}
