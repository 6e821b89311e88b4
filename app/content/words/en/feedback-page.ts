/** The feedback page and its form, in this language. */
import type { FeedbackPageContent } from "../feedback-page.schema";
import { missing } from "../../hospital-fact";

export const feedbackPage: FeedbackPageContent = {
  page: {
    meta: {
      name: "Feedback",
      title: "Feedback and Complaints | {hospital}, Jaipur",
      description:
        "Tell Aarogya Multi-Speciality Hospital, Jaipur, what went wrong, what we could do better or what went well. Every complaint reaches our grievance officer.",
    },
    bannerTitle: "Feedback",
    bannerText: "Tell us what went wrong, what we could do better, or what went well. We read every message.",
    intro:
      "Your words help us care better for the next patient. Send a complaint, a suggestion or a compliment, about a visit, a stay, a bill or any of our staff.",
    complaintsHeading: "Complaints",
    complaintsText:
      "Every complaint goes to our grievance officer, who looks into it and gets back to you by phone. If your complaint is about an earlier appointment or message, add its reference number so we can find it quickly.",
    grievanceOfficerLabel: "Grievance officer",
    grievanceOfficer: missing(),
    grievanceOfficerToConfirm: "Please call to confirm who our grievance officer is.",
    callLabel: "Call",
    formTitle: "Send us your feedback",
    formIntro: "Fields marked optional can be left empty. We will reply by phone, or by e-mail if you give one.",
  },
  form: {
    name: "Name",
    phone: "Phone Number",
    email: "Email (optional)",
    kind: "What would you like to tell us?",
    message: "Your feedback",
    earlierReference: "Reference of an earlier request (optional)",
    earlierReferenceHint: "For example APT-7K3M9Q2D, from the message you saw when you sent it.",
    kindOptions: { complaint: "A complaint", suggestion: "A suggestion", compliment: "A compliment" },
    submit: "Send Feedback",
    submitting: "Sending...",
  },
  alerts: {
    success: "Thank you. Your feedback has reached the hospital.",
    referenceLine: "Your reference number is {reference}. Please quote it if you call us about this.",
    next: "Our grievance officer reads it and, where there is something to answer, gets back to you by phone or e-mail.",
    failure: "Your feedback could not be sent. What you typed is still here: please try again, or call us.",
  },
};
