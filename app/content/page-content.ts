/**
 * What each page shows of the editable content, in one language: the loaders call these with the
 * content they are rendered from (content-context.ts) and hand the result to the page as its data.
 * Loader code only, never a component's: nothing here reaches the browser's scripts.
 */
import type { Locale } from "#common/locale";
import type { DepartmentSlug } from "./keys";
import { CONTENT } from "./all-locales";
import type { DoctorRecord } from "./doctor-records.schema";
import { departmentExperts, doctorCards } from "./doctor-views";
import type { GuidePageContent } from "./guide-page.schema";
import { type HospitalFact, factValue } from "./hospital-fact";
import type { FrameFacts } from "./frame-facts";
import type { SiteContent, Words } from "./site-content.schema";

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
  }));

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
  return {
    ...template,
    sections: template.sections.map((section) => {
      const given = facts[section.id];
      if (section.facts === undefined || given === undefined) return section;
      return { ...section, facts: section.facts.map((fact, index) => ({ ...fact, fact: given[index] ?? fact.fact })) };
    }),
  };
}

/** A fact with words as a page says it, or undefined where the page leaves it out or asks to call. */
export const saidIn = (fact: HospitalFact<Words>, locale: Locale): string | undefined => factValue(inLanguage(fact, locale));

/** The booking form's Speciality options: the value sent, and what this language shows. */
export const appointmentSpecialityOptionsOf = (content: SiteContent, locale: Locale) =>
  content.appointment.specialities.map((option) => ({ value: option.value, label: option.label[locale] }));
