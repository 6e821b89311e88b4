/**
 * Each doctor's consultation fee, medical registration and photo: the same in every language, so they
 * are written once. Only the hospital can give them (issue 21): until it does, each is `missing`, and
 * the doctor's page says "please call to confirm" beside the hospital's number (or shows the
 * placeholder in place of the photo).
 */
import type { DoctorId } from "#common/doctors";
import type { DoctorFacts } from "./doctor-facts.schema";
import { missing } from "./hospital-fact";

export const doctorFacts: Record<DoctorId, DoctorFacts> = {
  "rajendra-singh-shekhawat": { fee: missing(), registration: missing(), photo: missing() },
  "mahesh-gupta": { fee: missing(), registration: missing(), photo: missing() },
  "sanjay-meena": { fee: missing(), registration: missing(), photo: missing() },
  "neha-mathur": { fee: missing(), registration: missing(), photo: missing() },
  "vikas-sharma": { fee: missing(), registration: missing(), photo: missing() },
  "sunita-choudhary": { fee: missing(), registration: missing(), photo: missing() },
  "priya-jain": { fee: missing(), registration: missing(), photo: missing() },
  "anil-khandelwal": { fee: missing(), registration: missing(), photo: missing() },
};
