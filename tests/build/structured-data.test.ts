/**
 * The structured data (JSON-LD) search engines read in each pre-rendered page, in both languages: the
 * hospital on the home page, its doctors as Physicians on Find Doctor, on their department's page and on
 * their own page, and the breadcrumb of every inner page. Names and figures come from the content.
 */
import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { hospital } from "#app/content/facts/hospital";
import { known } from "#app/content/hospital-fact";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { localizedPath } from "#common/locale";
import { paths, SPECIALITY_FALLBACK_PATH } from "#common/paths";
import { HINDI_PAGES, PAGES } from "../e2e/pages";
import { absolute, attribute, readPage } from "./built-site";

const HOSPITAL_ID = absolute("/#hospital");

describe.each(["en", "hi"] as const)("structured data in %s", (locale) => {
  const content = CONTENT[locale];
  const at = (path: string) => localizedPath(locale, path);
  const nodesOf = (path: string) => {
    const nodes = readPage(path).structuredData();
    for (const node of nodes) expect(node["@context"], path).toBe("https://schema.org");
    return nodes;
  };
  const physiciansOf = (path: string) => nodesOf(path).filter((node) => node["@type"] === "Physician");

  it("the home page describes the hospital, and has no breadcrumb", () => {
    const nodes = nodesOf(at(paths.home));
    const hospitalNode = nodes.find((node) => node["@type"] === "Hospital");
    expect(hospitalNode).toMatchObject({
      "@id": HOSPITAL_ID,
      name: hospital.name,
      telephone: hospital.phone,
      address: {
        "@type": "PostalAddress",
        addressLocality: hospital.address.city,
        addressRegion: hospital.address.state,
        postalCode: hospital.address.postcode,
        addressCountry: hospital.address.country,
      },
      geo: { "@type": "GeoCoordinates", latitude: hospital.geo.latitude, longitude: hospital.geo.longitude },
      openingHoursSpecification: { opens: "00:00", closes: "23:59" },
    });
    expect(hospitalNode!.medicalSpecialty).toHaveLength(content.departments.length);
    // The schemes and insurers the tie-ups section names, with the seed's TPAs.
    expect(hospitalNode!.paymentAccepted).toBe([...content.home.tieUps.items.map((tieUp) => tieUp.name), ...known(SEED_CONTENT.cashless.tpas)].join(", "));
    expect(nodes.some((node) => node["@type"] === "BreadcrumbList")).toBe(false);
  });

  it("Find Doctor lists every doctor as a Physician of the hospital, each with the address of its card", () => {
    const path = at(paths.findDoctor);
    const physicians = physiciansOf(path);
    expect(physicians.map((node) => node.name)).toEqual(content.doctors.cards.map((card) => card.name));
    const ids = new Set(readPage(path).all.map((element) => attribute(element, "id")));
    for (const physician of physicians) {
      // One id per doctor in both languages: the card's place on the English Find Doctor, which the Hindi page's card shares.
      expect(physician["@id"]).toMatch(new RegExp(`^${absolute(paths.findDoctor)}#[a-z-]+$`));
      expect(ids).toContain(String(physician["@id"]).split("#")[1]);
      expect(physician.hospitalAffiliation).toMatchObject({ "@type": "Hospital", "@id": HOSPITAL_ID });
      expect(physician.description).toEqual(expect.any(String));
    }
  });

  it.each(Object.keys(CONTENT.en.specialities))("the speciality page of %s names its experts with their specialty", (slug) => {
    const physicians = physiciansOf(at(paths.speciality(slug)));
    expect(physicians.map((node) => node.name)).toEqual(content.specialities[slug as keyof typeof content.specialities].doctors.map((doctor) => doctor.name));
    for (const physician of physicians) expect(physician.medicalSpecialty).toMatch(/^https:\/\/schema\.org\/\w+$/);
  });

  it.each(content.doctors.cards.map((card) => [card.id, card] as const))(
    "the page of %s describes the doctor as a Physician of the hospital, with its canonical address and breadcrumb",
    (id, card) => {
      const path = at(paths.doctor(id));
      const page = readPage(path);
      expect(page.meta("og:title")).toMatch(new RegExp(`^${card.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
      const nodes = nodesOf(path);
      expect(nodes.find((node) => node["@type"] === "Physician")).toMatchObject({
        name: card.name,
        url: absolute(path),
        hospitalAffiliation: { "@type": "Hospital", "@id": HOSPITAL_ID, name: hospital.name },
      });
      const breadcrumb = nodes.find((node) => node["@type"] === "BreadcrumbList");
      expect((breadcrumb!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
        absolute(at(paths.home)),
        absolute(at(paths.findDoctor)),
        absolute(path),
      ]);
    },
  );

  it("every inner page has a breadcrumb from the home page to its own address", () => {
    const pages = locale === "en" ? PAGES : HINDI_PAGES;
    for (const { path } of pages.filter((page) => page.path !== at(paths.home))) {
      const trail = nodesOf(path).find((node) => node["@type"] === "BreadcrumbList");
      const items = trail?.itemListElement as { position: number; name: string; item: string }[] | undefined;
      expect(items, path).toBeDefined();
      expect(items![0], path).toMatchObject({ position: 1, item: absolute(at(paths.home)) });
      expect(items!.at(-1), path).toMatchObject({ position: items!.length, item: absolute(path) });
      expect(
        items!.every((item) => item.name.length > 0),
        path,
      ).toBe(true);
    }
  });

  it("the unknown-speciality fallback carries none", () => {
    expect(nodesOf(at(SPECIALITY_FALLBACK_PATH))).toEqual([]);
  });
});
