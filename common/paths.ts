/**
 * Every path of the site, defined once: routes, navigation, footer, sitemap, the server's page index and
 * the tests all read them from here. Pure data, so the server and build scripts can import it too.
 */
import { DEPARTMENT_SLUGS } from "./departments";
import { DOCTOR_IDS } from "./doctors";

export const paths = {
  home: "/",
  about: "/about",
  specialityList: "/speciality",
  speciality: (slug: string) => `/speciality/${slug.toLowerCase()}`,
  findDoctor: "/find",
  doctor: (id: string) => `/doctors/${id}`,
  meetDoctors: "/find#meetdoctors",
  contact: "/contact",
  bookAppointment: "/bookappointment",
  terms: "/terms",
  gallery: "/gallery",
  privacy: "/privacy",
  patientGuide: "/patient-guide",
  patientRights: "/patient-rights",
  feedback: "/feedback",
} as const;

/** The id of the patient guide's "How to reach us" section, the target of /patient-guide#reach-us. */
export const REACH_US_ID = "reach-us";

/** The id of the 'Meet Our Doctors' section, the target of /find#meetdoctors. */
export const MEET_DOCTORS_ID = "meetdoctors";

/**
 * The id of a department's doctors on Find Doctor: /find#doctors-pediatrics shows that department's
 * doctors alone, without scripts (the page's CSS hides the others while one department is the target).
 */
export const departmentDoctorsId = (slug: string) => `doctors-${slug}`;

/** The id of Find Doctor's whole list: its link shows every department again. */
export const ALL_DOCTORS_ID = "doctors-all";

/** Where the footer's Gallery link pointed in the original site; the server sends it on to /gallery. */
export const LEGACY_GALLERY_PATH = "/galler";

/**
 * Pre-rendered copy of the speciality fallback ('Specialization'). The server answers any unknown
 * /speciality/{name} with this page; it is never linked and never in the sitemap.
 */
export const SPECIALITY_FALLBACK_PATH = "/speciality/_fallback";

/**
 * The site's pages, by their name in `paths`, in sitemap order: the one list a new page joins. The route
 * table (app/routes.ts, a page's module named after its path: /terms is routes/terms.tsx), the sitemap,
 * the server's page index, what a publish renders and the end-to-end tests' pages are all read from it.
 * `speciality` and `doctor` stand for a page per department and per doctor.
 */
export const SITE_PAGES = [
  "home",
  "about",
  "specialityList",
  "speciality",
  "findDoctor",
  "doctor",
  "contact",
  "bookAppointment",
  "gallery",
  "terms",
  "privacy",
  "patientGuide",
  "patientRights",
  "feedback",
] as const satisfies readonly (keyof typeof paths)[];

/** Every page a visitor can land on, in sitemap order. */
// Built by a call marked pure, so the browser's scripts, which never list the pages, leave the list out.
export const sitePagePaths: readonly string[] = /* @__PURE__ */ pagePathsWithDoctors(DOCTOR_IDS);

/**
 * Every page a visitor can land on, in sitemap order, with a page for each of `doctorIds`: the build's
 * list above, and a release's, whose doctors come from its content (app/content/model/site-pages.ts).
 */
export function pagePathsWithDoctors(doctorIds: readonly string[]): string[] {
  return SITE_PAGES.flatMap((name) => {
    if (name === "speciality") return DEPARTMENT_SLUGS.map(paths.speciality);
    if (name === "doctor") return doctorIds.map(paths.doctor);
    return [paths[name]];
  });
}

/** Everything pre-rendered to HTML at build time. */
export const prerenderPaths: readonly string[] = /* @__PURE__ */ listPrerenderPaths();

function listPrerenderPaths(): string[] {
  return [...sitePagePaths, SPECIALITY_FALLBACK_PATH];
}
