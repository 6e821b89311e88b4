/**
 * Checks that span content modules, which no single schema can see: the build and `npm test` run them
 * beside the schemas (see validate.ts). Node only: it looks at the files under public/.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { CONTENT } from "./all-locales";
import type { DoctorsContent } from "./doctors.schema";
import type { FindDoctorPageContent } from "./find-doctor.schema";
import { LOCALES } from "#common/locale";
import type { SpecialitiesContent } from "./specialities.schema";

/** Public files that content may point at: anything under /images/ or /documents/. */
const ASSET_PATH = /^\/(images|documents)\/[\w./-]+$/;

/** Every string in a content value that names a shipped asset, wherever it sits. */
export function assetPathsIn(value: unknown): string[] {
  if (typeof value === "string") return ASSET_PATH.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(assetPathsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(assetPathsIn);
  return [];
}

/** Assets the content names that are not in `publicDir`. */
export function missingAssets(contents: readonly unknown[], publicDir: string): string[] {
  const named = new Set(contents.flatMap(assetPathsIn));
  return [...named]
    .filter((path) => !existsSync(join(publicDir, path)))
    .map((path) => `${path} is named in content but not shipped in public/`);
}

/**
 * A doctor on the Find Doctor page who belongs to a department must be among that department's
 * experts, with the same qualification, so the two pages never contradict each other.
 */
export function doctorMismatches(cards: DoctorsContent["cards"][], pages: SpecialitiesContent[]): string[] {
  const problems: string[] = [];
  cards.forEach((localeCards, index) => {
    const localePages = pages[index]!;
    for (const card of localeCards) {
      if (!card.speciality) continue;
      const expert = localePages[card.speciality].doctors.find((doctor) => doctor.name === card.name);
      if (!expert) problems.push(`${card.name} (${card.speciality}) is on Find Doctor but not on /speciality/${card.speciality}`);
      else if (expert.designation !== card.qualification) {
        problems.push(
          `${card.name}: qualification "${card.qualification}" on Find Doctor but "${expert.designation}" on /speciality/${card.speciality}`,
        );
      }
    }
  });
  return problems;
}

/** Find Doctor details must belong to a doctor's card: a mistyped id would silently show nothing. */
export function detailsWithoutCard(cards: DoctorsContent["cards"], details: FindDoctorPageContent["doctorDetails"]): string[] {
  const ids = new Set(cards.map((card) => card.id));
  return Object.keys(details)
    .filter((id) => !ids.has(id))
    .map((id) => `Find Doctor details for "${id}", which is no doctor's card id`);
}

export function crossReferenceProblems(allContent: readonly unknown[], publicDir: string): string[] {
  return [
    ...missingAssets(allContent, publicDir),
    ...LOCALES.flatMap((locale) => detailsWithoutCard(CONTENT[locale].doctors.cards, CONTENT[locale].findDoctorPage.doctorDetails)),
    ...doctorMismatches(
      LOCALES.map((locale) => CONTENT[locale].doctors.cards),
      LOCALES.map((locale) => CONTENT[locale].specialities),
    ),
  ];
}
