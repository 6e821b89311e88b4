/**
 * What patients read on the built pages before any script runs, in both languages, where the browser
 * once opened each page at two widths to read it: the patient guide's and the patients' rights' sections
 * with each fact the hospital has given (or a call to confirm), every Book button beside a doctor
 * carrying that doctor, Find Doctor's OPD timings, and each form's link to the privacy policy with the
 * policy's sections. The expected words come from the content.
 */
import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { hospital } from "#app/content/facts/hospital";
import { localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import { attribute, type Element, nameOf, readPage, type ReadPage, textOf } from "./built-site";

/** The element whose id an element's aria-labelledby names, or that carries `id`. */
const byId = (page: ReadPage, id: string | undefined) => page.all.find((element) => id !== undefined && attribute(element, "id") === id);

/** A region named by its heading (aria-labelledby) or its aria-label. */
function region(page: ReadPage, name: string): Element {
  const found = page.all.find((element) => {
    const label = attribute(element, "aria-label");
    if (label !== undefined) return label === name && element.tagName !== "a";
    const heading = byId(page, attribute(element, "aria-labelledby"));
    return heading !== undefined && textOf(heading) === name;
  });
  expect(found, name).toBeDefined();
  return found!;
}

const href = (element: Element) => attribute(element, "href");
const headingTexts = (page: ReadPage, tag: string) => page.find(tag).map(textOf);

describe.each(["en", "hi"] as const)("the patients' pages in %s", (locale) => {
  const content = CONTENT[locale];
  const at = (path: string) => localizedPath(locale, path);

  describe.each([
    ["the patient guide", paths.patientGuide, content.patientGuide],
    ["the patients' rights", paths.patientRights, content.patientRights],
  ] as const)("%s", (_name, path, words) => {
    const page = readPage(at(path));

    it("lists every section in its contents and shows each under its heading", () => {
      expect(headingTexts(page, "h1")).toEqual([words.heading]);
      const contents = region(page, words.contentsLabel);
      const links = page.find("a", contents);
      const h2s = headingTexts(page, "h2");
      for (const section of words.sections) {
        expect(h2s, section.title).toContain(section.title);
        expect(links.filter((link) => nameOf(link) === section.title).map(href), section.title).toEqual([`#${section.id}`]);
      }
    });

    it("gives each fact the hospital has given, and a call to confirm, with a number to tap, where it has not", () => {
      for (const section of words.sections) {
        const block = region(page, section.title);
        const terms = page.find("dt", block);
        for (const line of section.facts ?? []) {
          const term = terms.find((candidate) => textOf(candidate).includes(line.name));
          expect(term, line.name).toBeDefined();
          const siblings = (term!.parentNode?.childNodes ?? []).filter((node): node is Element => "tagName" in node);
          const answer = siblings.slice(siblings.indexOf(term!) + 1).find((node) => node.tagName === "dd");
          expect(answer, line.name).toBeDefined();
          if (line.fact.state === "missing") {
            expect(textOf(answer!)).toContain(words.callToConfirm);
            expect(page.find("a", answer).map(href)).toEqual([`tel:${hospital.phone}`]);
          } else {
            expect(textOf(answer!)).not.toContain(words.callToConfirm);
            if (typeof line.fact.value === "string") expect(textOf(answer!)).toContain(line.fact.value);
          }
        }
      }
    });
  });

  it.each([paths.findDoctor, paths.home, paths.speciality("orthopaedics")])("every Book button beside a doctor on %s carries that doctor", (path) => {
    const page = readPage(at(path));
    const cards = page.find("article").filter((card) => page.find("a", card).some((link) => href(link)?.includes("/doctors/")));
    expect(cards.length, "doctor cards on the page").toBeGreaterThan(0);
    for (const card of cards) {
      const links = page.find("a", card);
      const doctorId = href(links.find((link) => href(link)!.includes("/doctors/"))!)!.split("/doctors/")[1];
      const book = links.filter((link) => href(link)?.includes("bookappointment"));
      expect(book.map(href), `the Book button of ${doctorId}`).toEqual([`${at(paths.bookAppointment)}?doctor=${doctorId}`]);
    }
  });

  it("Find Doctor's cards give the OPD timings the hospital has given, and otherwise say to call and confirm, with a number to tap", () => {
    const { findDoctorPage, doctors } = content;
    const page = readPage(at(paths.findDoctor));
    const cards = page.find("article", region(page, findDoctorPage.gridHeading));
    for (const doctor of doctors.cards) {
      const card = cards.find((candidate) => page.find("h4", candidate).some((heading) => textOf(heading) === doctor.name));
      expect(card, doctor.name).toBeDefined();
      const timings = page.inside(card!).find((element) => attribute(element, "data-testid") === "opd-timings");
      expect(timings, doctor.name).toBeDefined();
      const term = page.find("dt", timings).map(textOf);
      const definition = page.find("dd", timings).map(textOf);
      if (doctor.opd === undefined) {
        expect(term).toEqual([`${findDoctorPage.opdTimingsLabel}:`]);
        expect(definition).toEqual([`${findDoctorPage.callToConfirm}: ${hospital.phoneDisplay}`]);
        const call = page.find("a", timings).filter((link) => nameOf(link) === hospital.phoneDisplay);
        expect(call.map(href)).toEqual([`tel:${hospital.phone}`]);
      } else {
        expect(term).toEqual([`${findDoctorPage.consultationLabel}:`]);
        expect(definition).toEqual([doctor.opd]);
      }
    }
  });

  it.each([paths.contact, paths.bookAppointment])("the form on %s links to the privacy policy", (path) => {
    const page = readPage(at(path));
    const links = page.find("a", page.find("main")[0]).filter((link) => nameOf(link) === content.forms.privacyLinkText);
    expect(links.map(href)).toEqual([at(paths.privacy)]);
  });

  it("the privacy policy shows each of its sections under its heading", () => {
    const page = readPage(at(paths.privacy));
    expect(headingTexts(page, "h1")).toEqual([content.privacy.heading]);
    const headings = [...headingTexts(page, "h2"), ...headingTexts(page, "h3")];
    for (const section of content.privacy.sections) expect(headings, section.title).toContain(section.title);
  });
});
