import { DOCTOR_IDS, type DoctorId } from "#common/doctors";

/**
 * The appointment form's Speciality choices, in the spec's order. The values are what the server
 * accepts and what the hospital's desk reads in the e-mail, whatever language the visitor uses.
 */
export const APPOINTMENT_SPECIALITIES = [
  "Cardiac Care",
  "Laparoscopy",
  "Endoscopy",
  "Gastroenterology",
  "Hernia",
  "Plastic Surgery",
  "Gallbladder",
  "Piles",
  "Fistula",
  "Fracture",
  "Critical Care",
  "Spine Surgery",
  "Orthopaedics",
  "Urology",
  "Neurology",
  "Oncology",
  "Gynecology",
] as const;
export type AppointmentSpeciality = (typeof APPOINTMENT_SPECIALITIES)[number];

/**
 * The doctors a visitor may name on the appointment form: every doctor with a page (common/doctors.ts,
 * to which the doctors' content is held). The desk reads the id's doctor by name in its e-mail.
 */
export const APPOINTMENT_DOCTOR_IDS = DOCTOR_IDS;
export type AppointmentDoctorId = DoctorId;

/** The part of the day a visitor may prefer; OPDs in India sit in the morning and again in the evening. */
export const PREFERRED_TIMES = ["morning", "evening"] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** The appointment form's optional fields (issue 21), after the spec's: Book Now does not wait for them. */
export const APPOINTMENT_OPTIONAL_FIELDS = ["doctor", "preferredDate", "preferredTime"] as const;
