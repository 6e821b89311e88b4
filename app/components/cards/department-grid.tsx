import { Link } from "react-router";
import { Icon } from "../ui/icon";
import { Reveal } from "../ui/reveal";
import type { Department } from "../../content/schema";
import { paths } from "#common/paths";

/** Tiles for the departments; choosing one opens its speciality page. */
export function DepartmentGrid({
  departments,
  summaries,
}: {
  departments: Department[];
  summaries?: Partial<Record<Department["slug"], string>>;
}) {
  // Two compact tiles side by side on a phone leave no room for an icon beside the name: stack them.
  const tileLayout = summaries ? "items-start gap-4" : "flex-col items-start gap-3 sm:flex-row sm:gap-4";
  return (
    <ul className={`mt-8 grid gap-4 ${summaries ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"}`}>
      {departments.map((department) => (
        <Reveal as="li" key={department.slug}>
          <Link
            to={paths.speciality(department.slug)}
            className={`group flex h-full ${tileLayout} rounded-xl bg-white p-5 text-ink no-underline shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand`}
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-tint text-brand">
              <Icon name={department.icon} strokeWidth={1.75} />
            </span>
            <span className="min-w-0 max-w-full">
              <span className="flex items-center gap-1 font-semibold break-words text-navy group-hover:text-brand">
                {department.name}
                <Icon name="chevron-right" className="size-4 shrink-0" />
              </span>
              {summaries?.[department.slug] ? (
                <span className="mt-1 block text-[0.95rem] text-muted">{summaries[department.slug]}</span>
              ) : null}
            </span>
          </Link>
        </Reveal>
      ))}
    </ul>
  );
}
