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
import { factValue, known } from "#app/content/hospital-fact";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { LOCALES } from "#common/locale";

const SITE_DIR = process.env.SITE_DIR ?? "build/client";

const filesUnder = (directory: string, extension: RegExp) =>
  readdirSync(directory, { recursive: true, encoding: "utf8" })
    .map((file) => join(directory, file))
    .filter((file) => extension.test(file) && statSync(file).isFile());

const { hospital, doctors, specialities, gallery, cashless, appointment, videos, pharmacy } = SEED_CONTENT;
const phones = [hospital.phones.main, hospital.phones.emergency, hospital.phones.pharmacy].map(known);

/** Words the site keeps in code (department names on tiles and in the footer) are not editable values. */
const compiledWords = new Set(LOCALES.flatMap((locale) => CONTENT[locale].departments.map((department) => department.name)));

/** The seed's editable values, each a string a script would carry if it were compiled in. */
const EDITABLE_VALUES: string[] = [
  ...phones.flatMap((line) => [line.e164, line.display]),
  known(hospital.phones.whatsapp).number,
  known(hospital.email),
  known(hospital.street),
  String(known(hospital.pin).latitude),
  known(hospital.mapLink),
  ...Object.values(hospital.socials).map(known),
  ...doctors.flatMap((doctor) => [doctor.id, doctor.name.en, doctor.name.hi, doctor.qualification.en, doctor.qualification.hi]),
  ...doctors.flatMap((doctor) => {
    const achievements = factValue(doctor.achievements);
    return achievements ? [achievements.en, achievements.hi] : [];
  }),
  ...specialities.flatMap((page) => [page.description.en, page.description.hi, ...page.faqs.flatMap((faq) => [faq.answer.en, faq.answer.hi])]),
  ...gallery.flatMap((item) => [item.caption.en, item.caption.hi, item.picture.alt.en]),
  ...known(cashless.tpas),
  ...appointment.specialities.map((option) => option.value).filter((value) => !compiledWords.has(value)),
  ...Object.values(cashless.schemeNames).flatMap((name) => [name.en, name.hi]),
  // The doctors' videos are none until the hospital supplies them (tests/build/page-content.test.ts).
  ...videos.videos.flatMap((fact) => {
    const video = factValue(fact);
    return video ? [video.link, video.title.en, video.title.hi] : [];
  }),
  ...[pharmacy.discount, pharmacy.homeDelivery].flatMap((fact) => {
    const point = factValue(fact);
    return point ? [point.text.en, point.text.hi] : [];
  }),
].filter((value) => value.length >= 6);

describe("editable content in the built site", () => {
  const scripts = filesUnder(SITE_DIR, /\.js$/);
  const pages = filesUnder(SITE_DIR, /\.(html|data|txt)$/).map((file) => readFileSync(file, "utf8"));

  it("is on the pages, from the content the build rendered", () => {
    expect(scripts.length).toBeGreaterThan(10);
    expect(EDITABLE_VALUES.length).toBeGreaterThan(60);
    // The pages carry them (so this test looks for values that exist): the phones, every doctor, the options.
    const options = appointment.specialities.map((option) => option.value).filter((value) => !compiledWords.has(value));
    for (const value of [...phones.map((line) => line.display), ...doctors.flatMap((doctor) => [doctor.name.en, doctor.name.hi]), ...options]) {
      expect([value, pages.some((page) => page.includes(value))]).toEqual([value, true]);
    }
  });

  it("is in none of the scripts a page loads", () => {
    const found = scripts.flatMap((file) => {
      const code = readFileSync(file, "utf8");
      return EDITABLE_VALUES.filter((value) => code.includes(value)).map((value) => `${file}: ${value}`);
    });
    expect(found).toEqual([]);
  });
});
