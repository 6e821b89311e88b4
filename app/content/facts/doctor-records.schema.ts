import { z } from "zod";
import { DOCTOR_IDS } from "#common/doctors";
import { LOCALES, type Locale } from "#common/locale";
import { WEEKDAYS } from "#schemas/opd-days";
import { hospitalFactSchema } from "../hospital-fact";
import { DepartmentSlugSchema, assetPath, text } from "../schema";

/** A time of day on the 24-hour clock, "09:30" or "17:00". */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 09:30 or 17:00");

/** One OPD sitting: the weekdays it is held on and its hours, the same in every language. */
export const OpdSessionSchema = z
  .strictObject({
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1)
      .refine((days) => new Set(days).size === days.length, "each day once"),
    from: clockTime,
    to: clockTime,
  })
  .refine((session) => session.from < session.to, { message: "must end after it starts", path: ["to"] });
export type OpdSession = z.infer<typeof OpdSessionSchema>;

/** Days on which the doctor sees no patients, both included: shown on the doctor's pages while they last. */
export const LeaveSchema = z
  .strictObject({ from: z.iso.date(), to: z.iso.date() })
  .refine((leave) => leave.from <= leave.to, { message: "must end on or after the day it starts", path: ["to"] });
export type Leave = z.infer<typeof LeaveSchema>;

/** A doctor's registration with a medical council, as printed on the certificate. */
const RegistrationSchema = z.strictObject({ number: text, council: text });

/** The words about a doctor in one language; everything else about the doctor is written once. */
const DoctorWordsSchema = z.strictObject({
  name: text,
  /** Qualification, e.g. "MS Orthopaedics". */
  qualification: text,
  /** What the doctor treats and does, in a sentence, for the Find Doctor card and the doctor's page. */
  achievements: hospitalFactSchema(text),
  /** What the doctor's photo shows, as staff wrote it beside the upload; without it the photo is named by the doctor's name. */
  photoAlt: text.optional(),
});

/**
 * One doctor, once: the facts that are not words (department, photo, OPD days and hours, fee,
 * registration, years of experience, languages spoken, leave) in one place for every language, and the
 * words in each language. Every page that shows the doctor (Find Doctor, the doctor's page, the
 * department's page, the home page, the appointment form) reads this record, so they cannot disagree.
 * Plain data, so the whole collection can be stored and checked as a JSON document.
 */
export const DoctorRecordSchema = z.strictObject({
  /** The key of the doctor's page (/doctors/{id}) and of the appointment form's choice. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The department whose page lists the doctor among its experts. */
  department: DepartmentSlugSchema,
  /**
   * Whether the site shows the doctor: a card on Find Doctor, a page of their own, a place in the
   * appointment form and among the department's experts (with the structured data). A doctor not
   * listed is shown on none of them (review U6: never on one page and missing from the others).
   */
  listed: z.boolean(),
  photo: hospitalFactSchema(assetPath),
  /** When the doctor sits in OPD: one or more sittings. The pages write the sentence in each language. */
  opd: hospitalFactSchema(z.array(OpdSessionSchema).min(1)),
  /** Consultation fee in rupees. */
  fee: hospitalFactSchema(z.number().int().positive()),
  registration: hospitalFactSchema(RegistrationSchema),
  /** Years of practice, shown as "{years}+ years of experience". */
  experienceYears: z.number().int().nonnegative(),
  /** Languages the doctor consults in, by key (doctor-page.ts names them in each language). */
  languages: hospitalFactSchema(z.array(z.string().regex(/^[a-z]+$/)).min(1)),
  leave: z.array(LeaveSchema),
  words: z.strictObject(
    Object.fromEntries(LOCALES.map((locale) => [locale, DoctorWordsSchema])) as Record<Locale, typeof DoctorWordsSchema>,
  ),
});
export type DoctorRecord = z.infer<typeof DoctorRecordSchema>;

/**
 * Every doctor, in the order Find Doctor lists them. The listed doctors' ids are DOCTOR_IDS
 * (common/doctors.ts), in the same order, so every page the sitemap lists has a doctor to show.
 */
export const DoctorRecordsSchema = z
  .array(DoctorRecordSchema)
  .refine((records) => new Set(records.map((record) => record.id)).size === records.length, "each doctor's id once")
  .refine(
    (records) => {
      const listed = records.filter((record) => record.listed).map((record) => record.id);
      return listed.length === DOCTOR_IDS.length && listed.every((id, index) => id === DOCTOR_IDS[index]);
    },
    { message: `the listed doctors' ids must be, in order: ${DOCTOR_IDS.join(", ")} (common/doctors.ts)` },
  );
