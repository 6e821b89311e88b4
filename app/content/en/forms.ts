import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import type { FormsContent } from "../forms.schema";

export const forms: FormsContent = {
  contactPage: {
    meta: {
      name: "Contact Us",
      title: "Contact Us | Aarogya Multi-Speciality Hospital, Jaipur",
      description:
        "Call, WhatsApp, e-mail or send us a message. Find Aarogya Multi-Speciality Hospital on Tonk Road, Sanganer, Jaipur, Rajasthan 302029.",
    },
    bannerTitle: "Contact Us",
    bannerText: "Questions about a treatment, a bill or a visit? Call, WhatsApp or write to us and our team will help.",
    cardTitle: "Contact Us",
    cardText: "Our reception answers calls day and night. For an emergency, come straight to the emergency entrance or call us.",
    callLabel: "Call",
    whatsappLabel: "Chat on WhatsApp",
    formTitle: "Send us a message",
    formIntro: "Fill in the form and our team will reply by phone or e-mail, usually within one working day.",
    locationHeading: "Our Location",
    locationText: "We are on Tonk Road near the Sanganer flyover, a short drive from Jaipur airport. Parking is available inside the campus.",
    showMap: "Show map",
    mapTitle: "Map showing the hospital's location in Sanganer, Jaipur",
    mapNotice: "The map is provided by Google Maps and loads only when you ask for it.",
    openInMaps: "Open in Google Maps",
  },
  contactForm: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone Number",
    message: "Message",
    submit: "Send Message",
    submitting: "Sending...",
  },
  appointmentPage: {
    meta: {
      name: "Book an Appointment",
      title: "Book an Appointment | Aarogya Multi-Speciality Hospital",
      description:
        "Request an appointment with a specialist at Aarogya Multi-Speciality Hospital, Jaipur, or get a second opinion from our super specialist doctors.",
    },
    headingStart: "Schedule an appointment with a specialist at",
    headingEnd: "for Personalized Care.",
    line: "Get a second opinion from our super specialist doctors.",
    formTitle: "Book Appointment",
    formIntro: "Tell us who you would like to see and why. Every field is needed so that the right doctor can call you back.",
    whatHappensNext: {
      heading: "What happens next",
      steps: [
        "Our appointment desk reads your request and matches it with the right specialist.",
        "We call you on the number you gave to confirm a date and time, usually the same day.",
        "Bring any earlier reports, X-rays and your list of medicines to the visit.",
      ],
    },
  },
  appointmentForm: {
    name: "Name",
    email: "Email",
    phoneNumber: "Phone Number",
    speciality: "Speciality",
    specialityPlaceholder: "Select a speciality",
    specialityOptions: Object.fromEntries(APPOINTMENT_SPECIALITIES.map((option) => [option, option])) as FormsContent["appointmentForm"]["specialityOptions"],
    query: "Query",
    submit: "Book Now",
    submitting: "Submitting...",
  },
  alerts: {
    contactSuccess: "Message submitted successfully!",
    contactFailure: "Failed to send message. Please try again.",
    appointmentSuccess: "Form Submitted, Team will contact you soon.",
    appointmentFailure: "Failed to book the appointment. Please try again.",
    appointmentError: "An error occurred. Please try again.",
  },
  privacyNotice: "We use these details only to answer you. Read our {link}.",
  privacyLinkText: "privacy policy",
  honeypotLabel: "Leave this field empty",
};
