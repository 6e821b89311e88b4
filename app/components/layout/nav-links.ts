import type { SiteContent } from "../../content/words/site";
import { paths } from "#common/paths";

/** The top navigation, in the spec's order. */
export function navLinks(nav: SiteContent["nav"]) {
  return [
    { label: nav.home, path: paths.home },
    { label: nav.about, path: paths.about },
    { label: nav.specialities, path: paths.specialityList },
    { label: nav.findDoctor, path: paths.findDoctor },
    { label: nav.contact, path: paths.contact },
    { label: nav.bookAppointment, path: paths.bookAppointment },
  ];
}

/** Whether a nav link is the current page; Specialities stays current on its detail pages. */
export function isCurrentPath(linkPath: string, pathname: string): boolean {
  if (linkPath === paths.home) return pathname === paths.home;
  const current = pathname.toLowerCase();
  return current === linkPath || current.startsWith(`${linkPath}/`);
}
