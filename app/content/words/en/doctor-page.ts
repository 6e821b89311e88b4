import type { DoctorPageContent } from "../doctor-page.schema";

export const doctorPage: DoctorPageContent = {
  meta: {
    name: "{doctor}",
    title: "{doctor} | {hospital}",
    description:
      "{doctor}, {speciality} at Aarogya Multi-Speciality Hospital, Sanganer, Jaipur: qualification, experience, OPD timings, fee and how to request an appointment.",
  },
  breadcrumbDoctors: "Our doctors",
  factsHeading: "OPD and consultation",
  labels: {
    qualification: "Qualification",
    experience: "Experience",
    speciality: "Department",
    opdTimings: "OPD timings",
    fee: "Consultation fee",
    languages: "Languages spoken",
    registration: "Medical registration",
    achievements: "Areas of work",
  },
  callToConfirm: "please call to confirm",
  fee: "₹{amount}",
  registration: "{number}, {council}",
  requestAppointment: "Request an appointment with {doctor}",
  call: "Call",
  askOnWhatsApp: "Ask on WhatsApp",
  whatsappMessage: "Hello, I would like to ask about an appointment with {doctor}.",
  allDoctors: "See all our doctors",
  experience: "{years}+ years of experience",
  opdSession: "{days}, {from} to {to}",
  clock: { smallHours: "{time} AM", morning: "{time} AM", afternoon: "{time} PM", evening: "{time} PM", night: "{time} PM" },
  onLeave: "On leave from {from} to {to}",
  languageNames: { hindi: "Hindi", english: "English", rajasthani: "Rajasthani" },
};
