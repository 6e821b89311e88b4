/**
 * Nothing staff can edit from the desk is compiled into a script: pages get it as loader data (written
 * into the page and its hydration data, which a publish renders again), so after a publish no script a
 * page loads still holds the old value. Run after `npm run build`: the build renders the seed, so every
 * editable value of the seed must be in the pages and in none of the scripts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { known } from "#app/content/hospital-fact";
import { CONTENT_KINDS } from "#app/content/model/editable-kinds";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { LOCALES } from "#common/locale";

const SITE_DIR = process.env.SITE_DIR ?? "build/client";

const filesUnder = (directory: string, extension: RegExp) =>
  readdirSync(directory, { recursive: true, encoding: "utf8" })
    .map((file) => join(directory, file))
    .filter((file) => extension.test(file) && statSync(file).isFile());

const { hospital, doctors, appointment } = SEED_CONTENT;
const phones = [hospital.phones.main, hospital.phones.emergency, hospital.phones.pharmacy].map(known);

/**
 * Words the site also keeps in code, which a script may carry: the department names (tiles, footer), the
 * hospital's name in the compiled descriptions of the doctor pages (hi too), and a gallery caption that is
 * also a phrase of the speciality list's intro.
 */
const compiledWords = new Set([
  ...LOCALES.flatMap((locale) => CONTENT[locale].departments.map((department) => department.name)),
  ...Object.values(known(hospital.name)),
  "24x7 इमरजेंसी",
]);

/**
 * Every string and number in a document of `value`, but a hospital fact's state, and no single lower-case
 * word (a key, a slug or a choice like "english", which scripts name as such).
 */
function valuesIn(value: unknown): string[] {
  if (typeof value === "string") return /^[a-z]+$/.test(value) ? [] : [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(valuesIn);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => (key === "state" ? [] : valuesIn(inner)));
  return [];
}

/**
 * The seed's editable values by kind, read from every kind staff edit (CONTENT_KINDS), so a new kind is
 * checked as soon as its seed holds words: each a string a script would carry if it were compiled in.
 */
const VALUES_BY_KIND = new Map(
  CONTENT_KINDS.map((kind) => [
    kind.id,
    kind
      .documents(SEED_CONTENT)
      .flatMap((document) => valuesIn(document.value))
      .filter((value) => value.length >= 6 && !compiledWords.has(value)),
  ]),
);
const EDITABLE_VALUES = [...new Set([...VALUES_BY_KIND.values()].flat())];

describe("editable content in the built site", () => {
  const scripts = filesUnder(SITE_DIR, /\.js$/);
  const pages = filesUnder(SITE_DIR, /\.(html|data|txt)$/).map((file) => readFileSync(file, "utf8"));

  it("is on the pages, from the content the build rendered", () => {
    expect(scripts.length).toBeGreaterThan(10);
    expect(EDITABLE_VALUES.length).toBeGreaterThan(500);
    // The pages carry them (so this test looks for values that exist): the phones, every doctor, the options.
    const options = appointment.specialities.map((option) => option.value).filter((value) => !compiledWords.has(value));
    for (const value of [...phones.map((line) => line.display), ...doctors.flatMap((doctor) => [doctor.name.en, doctor.name.hi]), ...options]) {
      expect([value, pages.some((page) => page.includes(value))]).toEqual([value, true]);
    }
  });

  it("is read from every kind whose seed holds words", () => {
    // The kinds whose seed has nothing to look for (empty lists, facts still missing, figures): a new kind
    // lands here only if its seed holds no words, which a test of what it shows should then supply.
    const withoutValues = [...VALUES_BY_KIND].filter(([, values]) => values.length === 0).map(([kind]) => kind);
    expect(withoutValues).toEqual(["testimonials", "grievance", "certificate", "notices", "figures", "privacy", "videos"]);
  });

  it("is in none of the scripts a page loads", () => {
    const found = scripts.flatMap((file) => {
      const code = readFileSync(file, "utf8");
      return EDITABLE_VALUES.filter((value) => code.includes(value)).map((value) => `${file}: ${value}`);
    });
    expect(found).toEqual([]);
  });
});
