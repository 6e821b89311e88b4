/**
 * Validates every content module against its schema, in every language, and holds each translation to
 * English's shape (parity.ts). The build runs it (see react-router.config.ts) and so do the tests, so
 * bad or missing content never ships; the browser never does, which keeps zod out of its bundle.
 * Cross-references between modules are checked here too.
 */
import type { z } from "zod";
import { aboutSchema } from "./about.schema";
import { CONTENT, type LocaleContent } from "./all-locales";
import { cashlessSchemes } from "../facts/cashless-schemes";
import { CashlessSchemesSchema } from "../facts/cashless-schemes.schema";
import { crossReferenceProblems } from "./cross-references";
import { DepartmentsSchema } from "./departments.schema";
import { doctorRecords } from "../facts/doctor-records";
import { DoctorRecordsSchema } from "../facts/doctor-records.schema";
import { doctorPageSchema } from "./doctor-page.schema";
import { DoctorsSchema } from "./doctors.schema";
import { FeedbackPageSchema } from "./feedback-page.schema";
import { findDoctorPageSchema } from "./find-doctor.schema";
import { formMessagesSchema, formsSchema } from "./forms.schema";
import { GallerySchema } from "./gallery.schema";
import { GuidePageSchema } from "./guide-page.schema";
import { homeSchema } from "./home.schema";
import { hospital } from "../facts/hospital";
import { hospitalFacts } from "../facts/hospital-facts";
import { HospitalFactsSchema, HospitalSchema } from "../facts/hospital.schema";
import { DEFAULT_LOCALE, LOCALES, type Locale, type Localized } from "#common/locale";
import { parityProblems } from "./parity";
import { PrivacySchema } from "./privacy.schema";
import { serverAnswersSchema } from "./server-answers.schema";
import { siteSchema } from "./site.schema";
import { SpecialitiesSchema } from "./specialities.schema";
import { specialityListSchema } from "./speciality-list.schema";
import { specialityPageSchema } from "./speciality-page.schema";
import { termsSchema } from "./terms.schema";

type Check = { name: string; schema: (locale: Locale) => z.ZodType; content: Localized<unknown> };

const same = <T>(value: T): Localized<T> => Object.fromEntries(LOCALES.map((locale) => [locale, value])) as Localized<T>;
const each = <K extends keyof LocaleContent>(module: K): Localized<LocaleContent[K]> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, CONTENT[locale][module]])) as Localized<LocaleContent[K]>;
/** A schema with no wording fixed by the spec is the same in every language. */
const always = (schema: z.ZodType) => () => schema;

/** The content modules written once for every language (app/content/*.ts), by the name they are exported under. */
const SHARED_CONTENT = { hospital, hospitalFacts, cashlessSchemes, doctorRecords };

/**
 * The pages whose words are one module for every language (words/pages/, made with pageWords), by the
 * name of the page in common/paths.ts; each is its own check.
 */
export const PAGE_WORDS = {} satisfies Record<string, PageWordsCheck>;

type PageWordsCheck = { schema: () => z.ZodType; content: Localized<unknown> };

/** Every page's words of words/pages/ in one language, by module, for the checks that read a language's strings (the glossary). */
export const pageWordsIn = (locale: Locale): Record<string, unknown> =>
  Object.fromEntries(Object.entries(PAGE_WORDS as Record<string, PageWordsCheck>).map(([name, words]) => [name, words.content[locale]]));

/**
 * Every content module by name: what each language's index.ts exports (content/en/, content/hi/) and
 * the modules shared by all languages. A module added there without a check here does not compile,
 * so no content ever ships past its schema unchecked (validate.test.ts holds the files to index.ts).
 */
export type ContentModuleName = keyof LocaleContent | keyof typeof SHARED_CONTENT | keyof typeof PAGE_WORDS;

/** Every content module and the schema it must satisfy. */
export const CHECKS_BY_MODULE = {
  hospital: { schema: always(HospitalSchema), content: same(SHARED_CONTENT.hospital) },
  hospitalFacts: { schema: always(HospitalFactsSchema), content: same(SHARED_CONTENT.hospitalFacts) },
  cashlessSchemes: { schema: always(CashlessSchemesSchema), content: same(SHARED_CONTENT.cashlessSchemes) },
  site: { schema: siteSchema, content: each("site") },
  home: { schema: homeSchema, content: each("home") },
  about: { schema: aboutSchema, content: each("about") },
  departments: { schema: always(DepartmentsSchema), content: each("departments") },
  specialities: { schema: always(SpecialitiesSchema), content: each("specialities") },
  specialityListPage: { schema: specialityListSchema, content: each("specialityListPage") },
  specialityPage: { schema: specialityPageSchema, content: each("specialityPage") },
  doctors: { schema: always(DoctorsSchema), content: each("doctors") },
  findDoctorPage: { schema: findDoctorPageSchema, content: each("findDoctorPage") },
  doctorPage: { schema: doctorPageSchema, content: each("doctorPage") },
  doctorRecords: { schema: always(DoctorRecordsSchema), content: same(SHARED_CONTENT.doctorRecords) },
  forms: { schema: formsSchema, content: each("forms") },
  appointmentMessages: { schema: always(formMessagesSchema), content: each("appointmentMessages") },
  contactMessages: { schema: always(formMessagesSchema), content: each("contactMessages") },
  feedbackMessages: { schema: always(formMessagesSchema), content: each("feedbackMessages") },
  feedbackPage: { schema: always(FeedbackPageSchema), content: each("feedbackPage") },
  gallery: { schema: always(GallerySchema), content: each("gallery") },
  terms: { schema: termsSchema, content: each("terms") },
  serverAnswers: { schema: serverAnswersSchema, content: each("serverAnswers") },
  privacy: { schema: always(PrivacySchema), content: each("privacy") },
  patientGuide: { schema: always(GuidePageSchema), content: each("patientGuide") },
  patientRights: { schema: always(GuidePageSchema), content: each("patientRights") },
  ...PAGE_WORDS,
} satisfies Record<ContentModuleName, Omit<Check, "name">>;

/** The same checks as a list, each named after its module, as problems are reported. */
export const CONTENT_CHECKS: Check[] = Object.entries(CHECKS_BY_MODULE).map(([name, check]) => ({ name, ...check }));

/** Every problem in every module and language, as readable lines; empty when all content is valid. */
export function contentProblems(checks: Check[] = CONTENT_CHECKS): string[] {
  const problems: string[] = [];
  for (const { name, schema, content } of checks) {
    for (const locale of LOCALES) {
      const result = schema(locale).safeParse(content[locale]);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        problems.push(`${name} [${locale}] ${issue.path.join(".") || "(root)"}: ${issue.message}`);
      }
    }
  }
  return problems;
}

/** Every way a language's content differs in shape from English's, module by module (a page's words in words/pages/ too). */
export function translationProblems(
  content: Localized<LocaleContent> = CONTENT,
  pageWords: Record<string, PageWordsCheck> = PAGE_WORDS,
): string[] {
  const english = content[DEFAULT_LOCALE];
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => [
    ...(Object.keys(english) as (keyof LocaleContent)[]).flatMap((module) =>
      parityProblems(english[module], content[locale][module], module).map((problem) => `[${locale}] ${problem}`),
    ),
    ...Object.entries(pageWords).flatMap(([module, words]) =>
      parityProblems(words.content[DEFAULT_LOCALE], words.content[locale], module).map((problem) => `[${locale}] ${problem}`),
    ),
  ]);
}

/** Where the files that content names (images, documents) are shipped from. */
const PUBLIC_DIR = "public";

export function assertValidContent(): void {
  const problems = [
    ...contentProblems(),
    ...translationProblems(),
    ...crossReferenceProblems(
      CONTENT_CHECKS.flatMap(({ content }) => LOCALES.map((locale) => content[locale])),
      PUBLIC_DIR,
    ),
  ];
  if (problems.length > 0) {
    throw new Error(`Invalid content:\n  ${problems.join("\n  ")}`);
  }
}
