/**
 * The hospital's identity, defined once: every page, link, e-mail and structured-data block reads it
 * from here. Language-neutral facts only; words a visitor reads live in the locale modules.
 *
 * Each value is a fact only the hospital can give; hospital-facts.ts records whether the hospital has
 * supplied it or it is a working value still to confirm, and `npm run content:todo` lists the latter.
 * (The states live apart so that the pages' scripts, which read this on every page, carry only values.)
 */
import { missing, working } from "../hospital-fact";
import { AMBULANCE_NUMBER, HOSPITAL_NAME, HOSPITAL_SHORT_NAME } from "../links";
import type { Hospital } from "./hospital.schema";

export type { Hospital, HospitalFacts } from "./hospital.schema";

const street = "Tonk Road, near Sanganer Flyover";
const mapQuery = encodeURIComponent(`Aarogya Multi-Speciality Hospital, ${street}, Sanganer, Jaipur, Rajasthan 302029`);

export const hospital: Hospital = {
  name: HOSPITAL_NAME,
  shortName: HOSPITAL_SHORT_NAME,
  phone: "+919414055100",
  phoneDisplay: "+91 94140 55100",
  pharmacyPhone: "+919414055101",
  pharmacyPhoneDisplay: "+91 94140 55101",
  whatsapp: "919414055100",
  whatsappDisplay: "+91 94140 55100",
  email: "care@aarogyahospitaljaipur.in",
  address: {
    street,
    locality: "Sanganer",
    city: "Jaipur",
    state: "Rajasthan",
    postcode: "302029",
    country: "IN",
  },
  geo: { latitude: 26.8206, longitude: 75.7917 },
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
  mapEmbedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
  socials: {
    facebook: "https://www.facebook.com/aarogyahospitaljaipur",
    youtube: "https://www.youtube.com/@aarogyahospitaljaipur",
    instagram: "https://www.instagram.com/aarogyahospitaljaipur",
    linkedin: "https://www.linkedin.com/company/aarogyahospitaljaipur",
  },
};

/** One line of the postal address, as printed in the footer and on the contact card. */
/** The fixed part of the address: the hospital's locality, as the schema holds it (the street comes before it). */
export const ADDRESS_TAIL = "Sanganer, Jaipur, Rajasthan 302029";
export const postalAddress = `${street}, Sanganer, Jaipur, Rajasthan 302029`;
export const telLink = (e164: string) => `tel:${e164}`;
export const whatsappLink = `https://wa.me/${hospital.whatsapp}`;
export const mailLink = `mailto:${hospital.email}`;

/** A phone line in E.164 form for tel: links, and as people read it. */
export type PhoneLine = { e164: string; display: string };

/**
 * The number every page offers under "Emergency 24x7": the main number, as a working value, until the
 * hospital says whether its emergency department has a line of its own. Kept with its state (unlike the
 * values above) because the pages must know it is still to confirm.
 */
export const emergencyPhone = working<PhoneLine>({ e164: hospital.phone, display: hospital.phoneDisplay });

export { AMBULANCE_NUMBER };

/** The billing desk's own line, for estimates and bills; where missing, pages offer the main number. */
export const billingDeskPhone = missing<PhoneLine>();
