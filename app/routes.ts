import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { SITE_PAGES, paths } from "#common/paths";

/**
 * A page's route, from common/paths.ts's list of pages: its module is named after its path (/terms is
 * routes/terms.tsx), so a new page joins that list and needs no line here. The home page, and the pages
 * that stand for an address per department or doctor, name theirs.
 */
function routeOf(name: (typeof SITE_PAGES)[number]) {
  switch (name) {
    case "home":
      return index("routes/home.tsx");
    case "speciality":
      return route("speciality/:name", "routes/speciality.$name.tsx");
    case "doctor":
      return route("doctors/:id", "routes/doctor.$id.tsx");
    default: {
      const path = paths[name].slice(1);
      return route(path, `routes/${path}.tsx`);
    }
  }
}

export default [...SITE_PAGES.map(routeOf), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
