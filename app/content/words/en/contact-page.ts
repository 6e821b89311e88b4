/** The Contact page and its form, in this language. */
import type { FormsContent } from "../forms.schema";
import { missing } from "../../hospital-fact";

/** The Contact page's own words. */
export const contactPage: FormsContent["contactPage"] = {
  meta: {
    name: "Contact Us",
    title: "Contact Us | {hospital}, Jaipur",
    description:
      "Call, WhatsApp, e-mail or send us a message. Find Aarogya Multi-Speciality Hospital on Tonk Road, Sanganer, Jaipur, Rajasthan 302029.",
  },
  bannerTitle: "Contact Us",
  bannerText: "Questions about a treatment, a bill or a visit? Call, WhatsApp or write to us and our team will help.",
  cardTitle: "Contact Us",
  // Promises only the hospital can make (issue N): left out until it confirms them, e.g.
  // supplied("Our reception answers calls day and night.").
  receptionHours: missing(),
  cardText: "For an emergency, come straight to the emergency entrance or call us.",
  callLabel: "Call",
  whatsappLabel: "Chat on WhatsApp",
  formTitle: "Send us a message",
  formIntro: "Fill in the form and our team will reply by phone or e-mail.",
  replyTime: missing(),
  locationHeading: "Our Location",
  locationText: "We are on Tonk Road near the Sanganer flyover, a short drive from Jaipur airport.",
  parking: missing(),
  showMap: "Show map",
  mapTitle: "Map showing the hospital's location in Sanganer, Jaipur",
  mapNotice: "The map is provided by Google Maps and loads only when you ask for it.",
  openInMaps: "Open in Google Maps",
  confirmation: {
    heading: "We have your message",
    referenceLine: "Your reference number is {reference}.",
    referenceHint: "Keep it, and quote it if you call us about this message.",
    next: "Our team reads your message and replies by phone or e-mail.",
  },
};

/** The contact form's labels. */
export const contactForm: FormsContent["contactForm"] = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone Number",
  message: "Message",
  submit: "Send Message",
  submitting: "Sending...",
};

/** The contact form's browser alerts (spec section 8). */
export const contactAlerts: Pick<FormsContent["alerts"], "contactSuccess" | "contactFailure"> = {
  contactSuccess: "Message submitted successfully!",
  contactFailure: "Failed to send message. Please try again.",
};
