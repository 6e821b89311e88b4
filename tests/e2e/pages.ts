import { CONTENT, type LocaleContent } from "#app/content/words/all-locales";
import { type Locale, localizedPath } from "#common/locale";
import { paths, sitePagePaths } from "#common/paths";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

type Expected = { heading: string; title: string };

/** The label of the footer's bottom-row link to `path` (site.footer.bottomLinks). */
export const footerLabel = (site: LocaleContent["site"], path: string) => site.footer.bottomLinks.find((link) => link.path === path)!.label;

/** A page's title as it shows: its words with the hospital's name, as `locale` writes it, where they put `{hospital}` (app/seo.ts). */
export const titleIn = (locale: Locale, title: string) => title.replaceAll("{hospital}", CONTENT[locale].site.hospitalName);

/** The pages with one address each, by their name in common/paths.ts; an address with a fragment is a place on a page. */
type SinglePage = {
  [Name in keyof typeof paths]: (typeof paths)[Name] extends `${string}#${string}` | ((...args: never[]) => string) ? never : Name;
}[keyof typeof paths];

/**
 * The h1 and title each page shows, from the content of its language. A page added to common/paths.ts
 * without its entry here does not compile, and one added to the site's list of pages fails every test
 * that visits them until it has one.
 */
const SINGLE_PAGES: Record<SinglePage, (content: LocaleContent) => Expected> = {
  home: ({ home }) => ({ heading: home.hero.heading, title: home.meta.title }),
  about: ({ about }) => ({ heading: about.hero.title, title: about.meta.title }),
  specialityList: ({ specialityListPage }) => ({ heading: specialityListPage.heroTitle, title: specialityListPage.meta.title }),
  findDoctor: ({ findDoctorPage }) => ({ heading: findDoctorPage.heroTitle, title: findDoctorPage.meta.title }),
  contact: ({ forms }) => ({ heading: forms.contactPage.bannerTitle, title: forms.contactPage.meta.title }),
  bookAppointment: ({ forms: { appointmentPage }, site }) => ({
    heading: `${appointmentPage.headingStart} ${site.hospitalName} ${appointmentPage.headingEnd}`,
    title: appointmentPage.meta.title,
  }),
  gallery: ({ gallery }) => ({ heading: gallery.heading, title: gallery.meta.title }),
  terms: ({ terms }) => ({ heading: terms.heading, title: terms.meta.title }),
  privacy: ({ privacy }) => ({ heading: privacy.heading, title: privacy.meta.title }),
  patientGuide: ({ patientGuide }) => ({ heading: patientGuide.heading, title: patientGuide.meta.title }),
  patientRights: ({ patientRights }) => ({ heading: patientRights.heading, title: patientRights.meta.title }),
  feedback: ({ feedbackPage }) => ({ heading: feedbackPage.page.bannerTitle, title: feedbackPage.page.meta.title }),
};

const SINGLE_PAGE_BY_PATH = new Map<string, (content: LocaleContent) => Expected>(
  Object.entries(SINGLE_PAGES).map(([name, expected]) => [paths[name as SinglePage], expected]),
);

/** What the page at `path` shows in the language of `content`: a page of its own, a department's or a doctor's. */
function expectedOn(path: string, content: LocaleContent): Expected {
  const single = SINGLE_PAGE_BY_PATH.get(path);
  if (single) return single(content);
  const department = content.departments.find(({ slug }) => paths.speciality(slug) === path);
  if (department) {
    const { title } = content.specialities[department.slug];
    return { heading: title, title: content.specialityPage.meta.title.replace("{speciality}", title) };
  }
  const doctor = content.doctors.cards.find(({ id }) => paths.doctor(id) === path);
  if (doctor) return { heading: doctor.name, title: content.doctorPage.meta.title.replace("{doctor}", doctor.name) };
  throw new Error(`tests/e2e/pages.ts does not know what ${path} shows: give it an entry in SINGLE_PAGES`);
}

/** Every page a visitor can land on (common/paths.ts's sitePagePaths), in a language, with the h1 and title it must show. */
const pagesIn = (locale: Locale): { path: string; heading: string; title: RegExp }[] =>
  sitePagePaths.map((path) => {
    const { heading, title } = expectedOn(path, CONTENT[locale]);
    return { path: localizedPath(locale, path), heading, title: exactly(titleIn(locale, title)) };
  });

/** Each page a visitor can land on, in English, with the h1 and title it must show. */
export const PAGES = pagesIn("en");

/** Every page again in Hindi, under /hi, with the h1 and title it must show there. */
export const HINDI_PAGES = pagesIn("hi");

/**
 * A bound for a test that opens each of `pages` in the browser, above the run's own (playwright.config.ts):
 * the list grows with the site, and one load can take several seconds on a busy two-core machine.
 */
export const timeToVisit = (pages: readonly unknown[]) => 120_000 + pages.length * 10_000;

/**
 * One page of each template, in a language: every page of its own, one speciality's page and one
 * doctor's page (the other specialities and doctors are the same component with other content, which
 * the build tests read from the built HTML). What a browser checks page by page (layout, styles,
 * accessibility, scripts) it checks on these.
 */
const onePerTemplate = (pages: ReturnType<typeof pagesIn>, locale: Locale) => {
  const firstSpeciality = localizedPath(locale, paths.speciality(CONTENT[locale].departments[0]!.slug));
  const firstDoctor = localizedPath(locale, paths.doctor(CONTENT[locale].doctors.cards[0]!.id));
  return pages.filter(
    ({ path }) =>
      path === firstSpeciality ||
      path === firstDoctor ||
      SINGLE_PAGE_BY_PATH.has(locale === "en" ? path : path.replace(/^\/hi(?=\/|$)/, "") || "/"),
  );
};

/** One English page of each template (every page of its own, one speciality, one doctor). */
export const TEMPLATE_PAGES = onePerTemplate(PAGES, "en");

/** The same templates in Hindi, where the language changes what lays out. */
export const HINDI_TEMPLATE_PAGES = onePerTemplate(HINDI_PAGES, "hi");
