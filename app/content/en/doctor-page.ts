import type { DoctorPageContent } from "../doctor-page.schema";
import { missing } from "../hospital-fact";

export const doctorPage: DoctorPageContent = {
  meta: {
    name: "{doctor}",
    title: "{doctor} | Aarogya Hospital, Jaipur",
    description:
      "{doctor}, {speciality} at Aarogya Multi-Speciality Hospital, Sanganer, Jaipur: qualification, experience, OPD timings, fee and how to request an appointment.",
  },
  breadcrumbDoctors: "OUR DOCTORS",
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
  fee: "₹{amount}",
  registration: "{number}, {council}",
  requestAppointment: "Request an appointment with {doctor}",
  allDoctors: "See all our doctors",
  doctors: {
    "rajendra-singh-shekhawat": { fee: missing(), registration: missing(), photo: missing() },
    "mahesh-gupta": { fee: missing(), registration: missing(), photo: missing() },
    "sanjay-meena": { fee: missing(), registration: missing(), photo: missing() },
    "neha-mathur": { fee: missing(), registration: missing(), photo: missing() },
    "vikas-sharma": { fee: missing(), registration: missing(), photo: missing() },
    "sunita-choudhary": { fee: missing(), registration: missing(), photo: missing() },
    "priya-jain": { fee: missing(), registration: missing(), photo: missing() },
    "anil-khandelwal": { fee: missing(), registration: missing(), photo: missing() },
  },
};
