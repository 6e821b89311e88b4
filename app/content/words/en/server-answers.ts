import type { ServerAnswers } from "../server-answers.schema";

export const serverAnswers: ServerAnswers = {
  resultPages: {
    referenceLine: "Your reference number is",
    referenceHint: "Quote it if you call us about this.",
    invalidHeading: "Please check the form",
    invalidIntro: "Nothing was sent yet. Please correct the following and send the form again:",
    invalidBackHint: "Your browser's Back button returns to the form with what you typed.",
    tooManyHeading: "Too many attempts",
    tooManyText: "This form was sent too many times from your connection. Please try again later, or call us.",
    unavailableHeading: "Not sent yet",
    unavailableText: "We could not save your form just now. Please go back and send it again in a minute, or call us.",
    crossSiteHeading: "Not sent: this form came from another website",
    crossSiteText:
      "For your safety we accept this form only from our own website. Nothing was sent. Please fill it in on our site, or call us.",
    busyHeading: "Very busy just now",
    busyText:
      "We are receiving an unusual number of forms and could not take yours. Nothing was sent. Please try again in a minute, or call us.",
    callUs: "Call us:",
    backToForm: "Back to the form",
    home: "Home page",
    nextSteps: "Next steps",
    patientGuide: "Before you come: patient and visitor guide",
  },
  acknowledgement: {
    subject: "We received your appointment request ({reference})",
    greeting: "Dear patient,",
    thanks: "Thank you for your appointment request to {hospital}. Our team will contact you soon.",
    reference: "Your reference: {reference}",
    callSooner: "If you need to reach us sooner, please call {phone} and quote your reference.",
  },
};
