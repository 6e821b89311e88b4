/**
 * The content a fresh install publishes first (release 1, "seed") and what `npm run build` renders: the
 * repository's content files, gathered into one `SiteContent`. Staff then change it from the desk;
 * these files stay the defaults.
 *
 * Plain data and types only (no zod), so a loader can fall back to it without carrying the schemas.
 */
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { CONTENT } from "./all-locales";
import { cashlessSchemes } from "./cashless-schemes";
import { doctorRecords } from "./doctor-records";
import type { DoctorRecord } from "./doctor-records.schema";
import { type HospitalFact, missing, supplied, working } from "./hospital-fact";
import { hospital } from "./hospital";
import { hospitalFacts } from "./hospital-facts";
import { DEPARTMENT_SLUGS } from "./keys";
import type { GuidePageContent } from "./guide-page.schema";
import type { Doctor, ShownPicture, SiteContent, Words } from "./site-content.schema";

const { en, hi } = CONTENT;

const words = (english: string, hindi: string): Words => ({ en: english, hi: hindi });

/** Two languages' states of one fact as one fact with words: supplied only when both are. */
function wordsFact(english: HospitalFact<string>, hindi: HospitalFact<string>): HospitalFact<Words> {
  if (english.state === "missing" || hindi.state === "missing") return missing();
  const value = words(english.value, hindi.value);
  return english.state === "supplied" && hindi.state === "supplied" ? supplied(value) : working(value);
}

function doctorOf(record: DoctorRecord): Doctor {
  const photo = record.photo;
  return {
    id: record.id,
    name: words(record.words.en.name, record.words.hi.name),
    department: record.department,
    listed: record.listed,
    qualification: words(record.words.en.qualification, record.words.hi.qualification),
    experienceYears: record.experienceYears,
    languages: record.languages,
    // A shipped photo is a square portrait; uploads carry their own sizes.
    photo:
      photo.state === "missing"
        ? missing()
        : {
            state: photo.state,
            value: { src: photo.value, width: 400, height: 400, alt: words(record.words.en.name, record.words.hi.name) },
          },
    opd: record.opd,
    fee: record.fee,
    registration: record.registration,
    achievements: wordsFact(record.words.en.achievements, record.words.hi.achievements),
    leave: record.leave,
  };
}

/** A fact a guide page states under its name, found by the section's id and the fact's place in it. */
function guideFact(page: (content: typeof en) => GuidePageContent, section: string, index: number): HospitalFact<Words> {
  const factIn = (content: typeof en) => page(content).sections.find((candidate) => candidate.id === section)?.facts?.[index]?.fact;
  const english = factIn(en);
  const hindi = factIn(hi);
  if (english === undefined || hindi === undefined) throw new Error(`No fact ${index} in the guide's section ${section}`);
  const asText = (fact: typeof english): HospitalFact<string> =>
    fact.state !== "missing" && typeof fact.value === "string" ? { state: fact.state, value: fact.value } : missing();
  return wordsFact(asText(english), asText(hindi));
}

const galleryPicture = (image: string, alt: Words): ShownPicture => ({ src: image, width: 480, height: 360, alt });

export const SEED_CONTENT: SiteContent = {
  hospital: {
    phones: {
      main: hospitalFacts.phone,
      emergency: hospitalFacts.emergencyPhone,
      pharmacy: hospitalFacts.pharmacyPhone,
      // The desk calls back from the main number as far as the repository knows: the hospital confirms it.
      callsFrom: hospitalFacts.phone,
      billingDesk: hospitalFacts.billingDeskPhone,
      whatsapp: hospitalFacts.whatsapp,
    },
    email: hospitalFacts.email,
    street: hospitalFacts.street,
    pin: hospitalFacts.geo,
    mapLink: working(hospital.mapsUrl),
    socials: hospitalFacts.socials,
  },
  doctors: doctorRecords.map(doctorOf),
  specialities: DEPARTMENT_SLUGS.map((slug) => {
    const english = en.specialities[slug];
    const hindi = hi.specialities[slug];
    const hindiHighlights = Object.entries(hindi.highlights);
    return {
      slug,
      title: words(english.title, hindi.title),
      reviewedOn: english.reviewedOn,
      summary: words(english.summary, hindi.summary),
      description: words(english.description, hindi.description),
      highlights: Object.entries(english.highlights).map(([heading, body], index) => ({
        heading: words(heading, hindiHighlights[index]?.[0] ?? ""),
        text: words(body, hindiHighlights[index]?.[1] ?? ""),
      })),
      faqs: english.faqs.map((faq, index) => ({
        question: words(faq.question, hindi.faqs[index]?.question ?? ""),
        answer: words(faq.answer, hindi.faqs[index]?.answer ?? ""),
      })),
    };
  }),
  // None is shipped: a testimonial needs the patient's written consent, recorded.
  testimonials: [],
  guide: {
    opdHours: guideFact((content) => content.patientGuide, "opd-hours", 0),
    emergencyHours: guideFact((content) => content.patientGuide, "opd-hours", 1),
    visitingHours: guideFact((content) => content.patientGuide, "visiting", 0),
    attendants: guideFact((content) => content.patientGuide, "visiting", 1),
    waysToPay: guideFact((content) => content.patientGuide, "billing", 1),
    receptionHours: wordsFact(en.forms.contactPage.receptionHours, hi.forms.contactPage.receptionHours),
    replyTime: wordsFact(en.forms.contactPage.replyTime, hi.forms.contactPage.replyTime),
    parking: wordsFact(en.forms.contactPage.parking, hi.forms.contactPage.parking),
    callBackTime: wordsFact(en.forms.appointmentPage.callBackTime, hi.forms.appointmentPage.callBackTime),
  },
  grievance: {
    officer: wordsFact(en.feedbackPage.page.grievanceOfficer, hi.feedbackPage.page.grievanceOfficer),
    answerWithin: guideFact((content) => content.patientRights, "be-heard", 1),
  },
  cashless: { schemes: cashlessSchemes, tpas: en.home.tieUps.tpas },
  gallery: en.gallery.items.map((item, index) => {
    const hindi = hi.gallery.items[index];
    return {
      id: item.id,
      title: words(item.title, hindi?.title ?? ""),
      caption: words(item.caption, hindi?.caption ?? ""),
      picture: galleryPicture(item.image, words(item.alt, hindi?.alt ?? "")),
    };
  }),
  certificate: {
    pdf: hospitalFacts.certificatePdf,
    image: {
      src: "/images/certificate-thumbnail.svg",
      width: 240,
      height: 320,
      alt: words(en.home.accreditation.certificateAlt, hi.home.accreditation.certificateAlt),
    },
  },
  appointment: {
    specialities: APPOINTMENT_SPECIALITIES.map((value) => ({
      value,
      label: words(en.forms.appointmentForm.specialityOptions[value], hi.forms.appointmentForm.specialityOptions[value]),
    })),
  },
  notices: [],
};
