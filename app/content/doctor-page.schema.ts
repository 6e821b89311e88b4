import { z } from "zod";
import { PageMetaSchema, text } from "./schema";

/** The words every doctor's page (/doctors/{id}) shares; each doctor's facts are in doctor-facts.ts. */
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
    /** Said in place of a fact the hospital has not yet given, before a click-to-call link. */
    callToConfirm: text,
    /** "{amount}" is the fee in rupees. */
    fee: text.includes("{amount}"),
    /** "{number}" and "{council}" come from the registration. */
    registration: text.includes("{number}").includes("{council}"),
    requestAppointment: text.includes("{doctor}"),
    allDoctors: text,
  });

export type DoctorPageContent = z.infer<ReturnType<typeof doctorPageSchema>>;
