import { z } from "zod";
import { PageMetaSchema, text } from "../schema";

/**
 * The words every doctor's page (/doctors/{id}) shares, and those the doctors' facts are written in on
 * every page (doctor-views.ts); each doctor's facts are in doctor-records.ts.
 */
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
    /** The hero's call button, before the hospital's number, beside the request (review U22). */
    call: text,
    /** The hero's WhatsApp button, beside the call (review U22). */
    askOnWhatsApp: text,
    /** The message the WhatsApp chat opens with, "{doctor}" the doctor's name, so the desk knows who is asked about. */
    whatsappMessage: text.includes("{doctor}"),
    allDoctors: text,
    /** "{years}" is the doctor's years of practice. */
    experience: text.includes("{years}"),
    /** One OPD sitting: "{days}" the weekdays, "{from}" and "{to}" its hours as `clock` writes them. */
    opdSession: text.includes("{days}").includes("{from}").includes("{to}"),
    /** A time of day, "{time}" being "9" or "9:30" on the 12-hour clock, by the part of the day it falls in. */
    clock: z.object({
      smallHours: text.includes("{time}"),
      morning: text.includes("{time}"),
      afternoon: text.includes("{time}"),
      evening: text.includes("{time}"),
      night: text.includes("{time}"),
    }),
    /** A leave period still to come or under way: "{from}" and "{to}" are its first and last days. */
    onLeave: text.includes("{from}").includes("{to}"),
    /** The name of each language a doctor may consult in, by the key the doctors' records use. */
    languageNames: z.record(z.string().regex(/^[a-z]+$/), text),
  });

export type DoctorPageContent = z.infer<ReturnType<typeof doctorPageSchema>>;
