import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { assetPathsIn, crossReferenceProblems, detailsWithoutCard, doctorMismatches, missingAssets } from "./cross-references";
import { CONTENT } from "./all-locales";
import { isHospitalFact, known } from "./hospital-fact";
import { SPECIALITY_COUNTS } from "./keys";
import { LOCALES } from "#common/locale";
import { CONTENT_CHECKS, assertValidContent, contentProblems } from "./validate";

const allContent = CONTENT_CHECKS.flatMap(({ content }) => LOCALES.map((locale) => content[locale]));

describe("content", () => {
  it("passes every schema in every language, and the build's check", () => {
    expect(contentProblems()).toEqual([]);
    expect(() => assertValidContent()).not.toThrow();
  });

  it("holds the spec's counts", () => {
    for (const locale of LOCALES) {
      const { departments, doctors, findDoctorPage, home, terms, site, specialities } = CONTENT[locale];
      expect(departments).toHaveLength(11);
      expect(doctors.cards).toHaveLength(8);
      expect(findDoctorPage.videos).toHaveLength(5);
      expect(home.services.items).toHaveLength(6);
      expect(known(home.tieUps.tpas)).toHaveLength(11);
      expect(home.tieUps.items).toHaveLength(3);
      expect(home.counters.items.map(({ count, suffix }) => `${known(count)}${suffix}`)).toEqual(["20+", "100+", "500+"]);
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
        expect([slug, page.doctors.length, page.faqs.length]).toEqual([slug, counts.doctors, counts.faqs]);
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

describe("cross-references", () => {
  it("finds none in the site's content", () => {
    expect(crossReferenceProblems(allContent, "public")).toEqual([]);
  });

  it("names every asset the content points at, wherever it sits", () => {
    const paths = assetPathsIn(allContent);
    expect(paths).toContain("/documents/nabh-certificate-sample.pdf");
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

  it("reports a Find Doctor card missing from, or contradicting, its speciality page", () => {
    const cards = CONTENT.en.doctors.cards.map((card) =>
      card.speciality === "radiology" ? { ...card, qualification: "MD Radiology" } : card,
    );
    const withStranger = [...cards, { ...cards[0]!, id: "stranger", name: "Dr. Nobody" }];
    expect(doctorMismatches([withStranger], [CONTENT.en.specialities])).toEqual([
      expect.stringMatching(/qualification "MD Radiology" on Find Doctor but "DNB Radiology"/),
      expect.stringMatching(/^Dr\. Nobody \(orthopaedics\) is on Find Doctor but not on \/speciality\/orthopaedics$/),
    ]);
  });

  it("gives every doctor on Find Doctor its details, and reports details under an id no card has", () => {
    for (const locale of LOCALES) {
      const { doctors, findDoctorPage } = CONTENT[locale];
      expect(Object.keys(findDoctorPage.doctorDetails).sort()).toEqual(doctors.cards.map((card) => card.id).sort());
      expect(detailsWithoutCard(doctors.cards, findDoctorPage.doctorDetails)).toEqual([]);
    }
    const details = { ...CONTENT.en.findDoctorPage.doctorDetails, "mahesh-gupt": CONTENT.en.findDoctorPage.doctorDetails["mahesh-gupta"]! };
    expect(detailsWithoutCard(CONTENT.en.doctors.cards, details)).toEqual([
      'Find Doctor details for "mahesh-gupt", which is no doctor\'s card id',
    ]);
  });
});
