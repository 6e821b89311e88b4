import { Icon } from "../ui/icon";
import { Link } from "react-router";

export type Crumb = { label: string; path?: string };

/** Trail of links ending at the current page, e.g. Home > Our doctors, in sentence case in both languages (review p4). */
export function Breadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm font-semibold">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 ? <Icon name="chevron-right" className="size-4" /> : null}
            {crumb.path ? (
              <Link to={crumb.path} className="wide-tap inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
