import { z } from "zod";
import { DOCTOR_IDS, type DoctorId } from "#common/doctors";
import { WEEKDAYS } from "#schemas/opd-days";
import { hospitalFactSchema } from "./hospital-fact";
import { assetPath, text } from "./schema";

/** A doctor's registration with a medical council, as printed on the certificate. */
const RegistrationSchema = z.object({ number: text, council: text });

/**
 * Facts about one doctor that only the hospital can give and that are the same in every language. The
 * OPD timings, languages and achievements are written in words, so they are the Find Doctor page's
 * (find-doctor.ts), in each language.
 */
export const DoctorFactsSchema = z.object({
  /** The days of the week the doctor sits in OPD, each at most once. */
  opdDays: hospitalFactSchema(
    z
      .array(z.enum(WEEKDAYS))
      .min(1)
      .refine((days) => new Set(days).size === days.length, "each day once"),
  ),
  /** Consultation fee in rupees. */
  fee: hospitalFactSchema(z.number().int().positive()),
  registration: hospitalFactSchema(RegistrationSchema),
  photo: hospitalFactSchema(assetPath),
});
export type DoctorFacts = z.infer<typeof DoctorFactsSchema>;

/** Each doctor's facts (doctor-facts.ts), by the id of the doctor's card (doctors.ts): every doctor, no other. */
export const DoctorFactsByDoctorSchema = z.strictObject(
  Object.fromEntries(DOCTOR_IDS.map((id) => [id, DoctorFactsSchema])) as Record<DoctorId, typeof DoctorFactsSchema>,
);
