import { GuideArticle } from "../features/guide/guide-article";
import { patientRights } from "../content/patient-rights";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/patient-rights";

/** The page's long text is page data, written into its pre-rendered HTML, so no other page's scripts carry it and its own stay small. */
export function loader() {
  return { content: patientRights };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.patientRights) : []);

export default function PatientRightsPage({ loaderData }: Route.ComponentProps) {
  return <GuideArticle content={loaderData.content} />;
}
