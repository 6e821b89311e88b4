/** The forms' validation messages in Hindi: the browser shows them and the server answers with them. */
import type { AppointmentMessages } from "#schemas/appointment";
import type { ContactMessages } from "#schemas/contact";
import type { FeedbackMessages } from "#schemas/feedback";
import { FIELD_LIMITS } from "#schemas/limits";
import { PREFERRED_DATE_DAYS_AHEAD } from "#schemas/preferred-date";
import { HINDI_TERMS } from "./glossary";

// Robots are the usual senders of hidden characters, but a patient who pastes from a chat app may meet
// these too: they say what to do, not what a control character is.
const hiddenCharacters = "इसमें कुछ ऐसे छिपे हुए चिह्न हैं जो स्वीकार नहीं किए जाते। कृपया इसे दोबारा टाइप करें।";
const singleLine = "नाम एक ही लाइन में लिखें, बिना छिपे हुए चिह्नों के।";

export const contactMessages: ContactMessages = {
  firstNameRequired: "कृपया अपना पहला नाम लिखें",
  lastNameRequired: `कृपया अपना ${HINDI_TERMS.surname} लिखें`,
  minLength: "नाम में कम से कम 2 अक्षर होने चाहिए",
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${FIELD_LIMITS.name} अक्षरों का हो सकता है`,
  emailRequired: "ई-मेल ज़रूरी है",
  emailInvalid: "ई-मेल पता सही नहीं है",
  emailTooLong: `ई-मेल पता ज़्यादा से ज़्यादा ${FIELD_LIMITS.email} अक्षरों का हो सकता है`,
  phoneRequired: "फ़ोन नंबर ज़रूरी है",
  phoneDigits: "फ़ोन नंबर 10 अंकों का होना चाहिए",
  messageRequired: "संदेश ज़रूरी है",
  messageTooLong: `संदेश ${FIELD_LIMITS.text} अक्षरों से छोटा रखें`,
  controlCharacters: hiddenCharacters,
  singleLine,
};

export const appointmentMessages: AppointmentMessages = {
  nameRequired: "कृपया अपना नाम लिखें",
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${FIELD_LIMITS.name} अक्षरों का हो सकता है`,
  emailRequired: "ई-मेल ज़रूरी है",
  emailInvalid: "ई-मेल पता सही नहीं है",
  emailTooLong: `ई-मेल पता ज़्यादा से ज़्यादा ${FIELD_LIMITS.email} अक्षरों का हो सकता है`,
  phoneRequired: "फ़ोन नंबर ज़रूरी है",
  phoneDigits: "फ़ोन नंबर 10 अंकों का होना चाहिए",
  specialityRequired: `कृपया ${HINDI_TERMS.departmentWithGloss} चुनें`,
  specialityUnknown: `सूची में से कोई ${HINDI_TERMS.departmentWithGloss} चुनें`,
  queryRequired: "अपनी समस्या या सवाल लिखना ज़रूरी है",
  queryTooLong: `अपनी बात ${FIELD_LIMITS.text} अक्षरों से छोटी रखें`,
  codeInvalid: `कोड "pdpl" होना चाहिए`,
  doctorUnknown: "सूची में से कोई डॉक्टर चुनें",
  preferredDateInvalid: "सही तारीख़ चुनें",
  preferredDatePast: "आज की या आगे की कोई तारीख़ चुनें",
  preferredDateTooFar: `अगले ${PREFERRED_DATE_DAYS_AHEAD} दिनों में से कोई तारीख़ चुनें`,
  preferredTimeUnknown: "सुबह या शाम में से एक चुनें",
  controlCharacters: hiddenCharacters,
  singleLine,
};

export const feedbackMessages: FeedbackMessages = {
  nameRequired: "कृपया अपना नाम लिखें",
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${FIELD_LIMITS.name} अक्षरों का हो सकता है`,
  phoneRequired: "फ़ोन नंबर ज़रूरी है",
  phoneDigits: "फ़ोन नंबर 10 अंकों का होना चाहिए",
  emailInvalid: "ई-मेल पता सही नहीं है",
  emailTooLong: `ई-मेल पता ज़्यादा से ज़्यादा ${FIELD_LIMITS.email} अक्षरों का हो सकता है`,
  kindRequired: "शिकायत, सुझाव या तारीफ़ में से एक चुनें",
  messageRequired: "अपनी बात लिखना ज़रूरी है",
  messageTooLong: `अपनी बात ${FIELD_LIMITS.text} अक्षरों से छोटी रखें`,
  referenceInvalid: "रेफ़रेंस नंबर ऐसा दिखता है: APT-7K3M9Q2D या MSG-7K3M9Q2D",
  controlCharacters: hiddenCharacters,
  singleLine,
};
