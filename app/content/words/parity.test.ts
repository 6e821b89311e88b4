import { describe, expect, it } from "vitest";
import { CONTENT } from "./all-locales";
import { LOCALES } from "#common/locale";
import { parityProblems } from "./parity";
import { translationProblems } from "./validate";

const clone = <T>(value: T): T => structuredClone(value);

describe("every English content entry has its Hindi counterpart", () => {
  it("holds in the site's content: same modules, keys, list lengths, ids and placeholders", () => {
    expect(LOCALES).toEqual(["en", "hi"]);
    expect(Object.keys(CONTENT.hi).sort()).toEqual(Object.keys(CONTENT.en).sort());
    expect(translationProblems()).toEqual([]);
  });

  it("is really translated: the Hindi pages' words are Devanagari", () => {
    expect(CONTENT.hi.home.hero.heading).toMatch(/[\u0900-\u097F]/);
    expect(CONTENT.hi.site.nav.home).not.toBe(CONTENT.en.site.nav.home);
    expect(CONTENT.hi.specialities.orthopaedics.faqs[0]!.answer).toMatch(/[\u0900-\u097F]/);
  });

  it("reports a missing or extra key", () => {
    const hi = clone(CONTENT.hi);
    delete (hi.site.nav as Partial<typeof hi.site.nav>).about;
    (hi.site.footer as Record<string, unknown>).extra = "अतिरिक्त";
    expect(parityProblems(CONTENT.en.site, hi.site, "site")).toEqual([
      "site.nav.about: missing (English has it)",
      "site.footer.extra: not in English",
    ]);
  });

  it("reports a list of another length", () => {
    const hi = clone(CONTENT.hi);
    hi.specialities.orthopaedics.faqs.pop();
    hi.doctors.cards[0]!.languages = ["हिन्दी", "अंग्रेज़ी", "राजस्थानी", "अंग्रेज़ी"];
    expect(parityProblems(CONTENT.en.specialities, hi.specialities, "specialities")).toEqual([
      "specialities.orthopaedics.faqs: has 6 entries, English has 7",
    ]);
    expect(parityProblems(CONTENT.en.doctors, hi.doctors, "doctors")).toEqual(["doctors.cards[0].languages: has 4 entries, English has 3"]);
  });

  it("reports a changed slug, id, path, icon, image, link, number or doctor's department", () => {
    const hi = clone(CONTENT.hi);
    hi.departments[0]!.icon = "bed";
    hi.departments[1]!.slug = "orthopaedics";
    hi.site.footer.patientLinks[0]!.path = "/hi/find";
    hi.gallery.items[0]!.image = "/images/gallery/other.svg";
    hi.doctors.cards[1]!.speciality = "pediatrics";
    hi.home.counters.items[0]!.figure = "staff";
    expect([
      ...parityProblems(CONTENT.en.departments, hi.departments, "departments"),
      ...parityProblems(CONTENT.en.site.footer.patientLinks, hi.site.footer.patientLinks, "site.footer.patientLinks"),
      ...parityProblems(CONTENT.en.gallery, hi.gallery, "gallery"),
      ...parityProblems(CONTENT.en.doctors, hi.doctors, "doctors"),
      ...parityProblems(CONTENT.en.home.counters, hi.home.counters, "home.counters"),
    ]).toEqual([
      'departments[0].icon: must stay "bone" in every language, found "bed"',
      'departments[1].slug: must stay "radiology" in every language, found "orthopaedics"',
      'site.footer.patientLinks[0].path: must stay "/find" in every language, found "/hi/find"',
      'gallery.items[0].image: must stay "/images/gallery/operation-theatre.svg" in every language, found "/images/gallery/other.svg"',
      'doctors.cards[1].speciality: must stay "generalmedicine" in every language, found "pediatrics"',
      'home.counters.items[0].figure: must stay "doctors" in every language, found "staff"',
    ]);
  });

  it("reports a lost placeholder and a value of another kind", () => {
    const hi = clone(CONTENT.hi);
    hi.site.footer.copyright = "© Aarogya Multi-Speciality Hospital";
    (hi.site as Record<string, unknown>).breadcrumbHome = ["होम"];
    expect(parityProblems(CONTENT.en.site, hi.site, "site")).toEqual([
      'site.footer.copyright: placeholders "" differ from English\'s "{year}"',
      "site.breadcrumbHome: is a list, English has text",
    ]);
  });

  it("lets a highlight's heading be translated but holds the number of highlights", () => {
    const hi = clone(CONTENT.hi);
    expect(Object.keys(hi.specialities.dental.highlights)).not.toEqual(Object.keys(CONTENT.en.specialities.dental.highlights));
    const [first] = Object.keys(hi.specialities.dental.highlights);
    delete hi.specialities.dental.highlights[first!];
    expect(parityProblems(CONTENT.en.specialities, hi.specialities, "specialities")).toEqual([
      "specialities.dental.highlights: has 3 entries, English has 4",
    ]);
  });
});
