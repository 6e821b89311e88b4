/** The Book Appointment page and its form, in this language. */
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import type { FormsContent } from "../forms.schema";
import { missing } from "../../hospital-fact";

/** The Book Appointment page's own words. */
export const appointmentPage: FormsContent["appointmentPage"] = {
  meta: {
    name: "Book an Appointment",
    title: "Book an Appointment | {hospital}",
    description:
      "Request an appointment with a specialist at Aarogya Multi-Speciality Hospital, Jaipur, or get a second opinion from our super specialist doctors.",
  },
  headingStart: "Schedule an appointment with a specialist at",
  headingEnd: "for Personalized Care.",
  line: "Get a second opinion from our super specialist doctors.",
  formTitle: "Book Appointment",
  formIntro:
    "Tell us who you would like to see and why. Fill in every field not marked optional, so that the right doctor can call you back.",
  // How soon the desk calls back is the hospital's to promise, e.g. supplied("We usually call the same day.").
  callBackTime: missing(),
  whatHappensNext: {
    heading: "What happens next",
    steps: [
      "Our appointment desk reads your request and matches it with the right specialist.",
      "We call you on the number you gave to confirm a date and time.",
      "Bring any earlier reports, X-rays and your list of medicines to the visit.",
    ],
  },
  confirmation: {
    heading: "We have your request",
    referenceLabel: "Your reference",
    copy: "Copy",
    copied: "Copied",
    referenceHint: "Keep this reference. Quote it when you call us, or when we call you.",
    askedHeading: "What you asked for",
    doctor: "Doctor",
    department: "Department",
    speciality: "Speciality",
    day: "Preferred day",
    dayAny: "Any day",
    partOfDay: "Morning or evening",
    nextHeading: "What happens next",
    callsFrom: "We will call you from {phone} to agree a date and time. Save this number so that you know it is us.",
    callsYou: "We will call you on the number you gave to agree a date and time.",
    emergency: "If it is an emergency, do not wait for our call: call {phone} (24x7), or {ambulance} for an ambulance.",
    another: "Book for another family member",
  },
  sendFailure: {
    heading: "Your request was not sent",
    offline: "Your phone seems to be offline. Everything you typed is still in the form: check your connection and press Book Now again.",
    tooMany: "We could not take your request just now. Everything you typed is still in the form: please try again in a minute.",
    unavailable: "Our booking system is busy just now. Everything you typed is still in the form: please try again in a minute.",
    other: "Something went wrong. Everything you typed is still in the form: please try again.",
    callUs: "Or book by phone: call {phone}.",
  },
};

/** The appointment form's labels and options. */
export const appointmentForm: FormsContent["appointmentForm"] = {
  name: "Name",
  email: "Email",
  phoneNumber: "Phone Number",
  speciality: "Speciality",
  specialityPlaceholder: "Select a speciality",
  specialityOptions: Object.fromEntries(
    APPOINTMENT_SPECIALITIES.map((option) => [option, option]),
  ) as FormsContent["appointmentForm"]["specialityOptions"],
  query: "Query",
  doctor: "Doctor (optional)",
  doctorAny: "Any doctor",
  preferredDate: "Preferred date (optional)",
  preferredTime: "Morning or evening (optional)",
  preferredTimeAny: "Either",
  preferredTimeOptions: { morning: "Morning", evening: "Evening" },
  doctorWithOpdDays: "{doctor} (OPD: {days})",
  offOpdDayNote:
    "{doctor} does not hold OPD on the day you chose; their OPD days are {days}. You can still send this request, and we will call you to agree a day.",
  weekdays: {
    sunday: "Sunday",
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
  },
  forDoctor: "Requesting an appointment with {doctor}, {department}",
  stillEmpty: "To book, fill in: {fields}",
  submit: "Book Now",
  submitting: "Submitting...",
};

/** The appointment form's browser alerts (spec section 8). */
export const appointmentAlerts: Pick<FormsContent["alerts"], "appointmentSuccess" | "appointmentFailure" | "appointmentError"> = {
  appointmentSuccess: "Form Submitted, Team will contact you soon.",
  appointmentFailure: "Failed to book the appointment. Please try again.",
  appointmentError: "An error occurred. Please try again.",
};
