import { z } from "zod";
import { DOCTOR_IDS, type DoctorId } from "#common/doctors";
import { WEEKDAYS } from "#schemas/opd-days";
import { hospitalFactSchema } from "./hospital-fact";

const opdDays = hospitalFactSchema(
  z
    .array(z.enum(WEEKDAYS))
    .min(1)
    .refine((days) => new Set(days).size === days.length, "each day once"),
);

/** Each doctor's OPD days (doctor-opd-days.ts): every doctor of Find Doctor, each day at most once. */
export const DoctorOpdDaysSchema = z.strictObject(
  Object.fromEntries(DOCTOR_IDS.map((id) => [id, opdDays])) as Record<DoctorId, typeof opdDays>,
);
