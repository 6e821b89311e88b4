/**
 * Checks that span content modules, which no single schema can see: the build and `npm test` run them
 * beside the schemas (see validate.ts). Node only: it looks at the files under public/.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { CONTENT } from "./all-locales";
import { doctorRecords } from "../facts/doctor-records";
import type { DoctorRecord } from "../facts/doctor-records.schema";
import { LOCALES, type Localized } from "#common/locale";

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

/** A language a doctor's record names must have a name in every language, or a page would show its key. */
export function unnamedLanguages(records: readonly DoctorRecord[], names: Localized<Record<string, string>>): string[] {
  return records.flatMap((record) => {
    const keys = record.languages.state === "missing" ? [] : record.languages.value;
    return LOCALES.flatMap((locale) =>
      keys
        .filter((key) => names[locale][key] === undefined)
        .map((key) => `${record.id} speaks "${key}", which doctorPage.languageNames [${locale}] does not name`),
    );
  });
}

export function crossReferenceProblems(allContent: readonly unknown[], publicDir: string): string[] {
  return [
    ...missingAssets(allContent, publicDir),
    ...unnamedLanguages(
      doctorRecords,
      Object.fromEntries(LOCALES.map((locale) => [locale, CONTENT[locale].doctorPage.languageNames])) as Localized<Record<string, string>>,
    ),
  ];
}
