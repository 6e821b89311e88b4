/**
 * The content a fresh install publishes first (release 1, "seed") and what `npm run build` renders: the
 * repository's content files, gathered into one `SiteContent`. Staff then change it from the desk;
 * these files stay the defaults.
 *
 * Plain data and types only (no zod), so a loader can fall back to it without carrying the schemas.
 */
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { CONTENT } from "../words/all-locales";
import { cashlessSchemes } from "../facts/cashless-schemes";
import { doctorRecords } from "../facts/doctor-records";
import { DOCTOR_VIDEO_COUNT } from "../facts/facebook-video";
import type { DoctorRecord } from "../facts/doctor-records.schema";
import { type HospitalFact, type KnownFact, missing, supplied, working } from "../hospital-fact";
import { HINDI_TERMS } from "../words/hi/glossary";
import { hospital } from "../facts/hospital";
import { hospitalFacts } from "../facts/hospital-facts";
import { DEPARTMENT_SLUGS } from "../keys";
import type { GuidePageContent } from "../words/guide-page.schema";
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

/** A fact of the hospital's identity with its Hindi beside it, in the state hospital-facts.ts gives it. */
const named = (fact: KnownFact<string>, hindi: string): KnownFact<Words> => ({ state: fact.state, value: words(fact.value, hindi) });

export const SEED_CONTENT: SiteContent = {
  hospital: {
    name: named(hospitalFacts.name, HINDI_TERMS.hospitalName),
    shortName: named(hospitalFacts.shortName, "आरोग्य हॉस्पिटल"),
    about: {
      en: "Aarogya Multi-Speciality Hospital in Sanganer, Jaipur, brings experienced specialists, round-the-clock emergency care, intensive care and modern diagnostics under one roof, close to home for families across Jaipur and nearby towns.",
      hi: `सांगानेर, जयपुर का ${HINDI_TERMS.hospitalName} अनुभवी विशेषज्ञ डॉक्टर, चौबीसों घंटे इमरजेंसी, आईसीयू और आधुनिक जाँच सुविधाएँ एक ही छत के नीचे देता है, ताकि जयपुर और आसपास के कस्बों के परिवारों को घर के पास अच्छा इलाज मिल सके।`,
    },
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
  cashless: {
    schemes: cashlessSchemes,
    tpas: en.home.tieUps.tpas,
    schemeNames: {
      maa: words(
        "the Rajasthan state health scheme (Mukhyamantri Ayushman Arogya Yojana, which took over from the earlier Bhamashah and Chiranjeevi schemes)",
        "राजस्थान की राज्य स्वास्थ्य योजना (मुख्यमंत्री आयुष्मान आरोग्य योजना, जो पहले की भामाशाह और चिरंजीवी योजनाओं की जगह आई है)",
      ),
      rghs: words("RGHS (Rajasthan Government Health Scheme)", "RGHS (राजस्थान गवर्नमेंट हेल्थ स्कीम)"),
      cghs: words("CGHS", "CGHS"),
      echs: words("ECHS", "ECHS"),
    },
  },
  gallery: en.gallery.items.map((item, index) => {
    const hindi = hi.gallery.items[index];
    return {
      id: item.id,
      title: words(item.title, hindi?.title ?? ""),
      caption: words(item.caption, hindi?.caption ?? ""),
      picture: galleryPicture(item.image, words(item.alt, hindi?.alt ?? "")),
    };
  }),
  // The hospital's own certificate, uploaded in the desk: until then the home page shows none.
  certificate: { pdf: missing(), image: missing() },
  appointment: {
    specialities: APPOINTMENT_SPECIALITIES.map((value) => ({
      value,
      label: words(en.forms.appointmentForm.specialityOptions[value], hi.forms.appointmentForm.specialityOptions[value]),
    })),
  },
  notices: [],
  // The specification's figures, as working values until the hospital confirms its own.
  figures: { doctors: working(20), beds: working(100), staff: working(500) },
  privacy: { retentionDays: working(180), serviceProviders: missing() },
  // The specification's promises, as working values until the pharmacy confirms them.
  pharmacy: {
    discount: working({
      title: words("Flat 10%-20% discount", "फ़्लैट 10%-20% छूट"),
      text: words("A flat 10%-20% discount on medicines.", "दवाओं पर फ़्लैट 10%-20% की छूट।"),
    }),
    homeDelivery: working({
      title: words("Free home delivery", "मुफ़्त होम डिलीवरी"),
      text: words("Free home delivery within city limits.", "शहर की सीमा के भीतर मुफ़्त होम डिलीवरी।"),
    }),
    orderHours: working(words("Order by phone from 9 AM to 9 PM, on all days.", "फ़ोन से ऑर्डर करें, सुबह 9 बजे से रात 9 बजे तक, हर दिन।")),
  },
  // The hospital's own videos, each supplied in the desk with its link, title and doctor: until then Find Doctor shows none.
  videos: { videos: Array.from({ length: DOCTOR_VIDEO_COUNT }, () => missing()) },
};
