import { CONTENT, type LocaleContent } from "#app/content/words/all-locales";
import { type Locale, localizedPath } from "#common/locale";
import type { Localized } from "#common/locale";
import { SITE_PAGES, paths, sitePagePaths } from "#common/paths";
import { CHECKS_BY_MODULE } from "#app/content/words/validate";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

type Expected = { heading: string; title: string };

/** The label of the footer's bottom-row link to `path` (site.footer.bottomLinks). */
export const footerLabel = (site: LocaleContent["site"], path: string) => site.footer.bottomLinks.find((link) => link.path === path)!.label;

/** A page's title as it shows: its words with the hospital's name, as `locale` writes it, where they put `{hospital}` (app/seo.ts). */
export const titleIn = (locale: Locale, title: string) => title.replaceAll("{hospital}", CONTENT[locale].site.hospitalName);

/** The pages with one address each, by their name in common/paths.ts's list of pages. */
type SinglePage = Exclude<(typeof SITE_PAGES)[number], "speciality" | "doctor">;
const SINGLE_PAGE_NAMES = SITE_PAGES.filter((name): name is SinglePage => name !== "speciality" && name !== "doctor");

/** A page's words: the content module of its name (validate.ts's checks name them all), in English. */
type WordsOf<Name> = Name extends keyof typeof CHECKS_BY_MODULE ? (typeof CHECKS_BY_MODULE)[Name]["content"]["en"] : never;

/** A page whose words are the module of its name, with its h1 as their `heading`: what it shows is read from them. */
type PlainPage = {
  [Name in SinglePage]: [WordsOf<Name>] extends [never]
    ? never
    : WordsOf<Name> extends { heading: string; meta: { title: string } }
      ? Name
      : never;
}[SinglePage];

const plainPage =
  (name: PlainPage) =>
  (_content: LocaleContent, locale: Locale): Expected => {
    const words = (CHECKS_BY_MODULE[name].content as Localized<{ heading: string; meta: { title: string } }>)[locale];
    return { heading: words.heading, title: words.meta.title };
  };

/**
 * The h1 and title each page shows, from the content of its language, for the pages that are not plain
 * (above). A page added to common/paths.ts's list whose words are not plain does not compile without
 * its entry here.
 */
const SINGLE_PAGES: Record<Exclude<SinglePage, PlainPage>, (content: LocaleContent, locale: Locale) => Expected> = {
  home: ({ home }) => ({ heading: home.hero.heading, title: home.meta.title }),
  about: ({ about }) => ({ heading: about.hero.title, title: about.meta.title }),
  specialityList: ({ specialityListPage }) => ({ heading: specialityListPage.heroTitle, title: specialityListPage.meta.title }),
  findDoctor: ({ findDoctorPage }) => ({ heading: findDoctorPage.heroTitle, title: findDoctorPage.meta.title }),
  contact: ({ forms }) => ({ heading: forms.contactPage.bannerTitle, title: forms.contactPage.meta.title }),
  bookAppointment: ({ forms: { appointmentPage }, site }) => ({
    heading: `${appointmentPage.headingStart} ${site.hospitalName} ${appointmentPage.headingEnd}`,
    title: appointmentPage.meta.title,
  }),
  feedback: ({ feedbackPage }) => ({ heading: feedbackPage.page.bannerTitle, title: feedbackPage.page.meta.title }),
};

const SINGLE_PAGE_BY_PATH = new Map<string, (content: LocaleContent, locale: Locale) => Expected>(
  SINGLE_PAGE_NAMES.map((name) => [
    paths[name],
    name in SINGLE_PAGES ? SINGLE_PAGES[name as keyof typeof SINGLE_PAGES] : plainPage(name as PlainPage),
  ]),
);

/** What the page at `path` shows in the language of `content`: a page of its own, a department's or a doctor's. */
function expectedOn(path: string, locale: Locale): Expected {
  const content = CONTENT[locale];
  const single = SINGLE_PAGE_BY_PATH.get(path);
  if (single) return single(content, locale);
  const department = content.departments.find(({ slug }) => paths.speciality(slug) === path);
  if (department) {
    const { title } = content.specialities[department.slug];
    return { heading: title, title: content.specialityPage.meta.title.replace("{speciality}", title) };
  }
  const doctor = content.doctors.cards.find(({ id }) => paths.doctor(id) === path);
  if (doctor) return { heading: doctor.name, title: content.doctorPage.meta.title.replace("{doctor}", doctor.name) };
  throw new Error(`tests/e2e/pages.ts does not know what ${path} shows: add it to SITE_PAGES in common/paths.ts`);
}

/** Every page a visitor can land on (common/paths.ts's sitePagePaths), in a language, with the h1 and title it must show. */
const pagesIn = (locale: Locale): { path: string; heading: string; title: RegExp }[] =>
  sitePagePaths.map((path) => {
    const { heading, title } = expectedOn(path, locale);
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
