/**
 * The hospital's identity, defined once: every page, link, e-mail and structured-data block reads it
 * from here. Language-neutral facts only; words a visitor reads live in the locale modules.
 *
 * Each value is a fact only the hospital can give (`hospitalFacts`); the pages cannot do without them,
 * so they are working values until the hospital confirms them, and `npm run content:todo` lists them.
 */
import { known, working } from "./hospital-fact";
import type { Hospital, HospitalFacts } from "./hospital.schema";

export type { Hospital, HospitalFacts } from "./hospital.schema";

export const hospitalFacts: HospitalFacts = {
  name: working("Aarogya Multi-Speciality Hospital"),
  shortName: working("Aarogya Hospital"),
  phone: working({ e164: "+919414055100", display: "+91 94140 55100" }),
  pharmacyPhone: working({ e164: "+919414055101", display: "+91 94140 55101" }),
  whatsapp: working({ number: "919414055100", display: "+91 94140 55100" }),
  email: working("care@aarogyahospitaljaipur.in"),
  street: working("Tonk Road, near Sanganer Flyover"),
  geo: working({ latitude: 26.8206, longitude: 75.7917 }),
  socials: {
    facebook: working("https://www.facebook.com/aarogyahospitaljaipur"),
    youtube: working("https://www.youtube.com/@aarogyahospitaljaipur"),
    instagram: working("https://www.instagram.com/aarogyahospitaljaipur"),
    linkedin: working("https://www.linkedin.com/company/aarogyahospitaljaipur"),
  },
  /** A labelled sample until the hospital gives its accreditation certificate. */
  certificatePdf: working("/documents/nabh-certificate-sample.pdf"),
};

const street = known(hospitalFacts.street);
const name = known(hospitalFacts.name);
const mapQuery = encodeURIComponent(`${name}, ${street}, Sanganer, Jaipur, Rajasthan 302029`);
const phone = known(hospitalFacts.phone);
const pharmacyPhone = known(hospitalFacts.pharmacyPhone);
const whatsapp = known(hospitalFacts.whatsapp);
const { socials } = hospitalFacts;

export const hospital: Hospital = {
  name,
  shortName: known(hospitalFacts.shortName),
  phone: phone.e164,
  phoneDisplay: phone.display,
  pharmacyPhone: pharmacyPhone.e164,
  pharmacyPhoneDisplay: pharmacyPhone.display,
  whatsapp: whatsapp.number,
  whatsappDisplay: whatsapp.display,
  email: known(hospitalFacts.email),
  address: {
    street,
    locality: "Sanganer",
    city: "Jaipur",
    state: "Rajasthan",
    postcode: "302029",
    country: "IN",
  },
  geo: known(hospitalFacts.geo),
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
  mapEmbedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
  socials: {
    facebook: known(socials.facebook),
    youtube: known(socials.youtube),
    instagram: known(socials.instagram),
    linkedin: known(socials.linkedin),
  },
  certificatePdf: known(hospitalFacts.certificatePdf),
};

/** One line of the postal address, as printed in the footer and on the contact card. */
export const postalAddress = `${street}, Sanganer, Jaipur, Rajasthan 302029`;
export const telLink = (e164: string) => `tel:${e164}`;
export const whatsappLink = `https://wa.me/${hospital.whatsapp}`;
export const mailLink = `mailto:${hospital.email}`;
