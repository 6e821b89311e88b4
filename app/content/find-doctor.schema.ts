import { z } from "zod";

const text = z.string().min(1);

export const FindDoctorPageSchema = z.object({
  heroTitle: z.literal("List of the Top Super Specialist Doctors in Jaipur"),
  heroText: text,
  whatsappChat: text,
  requestAppointment: z.literal("Request an Appointment"),
  breadcrumbHome: z.literal("HOME"),
  breadcrumbCurrent: z.literal("OUR DOCTORS"),
  gridHeading: text,
  bookAppointment: z.literal("Book Appointment"),
  consultationLabel: text,
  languagesLabel: text,
  meetHeading: z.literal("Meet Our Doctors"),
  meetIntro: text,
  playVideo: text,
  watchOnFacebook: text,
  bannerTitle: text,
  bannerText: text,
  bannerAction: text,
});

export type FindDoctorPageContent = z.infer<typeof FindDoctorPageSchema>;
