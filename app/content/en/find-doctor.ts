import type { FindDoctorPageContent } from "../find-doctor.schema";

export const findDoctorPage: FindDoctorPageContent = {
  heroTitle: "List of the Top Super Specialist Doctors in Jaipur",
  heroText: "Experienced consultants in orthopaedics, surgery, medicine, women's and children's health and diagnostics, under one roof in Sanganer.",
  whatsappChat: "Chat on WhatsApp",
  requestAppointment: "Request an Appointment",
  breadcrumbHome: "HOME",
  breadcrumbCurrent: "OUR DOCTORS",
  gridHeading: "Our specialist doctors",
  bookAppointment: "Book Appointment",
  consultationLabel: "OPD",
  languagesLabel: "Speaks",
  meetHeading: "Meet Our Doctors",
  meetIntro: "Short videos in which our doctors answer the questions patients ask most often.",
  playVideo: "Play video",
  watchOnFacebook: "Watch on Facebook",
  bannerTitle: "Not sure which doctor to see?",
  bannerText: "Tell us your problem and our appointment desk will guide you to the right specialist.",
  bannerAction: "Request an Appointment",
};
