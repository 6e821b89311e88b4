import type { FindDoctorPageContent } from "../find-doctor.schema";

export const findDoctorPage: FindDoctorPageContent = {
  meta: {
    name: "Find a Doctor",
    title: "Find a Doctor | {hospital}, Jaipur",
    description:
      "Meet our super specialist doctors in Jaipur: qualifications, experience and consultation details. Request an appointment online or chat with us on WhatsApp.",
  },
  heroTitle: "List of the Top Super Specialist Doctors in Jaipur",
  heroText:
    "Experienced consultants in orthopaedics, surgery, medicine, women's and children's health and diagnostics, under one roof in Sanganer.",
  whatsappChat: "Chat on WhatsApp",
  requestAppointment: "Request an Appointment",
  breadcrumbHome: "Home",
  breadcrumbCurrent: "Our doctors",
  gridHeading: "Our specialist doctors",
  departmentsLabel: "Doctors by department",
  allDepartments: "All departments",
  bookAppointment: "Book Appointment",
  consultationLabel: "OPD",
  callToConfirm: "please call to confirm",
  opdTimingsLabel: "OPD timings",
  languagesLabel: "Speaks",
  meetHeading: "Meet Our Doctors",
  meetIntro: "Short videos of our doctors, on Facebook.",
  playVideo: "Play video",
  watchOnFacebook: "Watch on Facebook",
  bannerTitle: "Not sure which doctor to see?",
  bannerText: "Tell us your problem and our appointment desk will guide you to the right specialist.",
  bannerAction: "Request an Appointment",
};
