import { z } from "zod";
import type { Locale } from "#common/locale";
import { PageMetaSchema, text, wording } from "../schema";

export const findDoctorPageSchema = (locale: Locale) =>
  z.object({
    /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
    meta: PageMetaSchema,
    heroTitle: wording(locale, "List of the Top Super Specialist Doctors in Jaipur"),
    heroText: text,
    whatsappChat: text,
    requestAppointment: wording(locale, "Request an Appointment"),
    breadcrumbHome: wording(locale, "Home"),
    breadcrumbCurrent: wording(locale, "Our doctors"),
    gridHeading: text,
    /** Names the list of department links that narrow the cards to one department (for screen readers). */
    departmentsLabel: text,
    /** The first of those links: every doctor again. */
    allDepartments: text,
    bookAppointment: wording(locale, "Book Appointment"),
    consultationLabel: text,
    /** Said in place of OPD timings the hospital has not yet given, before a click-to-call link. */
    callToConfirm: text,
    /** Names the OPD timings where the card says to call and confirm them. */
    opdTimingsLabel: text,
    languagesLabel: text,
    /** Heads the hospital's doctor videos, shown only once the hospital has supplied one (the videos are content). */
    meetHeading: wording(locale, "Meet Our Doctors"),
    /** Introduces the videos: what they are, claiming nothing of what each says (each has the hospital's own title). */
    meetIntro: text,
    playVideo: text,
    watchOnFacebook: text,
    bannerTitle: text,
    bannerText: text,
    bannerAction: text,
  });

export type FindDoctorPageContent = z.infer<ReturnType<typeof findDoctorPageSchema>>;
