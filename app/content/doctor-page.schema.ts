import { z } from "zod";
import { DOCTOR_IDS } from "#common/doctors";
import { hospitalFactSchema } from "./hospital-fact";
import { PageMetaSchema, assetPath, text } from "./schema";

/** A doctor's registration with a medical council, as printed on the certificate. */
const RegistrationSchema = z.object({ number: text, council: text });

/**
 * Facts about one doctor that only the hospital can give and that only the doctor's own page shows.
 * The OPD timings, languages and achievements are the Find Doctor page's (find-doctor.ts); the page
 * reads them from there.
 */
export const DoctorFactsSchema = z.object({
  /** Consultation fee in rupees. */
  fee: hospitalFactSchema(z.number().int().positive()),
  registration: hospitalFactSchema(RegistrationSchema),
  photo: hospitalFactSchema(assetPath),
});
export type DoctorFacts = z.infer<typeof DoctorFactsSchema>;

/** The words every doctor's page (/doctors/{id}) shares, and each doctor's facts. */
export const doctorPageSchema = () =>
  z.object({
    /** Head tags: "{doctor}" is the doctor's name and "{speciality}" the department's. */
    meta: z.object({
      name: PageMetaSchema.shape.name.includes("{doctor}"),
      title: PageMetaSchema.shape.title.includes("{doctor}"),
      description: PageMetaSchema.shape.description.includes("{doctor}").includes("{speciality}"),
    }),
    /** The breadcrumb's step between home and the doctor: the Find Doctor page. */
    breadcrumbDoctors: text,
    factsHeading: text,
    labels: z.object({
      qualification: text,
      experience: text,
      speciality: text,
      opdTimings: text,
      fee: text,
      languages: text,
      registration: text,
      achievements: text,
    }),
    /** "{amount}" is the fee in rupees. */
    fee: text.includes("{amount}"),
    /** "{number}" and "{council}" come from the registration. */
    registration: text.includes("{number}").includes("{council}"),
    requestAppointment: text.includes("{doctor}"),
    allDoctors: text,
    /** Each doctor's facts, by the id of the doctor's card (doctors.ts). */
    doctors: z.strictObject(
      Object.fromEntries(DOCTOR_IDS.map((id) => [id, DoctorFactsSchema])) as Record<(typeof DOCTOR_IDS)[number], typeof DoctorFactsSchema>,
    ),
  });

export type DoctorPageContent = z.infer<ReturnType<typeof doctorPageSchema>>;
