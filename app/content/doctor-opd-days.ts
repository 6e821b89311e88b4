/**
 * The days of the week each doctor sits in OPD, the same in every language. Only the hospital can give
 * them (issue 21): until it does, each is `missing`, and the appointment form says nothing about the
 * chosen day. Once a doctor's days are `supplied` (for example `supplied(["monday", "thursday"])`), the
 * form names them beside the doctor and points out a preferred day that is not one of them.
 */
import type { DoctorId } from "#common/doctors";
import type { Weekday } from "#schemas/opd-days";
import { type HospitalFact, factValue, missing } from "./hospital-fact";

export const doctorOpdDays: Record<DoctorId, HospitalFact<Weekday[]>> = {
  "rajendra-singh-shekhawat": missing(),
  "mahesh-gupta": missing(),
  "sanjay-meena": missing(),
  "neha-mathur": missing(),
  "vikas-sharma": missing(),
  "sunita-choudhary": missing(),
  "priya-jain": missing(),
  "anil-khandelwal": missing(),
};

/**
 * The days the hospital has given for a doctor, or undefined where it has not: a working value is no
 * fact to send a patient by.
 */
export function suppliedOpdDays(id: string): Weekday[] | undefined {
  const fact = (doctorOpdDays as Partial<Record<string, HospitalFact<Weekday[]>>>)[id];
  return fact?.state === "supplied" ? factValue(fact) : undefined;
}
