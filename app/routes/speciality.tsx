import { PageHero } from "../components/layout/page-hero";
import { DepartmentGrid } from "../components/cards/department-grid";
import { departments } from "../content/words/departments";
import { specialityListPage } from "../content/words/speciality-list";
import { contentContext } from "../content/views/content-context";
import { specialitySummariesOf } from "../content/views/page-content";
import { LOCALE } from "../content/words/current-locale";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/speciality";

/** Each speciality's one-line summary is page data, so the list does not carry every speciality page's words in its scripts. */
export function loader({ context }: Route.LoaderArgs) {
  return { summaries: specialitySummariesOf(context.get(contentContext), LOCALE) };
}

export const meta: Route.MetaFunction = () => metaForPage(specialityListPage.meta, paths.specialityList);

export default function SpecialityListPage({ loaderData }: Route.ComponentProps) {
  const content = specialityListPage;
  const departmentList = departments;
  const { summaries } = loaderData;
  return (
    <>
      <PageHero title={content.heroTitle} text={content.heroText} />
      <section aria-labelledby="speciality-list-heading" className="py-14 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="speciality-list-heading" className="text-2xl font-bold sm:text-3xl">
            {content.listHeading}
          </h2>
          <DepartmentGrid departments={departmentList} summaries={summaries} />
        </div>
      </section>
    </>
  );
}
