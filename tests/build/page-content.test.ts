/**
 * The content of the pages of their own kind (About, Find Doctor, Contact, Book Appointment, Terms,
 * Gallery) as the build wrote it, in both languages: their sections, links, form fields with their
 * labels, lists and pictures. The expected words come from the content of each language.
 */
import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { hospital } from "#app/content/facts/hospital";
import { doctorVideosOf } from "#app/content/views/page-content";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { localizedPath } from "#common/locale";
import { MEET_DOCTORS_ID, paths } from "#common/paths";
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { attribute, type Element, nameOf, readPage, type ReadPage, textOf } from "./built-site";

/** A section named by its heading (aria-labelledby) or its aria-label. */
function region(page: ReadPage, name: string): Element {
  const found = page.all.find((element) => {
    const label = attribute(element, "aria-label");
    if (label !== undefined) return label === name && element.tagName !== "a";
    const labelledBy = attribute(element, "aria-labelledby");
    const heading = labelledBy === undefined ? undefined : page.all.find((candidate) => attribute(candidate, "id") === labelledBy);
    return heading !== undefined && textOf(heading) === name;
  });
  expect(found, name).toBeDefined();
  return found!;
}

/** The form control a label names: the element whose id is the label's `for`. */
function labelled(page: ReadPage, label: string): Element | undefined {
  const labels = page.find("label").filter((candidate) => textOf(candidate) === label);
  expect(labels, label).toHaveLength(1);
  const id = attribute(labels[0]!, "for");
  return page.all.find((element) => attribute(element, "id") === id);
}

const hrefs = (elements: Element[]) => elements.map((element) => attribute(element, "href"));

describe.each(["en", "hi"] as const)("the pages of their own kind in %s", (locale) => {
  const content = CONTENT[locale];
  const at = (path: string) => localizedPath(locale, path);
  const mainOf = (page: ReadPage) => page.find("main")[0]!;
  const linksNamed = (page: ReadPage, name: string | RegExp, within = mainOf(page)) =>
    page.find("a", within).filter((link) => (typeof name === "string" ? nameOf(link) === name : name.test(nameOf(link))));

  it("About: hero, banner, intro's specialities, mission, vision, values and the four facility blocks", () => {
    const { about } = content;
    const page = readPage(at(paths.about));
    const main = mainOf(page);
    expect(textOf(main)).toContain(about.hero.location);
    expect(hrefs(linksNamed(page, about.hero.enquireNow))).toEqual([`tel:${hospital.phone}`]);
    const headings = ["h2", "h3"].flatMap((tag) => page.find(tag, main).map(textOf));
    for (const heading of [about.banner.title, about.mission.heading, about.vision.heading, about.values.heading]) {
      expect(headings).toContain(heading);
    }
    expect(hrefs(linksNamed(page, about.banner.callForEnquiry))).toEqual([`tel:${hospital.phone}`]);
    expect(hrefs(linksNamed(page, about.banner.emailUs))).toEqual([`mailto:${hospital.email}`]);
    const texts = new Set(page.inside(main).map(textOf));
    for (const speciality of about.intro.specialities) expect(texts, speciality).toContain(speciality);
    const blockTitles = page.find("article", main).flatMap((article) => page.find("h2", article).map(textOf));
    expect(blockTitles).toEqual(about.facilities.map((block) => block.title));
  });

  it("Find Doctor: hero links, breadcrumb, a card that books for every listed doctor, and no videos until the hospital supplies them", () => {
    const { findDoctorPage, doctors } = content;
    const page = readPage(at(paths.findDoctor));
    expect(hrefs(linksNamed(page, new RegExp(`^${findDoctorPage.whatsappChat}`)))).toEqual([`https://wa.me/${hospital.whatsapp}`]);
    expect(hrefs(linksNamed(page, findDoctorPage.requestAppointment))[0]).toBe(at(paths.bookAppointment));
    const breadcrumb = region(page, content.site.breadcrumbLabel);
    expect(textOf(breadcrumb)).toBe(`${findDoctorPage.breadcrumbHome}${findDoctorPage.breadcrumbCurrent}`);
    expect(hrefs(linksNamed(page, findDoctorPage.breadcrumbHome, breadcrumb))).toEqual([at(paths.home)]);

    const cards = page.find("article", region(page, findDoctorPage.gridHeading));
    expect(cards).toHaveLength(doctors.cards.length);
    for (const doctor of doctors.cards) {
      const card = cards.find((candidate) => page.find("h4", candidate).some((heading) => textOf(heading) === doctor.name));
      expect(card, doctor.name).toBeDefined();
      expect(page.find("p", card).map(textOf)).toContain(doctor.qualification);
      expect(hrefs(linksNamed(page, new RegExp(`^${findDoctorPage.bookAppointment}`), card))).toEqual([
        `${at(paths.bookAppointment)}?doctor=${doctor.id}`,
      ]);
    }

    // The seed has none of the hospital's videos (app/features/doctor-videos shows them once supplied): no
    // 'Meet Our Doctors' heading, no words about videos, nothing to play, and /find#meetdoctors leads to the doctors.
    expect(doctorVideosOf(SEED_CONTENT, locale)).toEqual([]);
    const main = mainOf(page);
    const headings = ["h1", "h2", "h3"].flatMap((tag) => page.find(tag, main).map(textOf));
    expect(headings).not.toContain(findDoctorPage.meetHeading);
    const mainText = textOf(main);
    for (const words of [findDoctorPage.meetIntro, findDoctorPage.playVideo, findDoctorPage.watchOnFacebook])
      expect(mainText, words).not.toContain(words);
    expect(page.find("iframe", main)).toEqual([]);
    expect(hrefs(page.find("a", main)).filter((href) => href?.includes("facebook.com"))).toEqual([]);
    const target = page.all.filter((element) => attribute(element, "id") === MEET_DOCTORS_ID);
    expect(target).toEqual([region(page, findDoctorPage.gridHeading)]);
    expect(textOf(target[0]!)).toContain(findDoctorPage.bannerTitle);
  });

  it("Contact: the call and e-mail links, every network, the labelled form fields and the location", () => {
    const { contactPage, contactForm } = content.forms;
    const page = readPage(at(paths.contact));
    const main = mainOf(page);
    const mainHrefs = hrefs(page.find("a", main));
    expect(mainHrefs).toContain(`tel:${hospital.phone}`);
    expect(mainHrefs).toContain(`mailto:${hospital.email}`);
    for (const network of ["facebook", "instagram", "youtube", "linkedin"] as const) {
      expect(hrefs(linksNamed(page, content.site.social[network])), network).toEqual([hospital.socials[network]]);
    }
    for (const label of [contactForm.firstName, contactForm.lastName, contactForm.email, contactForm.phone, contactForm.message]) {
      expect(labelled(page, label), label).toBeDefined();
    }
    expect(page.find("button", main).map(textOf)).toContain(contactForm.submit);
    expect(page.find("h2", main).map(textOf)).toContain(contactPage.locationHeading);
  });

  it("Book Appointment: its line, the labelled fields, a numeric phone and the specialities in order", () => {
    const { appointmentPage, appointmentForm } = content.forms;
    const page = readPage(at(paths.bookAppointment));
    const main = mainOf(page);
    expect(textOf(main)).toContain(appointmentPage.line);
    for (const label of [appointmentForm.name, appointmentForm.email, appointmentForm.phoneNumber, appointmentForm.speciality, appointmentForm.query]) {
      expect(labelled(page, label), label).toBeDefined();
    }
    expect(attribute(labelled(page, appointmentForm.phoneNumber)!, "inputmode")).toBe("numeric");
    const options = page.find("option", labelled(page, appointmentForm.speciality)).filter((option) => attribute(option, "value") !== "");
    expect(options.map((option) => attribute(option, "value"))).toEqual([...APPOINTMENT_SPECIALITIES]);
    expect(options.map(textOf)).toEqual(APPOINTMENT_SPECIALITIES.map((value) => appointmentForm.specialityOptions[value]));
    expect(page.find("button", main).map(textOf)).toContain(appointmentForm.submit);
  });

  it("Terms: its numbered sections with their words, and the WhatsApp number", () => {
    const { terms } = content;
    const page = readPage(at(paths.terms));
    const main = mainOf(page);
    expect(page.find("h2", main).map(textOf)).toEqual(terms.sections.map((section, index) => `${index + 1}. ${section.title}`));
    const text = textOf(main);
    for (const paragraph of terms.sections.flatMap((section) => section.paragraphs).filter((words) => !words.includes("{"))) {
      expect(text).toContain(paragraph.replace(/\s+/g, " "));
    }
    expect(hrefs(linksNamed(page, new RegExp(`^${hospital.whatsappDisplay.replace(/[+]/g, "\\+")}`)))).toEqual([`https://wa.me/${hospital.whatsapp}`]);
  });

  it("Gallery: every facility with its caption and a described picture, each of the site's drawings saying it is not a photograph", () => {
    const page = readPage(at(paths.gallery));
    const figures = page.find("figure");
    for (const item of content.gallery.items) {
      const figure = figures.find((candidate) => page.find("h2", candidate).concat(page.find("h3", candidate)).some((h) => textOf(h) === item.title));
      expect(figure, item.title).toBeDefined();
      expect(page.find("img", figure).map((image) => attribute(image, "alt"))).toEqual([item.alt]);
      expect(textOf(figure!)).toContain(item.caption);
      // The seed's pictures are all the site's own drawings (review U9).
      expect(page.find("p", figure).map(textOf)).toContain(content.gallery.drawingNote);
    }
  });
});
