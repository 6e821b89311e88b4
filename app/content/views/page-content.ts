/**
 * What each page shows of the editable content, in one language: the loaders call these with the
 * content they are rendered from (content-context.ts) and hand the result to the page as its data.
 * Loader code only, never a component's: nothing here reaches the browser's scripts.
 */
import { LOCALES, type Locale } from "#common/locale";
import type { DepartmentSlug, IconName } from "../keys";
import { CONTENT } from "../words/all-locales";
import { inList } from "../facts/cashless-schemes";
import type { DoctorRecord } from "../facts/doctor-records.schema";
import { departmentExperts, doctorCards } from "../words/doctor-views";
import type { GuidePageContent } from "../words/guide-page.schema";
import { type HospitalFact, factValue, known } from "../hospital-fact";
import { facebookVideoAddresses } from "../facts/facebook-video";
import { type FrameFacts, frameFactsOf } from "./frame-facts";
import type { SiteContent, Words } from "../model/site-content.schema";

/** The words a doctor's facts are written in, in one language. */
const doctorWordsIn = (locale: Locale) => ({ page: CONTENT[locale].doctorPage, weekdays: CONTENT[locale].forms.appointmentForm.weekdays });

/** A fact with words, in one language. */
function inLanguage(fact: HospitalFact<Words>, locale: Locale): HospitalFact<string> {
  return fact.state === "missing" ? fact : { state: fact.state, value: fact.value[locale] };
}

/** The content's doctors as the doctor views read them. */
export function doctorRecordsOf(content: SiteContent): DoctorRecord[] {
  return content.doctors.map((doctor) => {
    const wordsIn = (locale: Locale) => ({
      name: doctor.name[locale],
      qualification: doctor.qualification[locale],
      achievements: inLanguage(doctor.achievements, locale),
      ...(doctor.photo.state === "missing" ? {} : { photoAlt: doctor.photo.value.alt[locale] }),
    });
    return {
      id: doctor.id,
      department: doctor.department,
      listed: doctor.listed,
      photo: doctor.photo.state === "missing" ? doctor.photo : { state: doctor.photo.state, value: doctor.photo.value.src },
      opd: doctor.opd,
      fee: doctor.fee,
      registration: doctor.registration,
      experienceYears: doctor.experienceYears,
      languages: doctor.languages,
      leave: doctor.leave,
      words: { en: wordsIn("en"), hi: wordsIn("hi") },
    };
  });
}

/** The doctors with a page, as Find Doctor, the doctor's page, the home page and the booking form show them. */
export const doctorCardsOf = (content: SiteContent, locale: Locale) => doctorCards(doctorRecordsOf(content), locale, doctorWordsIn(locale));

/**
 * The Speciality option (its value) that is a department, when the options have it: the specification
 * names each department's page by its lower-cased name (/speciality/orthopaedics), so "Orthopaedics"
 * is the orthopaedics department's option and "General Surgery" would be generalsurgery's. The options
 * are the specification's seventeen, which name three of the eleven departments (review U5).
 */
export const specialityOptionFor = (slug: DepartmentSlug, optionValues: readonly string[]): string | undefined =>
  optionValues.find((value) => value.toLowerCase().replace(/\s+/g, "") === slug);

/** One speciality page's words, its experts and the testimonials with consent on record. */
export function specialityPageOf(content: SiteContent, slug: DepartmentSlug, locale: Locale) {
  const page = content.specialities.find((candidate) => candidate.slug === slug);
  if (page === undefined) return null;
  return {
    title: page.title[locale],
    reviewedOn: page.reviewedOn,
    summary: page.summary[locale],
    description: page.description[locale],
    highlights: Object.fromEntries(page.highlights.map((highlight) => [highlight.heading[locale], highlight.text[locale]])),
    doctors: departmentExperts(doctorRecordsOf(content), slug, locale, doctorWordsIn(locale)),
    // A patient's words and name are published only with their written consent on record.
    testimonials: content.testimonials
      .filter((testimonial) => testimonial.speciality === slug && testimonial.consent.state === "supplied")
      .map((testimonial) => ({ name: testimonial.name, feedback: testimonial.feedback[locale] })),
    faqs: page.faqs.map((faq) => ({ question: faq.question[locale], answer: faq.answer[locale] })),
  };
}

/** Each department's one-line summary, for the list of specialities. */
export const specialitySummariesOf = (content: SiteContent, locale: Locale): Partial<Record<DepartmentSlug, string>> =>
  Object.fromEntries(content.specialities.map((page) => [page.slug, page.summary[locale]]));

/** Whether a picture is one of the site's own drawings (shipped under /images), not a photograph the hospital uploaded (/media). */
export const isSiteDrawing = (src: string) => /^\/images\/[\w./-]+\.svg$/.test(src);

/** The gallery's pictures in one language. */
export const galleryItemsOf = (content: SiteContent, locale: Locale) =>
  content.gallery.map((item) => ({
    id: item.id,
    title: item.title[locale],
    caption: item.caption[locale],
    image: item.picture.src,
    width: item.picture.width,
    height: item.picture.height,
    alt: item.picture.alt[locale],
    drawing: isSiteDrawing(item.picture.src),
  }));

/** The hospital's NABH certificate as the home page shows it: each part there only once the hospital has supplied it. */
export type ShownCertificate = {
  pdf?: string;
  picture?: { src: string; width: number; height: number; alt: string };
};

/**
 * The certificate's picture and PDF, each only once supplied: a working value is one the hospital has
 * still to confirm, and a document not confirmed as the hospital's own is not shown as if it were.
 */
export function certificateOf(content: SiteContent, locale: Locale): ShownCertificate {
  const { pdf, image } = content.certificate;
  return {
    ...(pdf.state === "supplied" ? { pdf: pdf.value } : {}),
    ...(image.state === "supplied"
      ? { picture: { src: image.value.src, width: image.value.width, height: image.value.height, alt: image.value.alt[locale] } }
      : {}),
  };
}

type GuideFact = NonNullable<GuidePageContent["sections"][number]["facts"]>[number]["fact"];

/** A guide page with its facts from the content: the page's words place them, the content gives them. */
export function guidePageOf(
  content: SiteContent,
  page: "patientGuide" | "patientRights",
  locale: Locale,
  frame: FrameFacts,
): GuidePageContent {
  const { guide, grievance, hospital } = content;
  const words = (fact: HospitalFact<Words>): GuideFact => inLanguage(fact, locale);
  const facts: Record<string, GuideFact[]> =
    page === "patientGuide"
      ? {
          "opd-hours": [words(guide.opdHours), words(guide.emergencyHours)],
          visiting: [words(guide.visitingHours), words(guide.attendants)],
          billing: [hospital.phones.billingDesk, words(guide.waysToPay)],
          "reach-us": [{ state: hospital.street.state, value: frame.postalAddress }, hospital.phones.main, hospital.phones.emergency],
        }
      : { "be-heard": [words(grievance.officer), words(grievance.answerWithin)] };
  const template = CONTENT[locale][page];
  const schemes = new Set(known(content.cashless.schemes));
  return {
    ...template,
    sections: template.sections.map((section) => {
      // The schemes are the content's one list: a scheme left out of it is left out here too.
      const groups = section.groups?.filter((group) => group.scheme === undefined || schemes.has(group.scheme));
      const shown = groups === undefined ? section : { ...section, groups };
      const given = facts[section.id];
      if (shown.facts === undefined || given === undefined) return shown;
      return { ...shown, facts: shown.facts.map((fact, index) => ({ ...fact, fact: given[index] ?? fact.fact })) };
    }),
  };
}

/** A fact with words as a page says it, or undefined where the page leaves it out or asks to call. */
export const saidIn = (fact: HospitalFact<Words>, locale: Locale): string | undefined => factValue(inLanguage(fact, locale));

/** The booking form's Speciality options: the value sent, and what this language shows. */
export const appointmentSpecialityOptionsOf = (content: SiteContent, locale: Locale) =>
  content.appointment.specialities.map((option) => ({ value: option.value, label: option.label[locale] }));

/** One of the hospital's doctor videos as Find Doctor shows it, in one language. */
export type ShownDoctorVideo = {
  title: string;
  /** The doctor in the video and their department, as their card names them. */
  name: string;
  specialty: string;
  /** The video's own page on Facebook, and Facebook's player for it. */
  fbLink: string;
  videoUrl: string;
};

/**
 * The videos Find Doctor shows, in the content's order: only those the hospital has supplied (a working
 * value is not the hospital's confirmed video), of a doctor the site shows, with the doctor's name and
 * department from their record.
 */
export function doctorVideosOf(content: SiteContent, locale: Locale): ShownDoctorVideo[] {
  const cards = doctorCardsOf(content, locale);
  return content.videos.videos.flatMap((fact) => {
    if (fact.state !== "supplied") return [];
    const { link, title, doctor } = fact.value;
    const card = cards.find((candidate) => candidate.id === doctor);
    const department = CONTENT[locale].departments.find((candidate) => candidate.slug === card?.speciality);
    if (card === undefined || department === undefined) return [];
    return [{ title: title[locale], name: card.name, specialty: department.name, ...facebookVideoAddresses(link) }];
  });
}

/** Every string in a value with each "{placeholder}" of `values` filled in. */
function filled<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, values)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, values)])) as T;
  return value;
}

/** The About page's words with the content's beds and cashless schemes, the one list every page names. */
export function aboutPageOf(content: SiteContent, locale: Locale) {
  const about = CONTENT[locale].about;
  const schemes = known(content.cashless.schemes).map((key) => content.cashless.schemeNames[key][locale]);
  return filled(about, { beds: String(known(content.figures.beds)), schemes: inList(schemes, about.schemesJoinedWith) });
}

/** The privacy notice in one language, with the content's contact facts, grievance officer, retention and providers. */
export function privacyNoticeOf(content: SiteContent, locale: Locale) {
  // The two templates are spent here: the page gets the sentences they make.
  const { officerNamed, providersNamed, ...notice } = CONTENT[locale].privacy;
  const frame = frameFactsOf(content, locale);
  const officer = saidIn(content.grievance.officer, locale);
  const providers = saidIn(content.privacy.serviceProviders, locale);
  return filled(notice, {
    phone: frame.phone.display,
    email: frame.email,
    address: frame.postalAddress,
    retentionDays: String(known(content.privacy.retentionDays)),
    // Until the hospital names them, the notice names the role, not a person or a company.
    officer: officer === undefined ? "" : ` ${officerNamed.replace("{name}", officer)}`,
    providers: providers === undefined ? "" : ` ${providersNamed.replace("{names}", providers)}`,
  });
}

type PharmacyWords = { points: { icon: IconName; title: string; text: string }[] };

/**
 * The home page's Pharmacy Store: the discount and the home delivery (the content's, each left out while
 * missing) before the page's own points, and the hours orders are taken, or undefined while missing.
 */
export function pharmacyStoreOf<Words extends PharmacyWords>(content: SiteContent, words: Words, locale: Locale) {
  const { discount, homeDelivery, orderHours } = content.pharmacy;
  const point = (icon: IconName, fact: typeof discount) => {
    const value = factValue(fact);
    return value === undefined ? [] : [{ icon, title: value.title[locale], text: value.text[locale] }];
  };
  return {
    ...words,
    points: [...point("badge-percent", discount), ...point("truck", homeDelivery), ...words.points],
    hours: saidIn(orderHours, locale),
  };
}

/** `Value` as a page reads it in one language: each pair of words ({ en, hi }) is that language's string. */
export type InLanguage<Value> = Value extends Words
  ? string
  : Value extends readonly (infer Item)[]
    ? InLanguage<Item>[]
    : Value extends object
      ? { [Key in keyof Value]: InLanguage<Value[Key]> }
      : Value;

const isWords = (value: object): value is Words =>
  Object.keys(value).length === LOCALES.length && LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === "string");

/**
 * Any part of the content in one language, every pair of words in it replaced by `locale`'s: what a
 * page shows of a kind whose words need nothing else done to them, so a new kind needs no view of its own.
 */
export function wordsIn<Value>(value: Value, locale: Locale): InLanguage<Value> {
  if (Array.isArray(value)) return value.map((item: unknown) => wordsIn(item, locale)) as InLanguage<Value>;
  if (value === null || typeof value !== "object") return value as InLanguage<Value>;
  if (isWords(value)) return value[locale] as InLanguage<Value>;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wordsIn(inner, locale)])) as InLanguage<Value>;
}
