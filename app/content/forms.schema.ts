import { z } from "zod";
import { APPOINTMENT_SPECIALITIES } from "../../schemas/appointment-options";

const text = z.string().min(1);

/** Words of the Contact and Book Appointment pages and their forms. */
export const FormsSchema = z.object({
  contactPage: z.object({
    bannerTitle: z.literal("Contact Us"),
    bannerText: text,
    cardTitle: z.literal("Contact Us"),
    cardText: text,
    callLabel: text,
    whatsappLabel: text,
    formTitle: text,
    formIntro: text,
    locationHeading: z.literal("Our Location"),
    locationText: text,
    showMap: text,
    mapTitle: text,
    mapNotice: text,
    openInMaps: text,
  }),
  contactForm: z.object({
    firstName: z.literal("First Name"),
    lastName: z.literal("Last Name"),
    email: z.literal("Email"),
    phone: z.literal("Phone Number"),
    message: z.literal("Message"),
    submit: z.literal("Send Message"),
    submitting: z.literal("Sending..."),
  }),
  appointmentPage: z.object({
    headingStart: z.literal("Schedule an appointment with a specialist at"),
    headingEnd: z.literal("for Personalized Care."),
    line: z.literal("Get a second opinion from our super specialist doctors."),
    formTitle: z.literal("Book Appointment"),
    formIntro: text,
    whatHappensNext: z.object({ heading: text, steps: z.array(text).min(2) }),
  }),
  appointmentForm: z.object({
    name: z.literal("Name"),
    email: z.literal("Email"),
    phoneNumber: z.literal("Phone Number"),
    speciality: z.literal("Speciality"),
    specialityPlaceholder: text,
    /** Visible label of each dropdown option; the value sent stays the English option. */
    specialityOptions: z.record(z.enum(APPOINTMENT_SPECIALITIES), text),
    query: z.literal("Query"),
    submit: z.literal("Book Now"),
    submitting: z.literal("Submitting..."),
  }),
  /** The browser alerts of spec section 8, exactly. */
  alerts: z.object({
    contactSuccess: z.literal("Message submitted successfully!"),
    contactFailure: z.literal("Failed to send message. Please try again."),
    appointmentSuccess: z.literal("Form Submitted, Team will contact you soon."),
    appointmentFailure: z.literal("Failed to book the appointment. Please try again."),
    appointmentError: z.literal("An error occurred. Please try again."),
  }),
  /** The line above each submit button; "{link}" marks where the privacy notice link goes. */
  privacyNotice: text.includes("{link}"),
  privacyLinkText: text,
  honeypotLabel: text,
});

export type FormsContent = z.infer<typeof FormsSchema>;
