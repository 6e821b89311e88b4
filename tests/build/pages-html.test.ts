/**
 * What every pre-rendered page holds before any script runs, in both languages: its heading, title and
 * head tags (description, canonical address, language alternates, share tags), the shared frame's links
 * and words, and each kind of page's own content, read from build/client. The expected words come from
 * the content, so an edit of the words changes the test's expectation with them.
 */
import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { doctorRecords } from "#app/content/facts/doctor-records";
import { factValue, known, missing } from "#app/content/hospital-fact";
import { hospital } from "#app/content/facts/hospital";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import { DEPARTMENT_SLUGS } from "#app/content/schema";
import { type Locale, LOCALE_INFO, localizedPath } from "#common/locale";
import { paths, REACH_US_ID, SPECIALITY_FALLBACK_PATH } from "#common/paths";
import { frameFactsOf } from "#app/content/views/frame-facts";
import { AMBULANCE_NUMBER } from "#app/content/links";
import { HINDI_PAGES, PAGES } from "../e2e/pages";
import { absolute, attribute, type Element, nameOf, readPage, type ReadPage, textOf } from "./built-site";

const other = (locale: Locale): Locale => (locale === "en" ? "hi" : "en");
const unprefixed = (path: string) => path.replace(/^\/hi(?=\/|$)/, "") || "/";

/** A section named by its heading (aria-labelledby) or its aria-label, as a screen reader names a region. */
function region(page: ReadPage, name: string): Element | undefined {
  return page.find("section").find((section) => {
    const label = attribute(section, "aria-label");
    if (label !== undefined) return label === name;
    const labelledBy = attribute(section, "aria-labelledby");
    const heading = labelledBy === undefined ? undefined : page.all.find((element) => attribute(element, "id") === labelledBy);
    return heading !== undefined && textOf(heading) === name;
  });
}

const texts = (elements: Element[]) => elements.map(textOf);

describe.each([
  ["en", PAGES],
  ["hi", HINDI_PAGES],
] as const)("every page in %s", (locale, pages) => {
  const content = CONTENT[locale];

  describe.each(pages)("$path", ({ path, heading, title }) => {
    const page = readPage(path);
    const englishPath = unprefixed(path);

    it("is in its language, with its one h1 and its title, which names the hospital as the language writes it", () => {
      expect(attribute(page.find("html")[0]!, "lang")).toBe(locale);
      expect(texts(page.find("h1"))).toEqual([heading]);
      const titles = texts(page.find("title"));
      expect(titles).toHaveLength(1);
      expect(titles[0]).toMatch(title);
      expect(titles[0]).toContain(content.site.hospitalName);
    });

    it("has its description, canonical address, alternates in both languages and share tags", () => {
      expect(page.meta("description")).toMatch(/.{50,}/);
      const links = (rel: string) => page.links.filter((link) => link.rel === rel);
      expect(links("canonical").map((link) => link.href)).toEqual([absolute(path)]);
      const alternates = Object.fromEntries(links("alternate").map((link) => [link.attributes.hreflang, link.href]));
      expect(alternates).toEqual({
        en: absolute(englishPath),
        hi: absolute(localizedPath("hi", englishPath)),
        "x-default": absolute(englishPath),
      });
      expect(page.meta("og:locale")).toBe(LOCALE_INFO[locale].ogLocale);
      expect(page.meta("og:title")).toBe(textOf(page.find("title")[0]!));
      expect(page.meta("og:url")).toBe(absolute(path));
      expect(page.meta("og:image")).toBe(absolute("/images/og-default.png"));
      // The share image shows the hospital's name and place in English, in either language.
      expect(page.meta("og:image:alt")).toBe(`${hospital.name}, ${hospital.address.locality}, ${hospital.address.city}`);
      expect(page.meta("robots")).toBeUndefined();
    });

    it("has one main, the site's footer with its support note, and the frame's links in its language", () => {
      expect(page.find("main")).toHaveLength(1);
      // The footer outside main is the page's contentinfo landmark.
      const [main] = page.find("main");
      const footers = page.find("footer").filter((footer) => !page.find("footer", main).includes(footer));
      expect(footers).toHaveLength(1);
      expect(textOf(footers[0]!)).toContain(content.site.footer.supportNote);
      const hrefs = new Set(page.references.filter((reference) => reference.tagName === "a").map((reference) => reference.value));
      for (const link of [paths.about, paths.specialityList, paths.findDoctor, paths.contact, paths.bookAppointment, paths.terms, paths.gallery]) {
        expect(hrefs, link).toContain(localizedPath(locale, link));
      }
      // The switch to the same page in the other language, there before any script runs.
      const switches = page.references.filter(
        (reference) => reference.tagName === "a" && reference.attributes.hreflang === other(locale) && reference.attributes.lang === other(locale),
      );
      expect(switches.length).toBeGreaterThan(0);
      for (const link of switches) expect(link.value).toBe(localizedPath(other(locale), englishPath));
    });

    it("calls nothing a sample and links to no document, the hospital having supplied none", () => {
      const read = [textOf(page.find("body")[0]!), ...page.find("img").map((image) => attribute(image, "alt") ?? "")].join(" ");
      expect(read.match(/.{0,40}(\bsample\b|नमूना).{0,40}/giu) ?? []).toEqual([]);
      const documents = page.find("a").map((link) => attribute(link, "href") ?? "").filter((href) => /\.pdf$/i.test(href));
      expect(documents).toEqual([]);
    });

    it("gives every image its size and an alt attribute", () => {
      for (const image of page.find("img")) {
        const src = attribute(image, "src")?.slice(0, 60);
        expect(attribute(image, "width"), src).toMatch(/^\d+$/);
        expect(attribute(image, "height"), src).toMatch(/^\d+$/);
        expect(attribute(image, "alt"), src).toBeDefined();
      }
    });
  });

  describe("the home page", () => {
    const { home } = content;
    const page = readPage(localizedPath(locale, paths.home));
    const section = (name: string) => {
      const found = region(page, name);
      expect(found, name).toBeDefined();
      return found!;
    };
    const linksIn = (within: Element) => page.find("a", within);

    it("holds its sections' headings and the counters' figures", () => {
      const main = textOf(page.find("main")[0]!);
      for (const words of [
        home.services.heading,
        home.about.heading,
        home.specializations.heading,
        home.tieUps.heading,
        home.pharmacy.placeOrder,
        ...home.counters.items.map((item) => `${known(SEED_CONTENT.figures[item.figure])}+`),
      ]) {
        expect(main).toContain(words);
      }
    });

    it("lists every service, a tile for every speciality, and About's Read More", () => {
      const services = section(home.services.heading);
      expect(page.find("li", services)).toHaveLength(home.services.items.length);
      expect(texts(page.find("h3", services))).toEqual(home.services.items.map((item) => item.title));
      const tiles = linksIn(section(home.specializations.heading)).map((link) => attribute(link, "href"));
      expect(tiles).toEqual(content.departments.map(({ slug }) => localizedPath(locale, paths.speciality(slug))));
      const readMore = linksIn(section(home.about.heading)).filter((link) => nameOf(link).startsWith(home.about.readMore));
      expect(readMore.map((link) => attribute(link, "href"))).toEqual([localizedPath(locale, paths.about)]);
    });

    it("has the pharmacy's order hours and its order link to the pharmacy's phone", () => {
      const main = page.find("main")[0]!;
      const orderHours = factValue(SEED_CONTENT.pharmacy.orderHours);
      if (orderHours !== undefined) expect(textOf(main)).toContain(orderHours[locale]);
      const order = linksIn(main).filter((link) => nameOf(link) === home.pharmacy.placeOrder);
      expect(order.map((link) => attribute(link, "href"))).toEqual([`tel:${hospital.pharmacyPhone}`]);
    });

    it("says what NABH accreditation means and shows no certificate, the hospital not having supplied its own", () => {
      expect(SEED_CONTENT.certificate).toEqual({ pdf: missing(), image: missing() });
      const accreditation = section(home.accreditation.heading);
      expect(texts(page.find("p", accreditation))).toEqual(home.accreditation.paragraphs);
      expect(page.find("img", accreditation)).toEqual([]);
      expect(linksIn(accreditation)).toEqual([]);
    });

    it("says on its emergency card what to do: the numbers to call, and the way to the emergency entrance (review U21)", () => {
      const services = section(home.services.heading);
      const cards = page.find("li", services).filter((card) => page.find("a", card).length > 0);
      expect(cards, "the one service card with something to do").toHaveLength(1);
      const emergency = home.services.items.find((item) => item.whatToDo)!;
      expect(textOf(page.find("h3", cards[0])[0]!)).toBe(emergency.title);
      const emergencyLine = frameFactsOf(SEED_CONTENT, locale).emergency;
      const { sentence, guideLink } = emergency.whatToDo!;
      expect(textOf(cards[0]!)).toContain(sentence.replace("{ambulance}", AMBULANCE_NUMBER).replace("{phone}", emergencyLine.display));
      const calls = [
        { at: sentence.indexOf("{ambulance}"), link: [AMBULANCE_NUMBER, `tel:${AMBULANCE_NUMBER}`] },
        { at: sentence.indexOf("{phone}"), link: [emergencyLine.display, `tel:${emergencyLine.e164}`] },
      ].sort((a, b) => a.at - b.at);
      expect(linksIn(cards[0]!).map((link) => [nameOf(link), attribute(link, "href")])).toEqual([
        ...calls.map((call) => call.link),
        [guideLink, localizedPath(locale, `${paths.patientGuide}#${REACH_US_ID}`)],
      ]);
      const guide = readPage(localizedPath(locale, paths.patientGuide));
      expect(guide.all.filter((element) => attribute(element, "id") === REACH_US_ID)).toHaveLength(1);
    });

    it("previews doctors and links to Find Doctor", () => {
      const block = section(home.doctors.heading);
      expect(page.find("article", block).length).toBeGreaterThan(0);
      const viewAll = linksIn(block).filter((link) => nameOf(link) === home.doctors.viewAll);
      expect(viewAll.map((link) => attribute(link, "href"))).toEqual([localizedPath(locale, paths.findDoctor)]);
    });
  });

  it("the list of specialities links once to each speciality's page", () => {
    const page = readPage(localizedPath(locale, paths.specialityList));
    const hrefs = page.find("a", page.find("main")[0]).map((link) => attribute(link, "href"));
    for (const slug of DEPARTMENT_SLUGS) {
      expect(hrefs.filter((href) => href === localizedPath(locale, paths.speciality(slug))), slug).toHaveLength(1);
    }
  });

  describe.each(DEPARTMENT_SLUGS)("the speciality page of %s", (slug) => {
    const { specialityPage } = content;
    const speciality = content.specialities[slug];
    const page = readPage(localizedPath(locale, paths.speciality(slug)));

    it("has why-choose-us with each highlight, and its FAQs", () => {
      expect(texts(page.find("h2"))).toContain(specialityPage.whyChooseUs);
      const h3s = texts(page.find("h3"));
      for (const highlight of Object.keys(speciality.highlights)) expect(h3s).toContain(highlight);
      const faqs = region(page, specialityPage.faqs);
      expect(faqs && page.find("details", faqs)).toHaveLength(speciality.faqs.length);
    });

    it("lists its department's doctors, each with a photo or the no-photo sign", () => {
      const experts = region(page, specialityPage.meetOurExperts);
      const doctors = doctorRecords.filter((record) => record.department === slug);
      if (doctors.length === 0) {
        expect(experts).toBeUndefined();
        return;
      }
      expect(experts).toBeDefined();
      const cards = page.find("article", experts);
      expect(cards).toHaveLength(doctors.length);
      for (const doctor of doctors) {
        const name = doctor.words[locale].name;
        const card = cards.find((candidate) => texts(page.find("h3", candidate)).includes(name));
        expect(card, name).toBeDefined();
        const photo = factValue(doctor.photo);
        if (photo === undefined) {
          const sign = page.all.filter((element) => attribute(element, "role") === "img" && page.find("span", card).includes(element));
          expect(sign.map((element) => attribute(element, "aria-label"))).toEqual([content.site.noPhoto]);
        } else {
          expect(page.find("img", card).map((image) => attribute(image, "src"))).toContain(photo);
        }
      }
    });

    it("shows only the testimonials whose patient's consent is on record", () => {
      const consented = speciality.testimonials.filter((testimonial) => testimonial.consent.state === "supplied");
      const section = region(page, specialityPage.whatPatientsSay);
      expect(section !== undefined).toBe(consented.length > 0);
      const main = textOf(page.find("main")[0]!);
      for (const testimonial of speciality.testimonials) {
        expect(main.includes(testimonial.feedback), testimonial.feedback).toBe(consented.includes(testimonial));
      }
    });
  });

  it("every doctor's page offers a call and 'Ask on WhatsApp' beside the request, the chat opening with the doctor's name (review U22)", () => {
    const { doctorPage } = content;
    const { phone, whatsapp } = frameFactsOf(SEED_CONTENT, locale);
    expect(content.doctors.cards.length).toBeGreaterThan(0);
    for (const doctor of content.doctors.cards) {
      const page = readPage(localizedPath(locale, paths.doctor(doctor.id)));
      const [main] = page.find("main");
      const call = page.find("a", main).filter((link) => nameOf(link) === `${doctorPage.call} ${phone.display}`);
      expect(call.map((link) => attribute(link, "href")), doctor.id).toEqual([`tel:${phone.e164}`]);
      const ask = page.find("a", main).filter((link) => nameOf(link) === `${doctorPage.askOnWhatsApp} ${content.site.opensInNewTab}`);
      expect(ask, doctor.id).toHaveLength(1);
      const chat = new URL(attribute(ask[0]!, "href")!);
      expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${whatsapp.number}`);
      expect(chat.searchParams.get("text")).toBe(doctorPage.whatsappMessage.replace("{doctor}", doctor.name));
      expect(attribute(ask[0]!, "target")).toBe("_blank");
      // Beside the request: the three actions share the hero's row of buttons.
      const request = page.find("a", main).find((link) => nameOf(link).includes(doctorPage.requestAppointment.replace("{doctor}", doctor.name)))!;
      expect(request).toBeDefined();
      expect(call[0]!.parentNode).toBe(request.parentNode);
      expect(ask[0]!.parentNode).toBe(request.parentNode);
    }
  });

  it("the unknown-speciality fallback shows only its heading and text, marked noindex, with no structured data", () => {
    const page = readPage(localizedPath(locale, SPECIALITY_FALLBACK_PATH));
    const { fallback, whyChooseUs } = content.specialityPage;
    expect(attribute(page.find("html")[0]!, "lang")).toBe(locale);
    expect(texts(page.find("h1"))).toEqual([fallback.title]);
    const [main] = page.find("main");
    expect(["h1", "h2", "h3", "h4", "h5", "h6"].flatMap((tag) => texts(page.find(tag, main)))).toEqual([fallback.title]);
    expect(textOf(main!)).toContain(fallback.text);
    expect(textOf(main!)).not.toContain(whyChooseUs);
    expect(page.meta("robots")).toBe("noindex");
    expect(page.links.filter((link) => link.rel === "canonical")).toEqual([]);
    expect(page.structuredData()).toEqual([]);
  });
});
