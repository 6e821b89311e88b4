import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { assetPathsIn, crossReferenceProblems, missingAssets, unnamedLanguages } from "./cross-references";
import { doctorRecords } from "../facts/doctor-records";
import { CONTENT } from "./all-locales";
import { isHospitalFact, known } from "../hospital-fact";
import { SPECIALITY_COUNTS } from "../keys";
import { PageMetaSchema } from "../schema";
import { siteSchema } from "./site.schema";
import { SEED_CONTENT } from "../model/seed-content";
import { LOCALES } from "#common/locale";
import { CONTENT_CHECKS, assertValidContent, contentProblems } from "./validate";

const allContent = CONTENT_CHECKS.flatMap(({ content }) => LOCALES.map((locale) => content[locale]));

describe("content", () => {
  it("passes every schema in every language, and the build's check", () => {
    expect(contentProblems()).toEqual([]);
    expect(() => assertValidContent()).not.toThrow();
  });

  it("is plain data, which a JSON document holds unchanged: no functions, no undefined, no dates", () => {
    for (const { name, content } of CONTENT_CHECKS) {
      for (const locale of LOCALES)
        expect(JSON.parse(JSON.stringify(content[locale])), `${name} [${locale}]`).toStrictEqual(content[locale]);
    }
  });

  it("holds the spec's counts", () => {
    for (const locale of LOCALES) {
      const { departments, home, terms, site, specialities } = CONTENT[locale];
      expect(departments).toHaveLength(11);
      // The five doctor videos are the hospital's own (the content's videos, each shown once supplied).
      expect(SEED_CONTENT.videos.videos).toHaveLength(5);
      expect(home.services.items).toHaveLength(6);
      // The TPA list and the counters' figures are the hospital's to correct: the spec's figures hold
      // only while they are working values (spec section 12).
      if (home.tieUps.tpas.state === "working") expect(known(home.tieUps.tpas)).toHaveLength(11);
      expect(home.tieUps.items).toHaveLength(3);
      expect(home.counters.items.map(({ figure, suffix }) => `${figure}${suffix}`)).toEqual(["doctors+", "beds+", "staff+"]);
      expect(terms.sections).toHaveLength(10);
      expect(site.footer.patientLinks.map((link) => link.path)).toEqual([
        "/find",
        "/bookappointment",
        "/find#meetdoctors",
        "/",
        "/gallery",
        "/contact",
      ]);
      for (const [slug, counts] of Object.entries(SPECIALITY_COUNTS)) {
        const page = specialities[slug as keyof typeof SPECIALITY_COUNTS];
        expect([slug, page.faqs.length]).toEqual([slug, counts.faqs]);
      }
    }
    expect(CONTENT.en.home.services.items.map((service) => service.title)).toEqual([
      "Deluxe Rooms",
      "24/7 Emergency",
      "NICU",
      "Digital X-Ray",
      "ICU",
      "Modular OT",
    ]);
    expect(APPOINTMENT_SPECIALITIES).toEqual([
      "Cardiac Care",
      "Laparoscopy",
      "Endoscopy",
      "Gastroenterology",
      "Hernia",
      "Plastic Surgery",
      "Gallbladder",
      "Piles",
      "Fistula",
      "Fracture",
      "Critical Care",
      "Spine Surgery",
      "Orthopaedics",
      "Urology",
      "Neurology",
      "Oncology",
      "Gynecology",
    ]);
  });

  it("reports a bad entry with its module, language and path", () => {
    const broken = CONTENT_CHECKS.map((check) =>
      check.name === "departments" ? { ...check, content: { ...check.content, en: CONTENT.en.departments.slice(0, 10) } } : check,
    );
    expect(contentProblems(broken)).toEqual([expect.stringMatching(/^departments \[en\] \(root\): /)]);
  });

  it("checks a doctor card's photo words like every other text, so the first doctor with a photo passes the build", () => {
    const doctors = CONTENT_CHECKS.find((check) => check.name === "doctors")!;
    const withPhoto = (alt: string) => ({
      ...doctors,
      content: Object.fromEntries(
        LOCALES.map((locale) => {
          const words = doctors.content[locale] as { cards: object[] };
          const [first, ...rest] = words.cards;
          return [locale, { ...words, cards: [{ ...first, image: "/images/hero-care.svg", imageAlt: alt }, ...rest] }];
        }),
      ) as typeof doctors.content,
    });
    expect(contentProblems([withPhoto("Dr. Rajendra Singh Shekhawat in his clinic")])).toEqual([]);
    expect(contentProblems([withPhoto(" Dr. Rajendra Singh Shekhawat")])).not.toEqual([]);
  });

  it("refuses stray spaces around any string of any kind of content, in every language", () => {
    const accepted: string[] = [];
    for (const check of CONTENT_CHECKS) {
      for (const locale of LOCALES) {
        for (const path of stringLeaves(check.content[locale])) {
          const padded = {
            ...check,
            content: { ...check.content, [locale]: withLeaf(check.content[locale], path, (value) => `${value} `) },
          };
          if (contentProblems([padded]).length === 0) accepted.push(`${check.name} [${locale}] ${path.join(".")}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    // It parses a module once per string in it, thousands of parses, which a busy machine may take long over.
  }, 30_000);
});

type LeafPath = (string | number)[];

/**
 * The paths of every string in a content value, in document order; a hospital fact's state is a fixed
 * word its schema checks (hospital-fact.test.ts), not text.
 */
function stringLeaves(value: unknown, path: LeafPath = []): LeafPath[] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      isHospitalFact(value) && key === "state" ? [] : stringLeaves(item, [...path, key]),
    );
  return [];
}

/** A copy of `value` with the string at `path` changed. */
function withLeaf(value: unknown, path: LeafPath, change: (leaf: string) => string): unknown {
  if (path.length === 0) return change(value as string);
  const [key, ...rest] = path as [string | number, ...LeafPath];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key] = withLeaf(copy[key], rest, change);
  return copy;
}

/** Every string of a piece of content that a page shows as it is: a fact's value is left out, being the hospital's word. */
function wordsOutsideFacts(content: unknown): string[] {
  if (typeof content === "string") return [content];
  if (isHospitalFact(content)) return [];
  if (Array.isArray(content)) return content.flatMap(wordsOutsideFacts);
  if (typeof content === "object" && content !== null) return Object.values(content).flatMap(wordsOutsideFacts);
  return [];
}

describe("promises", () => {
  it("makes none the specification does not and the hospital has not given: parking, reply or call-back times, report times", () => {
    const promises = /parking|within one working day|usually the same day|on the same day|answers calls day and night/i;
    const english = CONTENT_CHECKS.flatMap(({ content }) => wordsOutsideFacts(content.en));
    expect(english.filter((words) => promises.test(words))).toEqual([]);
  });
});

describe("cross-references", () => {
  it("finds none in the site's content", () => {
    expect(crossReferenceProblems(allContent, "public")).toEqual([]);
  });

  it("names every asset the content points at, wherever it sits", () => {
    const paths = assetPathsIn(allContent);
    expect(paths).toContain("/images/gallery/icu.svg");
    expect(assetPathsIn({ a: [{ b: "/images/x.svg" }], c: "/about", d: 3 })).toEqual(["/images/x.svg"]);
  });

  it("reports an image that is named but not shipped", () => {
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    mkdirSync(join(publicDir, "images"));
    writeFileSync(join(publicDir, "images", "here.svg"), "<svg/>");
    expect(missingAssets([{ logo: "/images/here.svg" }, { logo: "/images/gone.svg" }], publicDir)).toEqual([
      "/images/gone.svg is named in content but not shipped in public/",
    ]);
  });

  it("lists on each speciality page exactly the doctors of its department, in the records' order", () => {
    for (const locale of LOCALES) {
      for (const [slug, page] of Object.entries(CONTENT[locale].specialities)) {
        const ofDepartment = doctorRecords.filter((record) => record.department === slug);
        expect(page.doctors.map((doctor) => doctor.id)).toEqual(ofDepartment.map((record) => record.id));
        expect(page.doctors.map((doctor) => doctor.name)).toEqual(ofDepartment.map((record) => record.words[locale].name));
      }
    }
  });

  it("reports a language a doctor speaks that no language names", () => {
    const [first] = doctorRecords;
    const speaksMarwari = [{ ...first!, languages: { state: "working" as const, value: ["hindi", "marwari"] } }];
    const names = { hindi: "Hindi" };
    expect(unnamedLanguages(speaksMarwari, { en: names, hi: { hindi: "हिन्दी" } })).toEqual([
      `${first!.id} speaks "marwari", which doctorPage.languageNames [en] does not name`,
      `${first!.id} speaks "marwari", which doctorPage.languageNames [hi] does not name`,
    ]);
  });
});

describe("a page's title", () => {
  const meta = { name: "About", description: "What the hospital is, where it is, and what it treats, in a sentence." };
  const accepts = (title: string) => PageMetaSchema.safeParse({ ...meta, title }).success;

  it("names the hospital as {hospital}, which the pages fill in, never in letters of its own", () => {
    expect(accepts("About Us | {hospital}, Jaipur")).toBe(true);
    // A title that spells the name itself is refused, rightly spelt or not: the build fails on it.
    expect(accepts("हमारे बारे में | आरोग्य मल्टी स्पेशियलिटी हॉस्पिटल")).toBe(false);
    expect(accepts("About Us | Aarogya Multi-Speciality Hospital")).toBe(false);
  });

  it("fits in 70 characters with the hospital's name in it", () => {
    // 34 + " | " + the registered name's 33 characters.
    expect(accepts(`${"a".repeat(34)} | {hospital}`)).toBe(true);
    expect(accepts(`${"a".repeat(35)} | {hospital}`)).toBe(false);
  });
});

describe("the footer's last row", () => {
  it("keeps the specification's Terms of Use and Privacy Policy in English, whatever else it lists", () => {
    const withRow = (bottomLinks: { label: string; path: string }[]) =>
      siteSchema("en").safeParse({ ...CONTENT.en.site, footer: { ...CONTENT.en.site.footer, bottomLinks } }).success;
    const row = CONTENT.en.site.footer.bottomLinks;
    expect(withRow([...row, { label: "Visiting Hours", path: "/visiting-hours" }])).toBe(true);
    expect(withRow(row.filter((link) => link.path !== "/privacy"))).toBe(false);
    expect(withRow(row.map((link) => (link.path === "/terms" ? { ...link, label: "Terms" } : link)))).toBe(false);
  });
});
