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
