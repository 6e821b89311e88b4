/**
 * Validates every content module against its schema, in every language, and holds each translation to
 * English's shape (parity.ts). The build runs it (see react-router.config.ts) and so do the tests, so
 * bad or missing content never ships; the browser never does, which keeps zod out of its bundle.
 * Cross-references between modules are checked here too.
 */
import type { z } from "zod";
import { aboutSchema } from "./about.schema";
import { CONTENT, type LocaleContent } from "./all-locales";
import { cashlessSchemes } from "./cashless-schemes";
import { CashlessSchemesSchema } from "./cashless-schemes.schema";
import { crossReferenceProblems } from "./cross-references";
import { DepartmentsSchema } from "./departments.schema";
import { doctorRecords } from "./doctor-records";
import { DoctorRecordsSchema } from "./doctor-records.schema";
import { doctorPageSchema } from "./doctor-page.schema";
import { DoctorsSchema } from "./doctors.schema";
import { FeedbackPageSchema } from "./feedback-page.schema";
import { findDoctorPageSchema } from "./find-doctor.schema";
import { formsSchema } from "./forms.schema";
import { GallerySchema } from "./gallery.schema";
import { GuidePageSchema } from "./guide-page.schema";
import { homeSchema } from "./home.schema";
import { hospital } from "./hospital";
import { hospitalFacts } from "./hospital-facts";
import { HospitalFactsSchema, HospitalSchema } from "./hospital.schema";
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

/** Every content module and the schema it must satisfy. */
export const CONTENT_CHECKS: Check[] = [
  { name: "hospital", schema: always(HospitalSchema), content: same(hospital) },
  { name: "hospital-facts", schema: always(HospitalFactsSchema), content: same(hospitalFacts) },
  { name: "cashless-schemes", schema: always(CashlessSchemesSchema), content: same(cashlessSchemes) },
  { name: "site", schema: siteSchema, content: each("site") },
  { name: "home", schema: homeSchema, content: each("home") },
  { name: "about", schema: aboutSchema, content: each("about") },
  { name: "departments", schema: always(DepartmentsSchema), content: each("departments") },
  { name: "specialities", schema: always(SpecialitiesSchema), content: each("specialities") },
  { name: "speciality-list", schema: specialityListSchema, content: each("specialityListPage") },
  { name: "speciality-page", schema: specialityPageSchema, content: each("specialityPage") },
  { name: "doctors", schema: always(DoctorsSchema), content: each("doctors") },
  { name: "find-doctor", schema: findDoctorPageSchema, content: each("findDoctorPage") },
  { name: "doctor-page", schema: doctorPageSchema, content: each("doctorPage") },
  { name: "doctor-records", schema: always(DoctorRecordsSchema), content: same(doctorRecords) },
  { name: "forms", schema: formsSchema, content: each("forms") },
  { name: "feedback-page", schema: always(FeedbackPageSchema), content: each("feedbackPage") },
  { name: "gallery", schema: always(GallerySchema), content: each("gallery") },
  { name: "terms", schema: termsSchema, content: each("terms") },
  { name: "serverAnswers", schema: serverAnswersSchema, content: each("serverAnswers") },
  { name: "privacy", schema: always(PrivacySchema), content: each("privacy") },
  { name: "patient-guide", schema: always(GuidePageSchema), content: each("patientGuide") },
  { name: "patient-rights", schema: always(GuidePageSchema), content: each("patientRights") },
];

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

/** Every way a language's content differs in shape from English's, module by module. */
export function translationProblems(content: Localized<LocaleContent> = CONTENT): string[] {
  const english = content[DEFAULT_LOCALE];
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    (Object.keys(english) as (keyof LocaleContent)[]).flatMap((module) =>
      parityProblems(english[module], content[locale][module], module).map((problem) => `[${locale}] ${problem}`),
    ),
  );
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
