/**
 * Each doctor's OPD days, consultation fee, medical registration and photo: the same in every language,
 * so they are written once. Only the hospital can give them (issue 21): until it does, each is
 * `missing`. The doctor's page then says "please call to confirm" beside the hospital's number (or
 * shows the placeholder in place of the photo), and the appointment form says nothing about the chosen
 * day. Once a doctor's OPD days are `supplied` (for example `supplied(["monday", "thursday"])`), the
 * form names them beside the doctor and points out a preferred day that is not one of them.
 */
import type { DoctorId } from "#common/doctors";
import type { Weekday } from "#schemas/opd-days";
import type { DoctorFacts } from "./doctor-facts.schema";
import { factValue, missing } from "./hospital-fact";

export const doctorFacts: Record<DoctorId, DoctorFacts> = {
  "rajendra-singh-shekhawat": { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() },
  "mahesh-gupta": { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() },
  "sanjay-meena": { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() },
  "neha-mathur": { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() },
  "vikas-sharma": { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() },
  "sunita-choudhary": { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() },
  "priya-jain": { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() },
  "anil-khandelwal": { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() },
};

/**
 * The OPD days the hospital has given for a doctor, or undefined where it has not: a working value is
 * no fact to send a patient by.
 */
export function suppliedOpdDays(id: string): Weekday[] | undefined {
  const fact = (doctorFacts as Partial<Record<string, DoctorFacts>>)[id]?.opdDays;
  return fact?.state === "supplied" ? factValue(fact) : undefined;
}
