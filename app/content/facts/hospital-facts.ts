/**
 * Whether each of the hospital's identity facts (hospital.ts) has been supplied by the hospital or is a
 * working value still to confirm. When the hospital confirms one, correct its value in hospital.ts and
 * mark it `supplied` here. Only the build's checks and `npm run content:todo` read this.
 */
import { billingDeskPhone, emergencyPhone, hospital } from "./hospital";
import { working } from "../hospital-fact";
import type { HospitalFacts } from "./hospital.schema";

const { socials } = hospital;

export const hospitalFacts: HospitalFacts = {
  name: working(hospital.name),
  shortName: working(hospital.shortName),
  phone: working({ e164: hospital.phone, display: hospital.phoneDisplay }),
  emergencyPhone,
  billingDeskPhone,
  pharmacyPhone: working({ e164: hospital.pharmacyPhone, display: hospital.pharmacyPhoneDisplay }),
  whatsapp: working({ number: hospital.whatsapp, display: hospital.whatsappDisplay }),
  email: working(hospital.email),
  street: working(hospital.address.street),
  geo: working(hospital.geo),
  socials: {
    facebook: working(socials.facebook),
    youtube: working(socials.youtube),
    instagram: working(socials.instagram),
    linkedin: working(socials.linkedin),
  },
};
