import { describe, expect, it } from "vitest";
import { LOCALES } from "#common/locale";
import { FACEBOOK_VIDEO_PLAYER } from "../facts/facebook-video";
import { frameFactsOf } from "./frame-facts";
import { known, missing, supplied, working } from "../hospital-fact";
import { CONTENT } from "../words/all-locales";
import {
  aboutPageOf,
  certificateOf,
  doctorCardsOf,
  doctorVideosOf,
  galleryItemsOf,
  guidePageOf,
  pharmacyStoreOf,
  privacyNoticeOf,
  specialityOptionFor,
  wordsIn,
} from "./page-content";
import { SEED_CONTENT, type SiteContent } from "../model/site-content";

/** The seed with some of its kinds replaced: what a publish from the desk renders. */
const published = (changes: Partial<SiteContent>): SiteContent => ({ ...structuredClone(SEED_CONTENT), ...changes });
/** A placeholder the loader leaves unfilled; the title's {hospital} is the head tags' own (metaForPage, seo.ts). */
const placeholderLeft = /\{(?!hospital\})\w+\}/;

describe("the facts the pages take from the published content", () => {
  it("put the hospital's name beside the logo and in the footer, in each page's language and script", () => {
    const content = published({
      hospital: {
        ...SEED_CONTENT.hospital,
        name: supplied({ en: "Sanganer Care Hospital", hi: "सांगानेर केयर हॉस्पिटल" }),
        shortName: supplied({ en: "Sanganer Care", hi: "सांगानेर केयर" }),
      },
    });
    expect([frameFactsOf(content, "en").shortName, frameFactsOf(content, "en").name]).toEqual(["Sanganer Care", "Sanganer Care Hospital"]);
    expect([frameFactsOf(content, "hi").shortName, frameFactsOf(content, "hi").name]).toEqual(["सांगानेर केयर", "सांगानेर केयर हॉस्पिटल"]);
    // Maps know the hospital by its English name, whatever the page's language.
    expect(decodeURIComponent(frameFactsOf(content, "hi").mapEmbedUrl)).toContain("Sanganer Care Hospital");
    for (const locale of LOCALES) expect(frameFactsOf(SEED_CONTENT, locale).shortName).not.toEqual("");
    expect(frameFactsOf(SEED_CONTENT, "hi").shortName).toMatch(/[\u0900-\u097F]/);
  });

  it("write the About page's beds and cashless schemes from the content, the one list every page names", () => {
    const content = published({
      figures: { ...SEED_CONTENT.figures, beds: supplied(120) },
      cashless: { ...SEED_CONTENT.cashless, schemes: supplied(["rghs", "echs"]) },
    });
    for (const locale of LOCALES) {
      const page = aboutPageOf(content, locale);
      const text = JSON.stringify(page);
      expect(text, locale).not.toMatch(placeholderLeft);
      expect(page.meta.description, locale).toContain("120");
      expect(text, locale).toContain(content.cashless.schemeNames.rghs[locale]);
      expect(text, locale).toContain(content.cashless.schemeNames.echs[locale]);
      expect(text, locale).not.toContain(content.cashless.schemeNames.maa[locale]);
      expect(text, locale).not.toContain(String(known(SEED_CONTENT.figures.beds)));
    }
  });

  it("name the grievance officer, the retention and the service providers in the privacy notice once supplied, and the role until then", () => {
    const officer = { en: "Ms. Kavita Jain, Patient Relations Manager", hi: "सुश्री कविता जैन, पेशेंट रिलेशंस मैनेजर" };
    const providers = { en: "Example Hosting Pvt. Ltd.", hi: "Example Hosting Pvt. Ltd." };
    const content = published({
      grievance: { ...SEED_CONTENT.grievance, officer: supplied(officer) },
      privacy: { retentionDays: supplied(90), serviceProviders: supplied(providers) },
    });
    for (const locale of LOCALES) {
      const seeded = JSON.stringify(privacyNoticeOf(SEED_CONTENT, locale));
      expect(seeded, locale).not.toMatch(placeholderLeft);
      expect(seeded, locale).toContain(String(known(SEED_CONTENT.privacy.retentionDays)));

      const notice = JSON.stringify(privacyNoticeOf(content, locale));
      expect(notice, locale).not.toMatch(placeholderLeft);
      expect(notice, locale).toContain(officer[locale]);
      expect(notice, locale).toContain(providers[locale]);
      expect(notice, locale).toContain(" 90 ");
      expect(notice, locale).toContain(frameFactsOf(content, locale).email);
    }
  });

  it("show each doctor video only once the hospital has supplied it, in the content's order, of a doctor the site shows, in the player the policy allows", () => {
    const diabetes = {
      link: "https://www.facebook.com/sanganer.care/videos/123456789",
      title: { en: "Living with diabetes", hi: "डायबिटीज़ के साथ जीना" },
      doctor: "anil-khandelwal",
    };
    const knee = {
      link: "https://fb.watch/abcDEF12/",
      title: { en: "Knee replacement: the first weeks", hi: "घुटना बदलने के बाद के पहले हफ़्ते" },
      doctor: "rajendra-singh-shekhawat",
    };
    const withVideos = (...videos: SiteContent["videos"]["videos"]) => published({ videos: { videos } });
    for (const locale of LOCALES) {
      expect(doctorVideosOf(SEED_CONTENT, locale)).toEqual([]);
      // A video to confirm is not yet the hospital's: shown only once supplied.
      expect(doctorVideosOf(withVideos(working(diabetes), working(knee), missing(), missing(), missing()), locale)).toEqual([]);
      const videos = doctorVideosOf(withVideos(missing(), supplied(knee), working(diabetes), supplied(diabetes), missing()), locale);
      const card = (id: string) => doctorCardsOf(SEED_CONTENT, locale).find((candidate) => candidate.id === id)!;
      const department = (id: string) => CONTENT[locale].departments.find((candidate) => candidate.slug === card(id).speciality)!.name;
      expect(videos.map(({ title, name, specialty, fbLink }) => ({ title, name, specialty, fbLink }))).toEqual([
        { title: knee.title[locale], name: card(knee.doctor).name, specialty: department(knee.doctor), fbLink: knee.link },
        { title: diabetes.title[locale], name: card(diabetes.doctor).name, specialty: department(diabetes.doctor), fbLink: diabetes.link },
      ]);
      for (const video of videos) {
        expect(video.videoUrl.startsWith(`${FACEBOOK_VIDEO_PLAYER}?`)).toBe(true);
        expect(new URL(video.videoUrl).searchParams.get("href")).toBe(video.fbLink);
      }
      // A doctor the site does not show is in no video either (review U6).
      const hidden = published({
        doctors: SEED_CONTENT.doctors.map((doctor) => (doctor.id === knee.doctor ? { ...doctor, listed: false } : doctor)),
        videos: { videos: [supplied(knee), supplied(diabetes), missing(), missing(), missing()] },
      });
      expect(doctorVideosOf(hidden, locale).map((video) => video.fbLink)).toEqual([diabetes.link]);
    }
  });

  it("preselect for a doctor the Speciality option that is the doctor's department, and none where the options lack it", () => {
    const options = SEED_CONTENT.appointment.specialities.map((option) => option.value);
    expect(specialityOptionFor("orthopaedics", options)).toBe("Orthopaedics");
    expect(specialityOptionFor("gynecology", options)).toBe("Gynecology");
    expect(specialityOptionFor("urology", options)).toBe("Urology");
    for (const slug of ["pediatrics", "obstetrics", "radiology", "generalmedicine", "diabetology", "generalsurgery"] as const)
      expect(specialityOptionFor(slug, options), slug).toBeUndefined();
    expect(specialityOptionFor("generalsurgery", [...options, "General Surgery"])).toBe("General Surgery");
  });

  it("show the pharmacy's discount, delivery and order hours as the content says, and leave out what the hospital has not confirmed", () => {
    const discount = {
      title: { en: "15% off medicines", hi: "दवाओं पर 15% छूट" },
      text: { en: "15% off every bill.", hi: "हर बिल पर 15% छूट।" },
    };
    const changed = published({ pharmacy: { discount: supplied(discount), homeDelivery: missing(), orderHours: missing() } });
    for (const locale of LOCALES) {
      const words = CONTENT[locale].home.pharmacy;
      const seeded = pharmacyStoreOf(SEED_CONTENT, words, locale);
      expect(seeded.points).toHaveLength(words.points.length + 2);
      expect(seeded.hours, locale).toBeDefined();

      const store = pharmacyStoreOf(changed, words, locale);
      expect(store.points.map((point) => point.title)).toEqual([discount.title[locale], ...words.points.map((point) => point.title)]);
      expect(store.hours).toBeUndefined();
    }
  });

  it("show the NABH certificate's picture and PDF each once supplied, in the page's language, and neither while missing or to confirm", () => {
    const picture = {
      src: "/media/0123456789ab-1280.jpeg",
      width: 1280,
      height: 1810,
      alt: { en: "The hospital's NABH certificate", hi: "हॉस्पिटल का NABH प्रमाण-पत्र" },
    };
    const pdf = "/media/0123456789ab.pdf";
    for (const locale of LOCALES) {
      expect(certificateOf(SEED_CONTENT, locale)).toEqual({});
      expect(certificateOf(published({ certificate: { pdf: supplied(pdf), image: missing() } }), locale)).toEqual({ pdf });
      expect(certificateOf(published({ certificate: { pdf: supplied(pdf), image: supplied(picture) } }), locale)).toEqual({
        pdf,
        picture: { src: picture.src, width: 1280, height: 1810, alt: picture.alt[locale] },
      });
      expect(certificateOf(published({ certificate: { pdf: working(pdf), image: working(picture) } }), locale)).toEqual({});
    }
  });

  it("mark a gallery picture as a drawing while it is one of the site's own, and not once the hospital uploads a photograph (review U9)", () => {
    const [first, ...rest] = SEED_CONTENT.gallery;
    const photograph = { ...first!, picture: { ...first!.picture, src: "/media/0123456789ab-1280.jpeg" } };
    for (const locale of LOCALES) {
      expect(galleryItemsOf(SEED_CONTENT, locale).map((item) => item.drawing)).toEqual(SEED_CONTENT.gallery.map(() => true));
      expect(galleryItemsOf(published({ gallery: [photograph, ...rest] }), locale).map((item) => item.drawing)).toEqual([
        false,
        ...rest.map(() => true),
      ]);
    }
  });

  it("list on the Patient Guide the documents for exactly the schemes of the content's one list", () => {
    const content = published({ cashless: { ...SEED_CONTENT.cashless, schemes: supplied(["rghs", "echs"]) } });
    for (const locale of LOCALES) {
      const schemesOn = (page: ReturnType<typeof guidePageOf>) =>
        page.sections.flatMap((section) => section.groups ?? []).flatMap((group) => group.scheme ?? []);
      expect(schemesOn(guidePageOf(SEED_CONTENT, "patientGuide", locale, frameFactsOf(SEED_CONTENT, locale)))).toEqual(
        known(SEED_CONTENT.cashless.schemes),
      );
      expect(schemesOn(guidePageOf(content, "patientGuide", locale, frameFactsOf(content, locale)))).toEqual(["rghs", "echs"]);
    }
  });
});

describe("a part of the content in one language (wordsIn)", () => {
  it("gives each pair of words as the language's, and leaves everything else as it is", () => {
    const section = {
      heading: { en: "Health packages", hi: "हेल्थ पैकेज" },
      packages: [{ id: "basic", price: 2499, includes: [{ en: "Blood sugar", hi: "ब्लड शुगर" }], fact: missing() }],
    };
    expect(wordsIn(section, "hi")).toEqual({
      heading: "हेल्थ पैकेज",
      packages: [{ id: "basic", price: 2499, includes: ["ब्लड शुगर"], fact: missing() }],
    });
    expect(wordsIn(section, "en").packages[0]!.includes).toEqual(["Blood sugar"]);
  });
});
