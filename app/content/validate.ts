/**
 * Validates every content module against its schema, in every language. The build runs it (see
 * react-router.config.ts) and so do the tests, so bad content never ships; the browser never does,
 * which keeps zod out of its bundle. Cross-references between modules are checked here too.
 */
import type { z } from "zod";
import { about } from "./about";
import { crossReferenceProblems } from "./cross-references";
import { AboutSchema } from "./about.schema";
import { departments } from "./departments";
import { DepartmentsSchema } from "./departments.schema";
import { doctors } from "./doctors";
import { DoctorsSchema } from "./doctors.schema";
import { findDoctorPage } from "./find-doctor";
import { FindDoctorPageSchema } from "./find-doctor.schema";
import { forms } from "./forms";
import { FormsSchema } from "./forms.schema";
import { gallery } from "./gallery";
import { GallerySchema } from "./gallery.schema";
import { home } from "./home";
import { HomeSchema } from "./home.schema";
import { hospital } from "./hospital";
import { HospitalSchema } from "./hospital.schema";
import { LOCALES, type Localized } from "./locale";
import { privacy } from "./privacy";
import { PrivacySchema } from "./privacy.schema";
import { site } from "./site";
import { SiteSchema } from "./site.schema";
import { specialities } from "./specialities";
import { SpecialitiesSchema } from "./specialities.schema";
import { specialityListPage } from "./speciality-list";
import { SpecialityListSchema } from "./speciality-list.schema";
import { terms } from "./terms";
import { TermsSchema } from "./terms.schema";

type Check = { name: string; schema: z.ZodType; content: Localized<unknown> };

const same = <T,>(value: T): Localized<T> => Object.fromEntries(LOCALES.map((locale) => [locale, value])) as Localized<T>;

/** Every content module and the schema it must satisfy. */
export const CONTENT_CHECKS: Check[] = [
  { name: "hospital", schema: HospitalSchema, content: same(hospital) },
  { name: "site", schema: SiteSchema, content: site },
  { name: "home", schema: HomeSchema, content: home },
  { name: "about", schema: AboutSchema, content: about },
  { name: "departments", schema: DepartmentsSchema, content: departments },
  { name: "specialities", schema: SpecialitiesSchema, content: specialities },
  { name: "speciality-list", schema: SpecialityListSchema, content: specialityListPage },
  { name: "doctors", schema: DoctorsSchema, content: doctors },
  { name: "find-doctor", schema: FindDoctorPageSchema, content: findDoctorPage },
  { name: "forms", schema: FormsSchema, content: forms },
  { name: "gallery", schema: GallerySchema, content: gallery },
  { name: "terms", schema: TermsSchema, content: terms },
  { name: "privacy", schema: PrivacySchema, content: privacy },
];

/** Every problem in every module and language, as readable lines; empty when all content is valid. */
export function contentProblems(checks: Check[] = CONTENT_CHECKS): string[] {
  const problems: string[] = [];
  for (const { name, schema, content } of checks) {
    for (const locale of LOCALES) {
      const result = schema.safeParse(content[locale]);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        problems.push(`${name} [${locale}] ${issue.path.join(".") || "(root)"}: ${issue.message}`);
      }
    }
  }
  return problems;
}

/** Where the files that content names (images, documents) are shipped from. */
const PUBLIC_DIR = "public";

export function assertValidContent(): void {
  const problems = [
    ...contentProblems(),
    ...crossReferenceProblems(
      CONTENT_CHECKS.flatMap(({ content }) => LOCALES.map((locale) => content[locale])),
      PUBLIC_DIR,
    ),
  ];
  if (problems.length > 0) {
    throw new Error(`Invalid content:\n  ${problems.join("\n  ")}`);
  }
}
