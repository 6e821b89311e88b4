/** The forms' validation messages in Hindi: the browser shows them and the server answers with them. */
import type { AppointmentMessages } from "#schemas/appointment";
import type { ContactMessages } from "#schemas/contact";
import { FIELD_LIMITS } from "#schemas/limits";

export const contactMessages: ContactMessages = {
  firstNameRequired: "पहला नाम ज़रूरी है",
  lastNameRequired: "उपनाम ज़रूरी है",
  minLength: "कम से कम 2 अक्षर होने चाहिए",
  nameTooLong: `अधिक से अधिक ${FIELD_LIMITS.name} अक्षर हो सकते हैं`,
  emailRequired: "ई-मेल ज़रूरी है",
  emailInvalid: "ई-मेल पता सही नहीं है",
  emailTooLong: `अधिक से अधिक ${FIELD_LIMITS.email} अक्षर हो सकते हैं`,
  phoneRequired: "फ़ोन नंबर ज़रूरी है",
  phoneDigits: "फ़ोन नंबर 10 अंकों का होना चाहिए",
  messageRequired: "संदेश ज़रूरी है",
  messageTooLong: `अधिक से अधिक ${FIELD_LIMITS.text} अक्षर हो सकते हैं`,
  controlCharacters: "इसमें कंट्रोल कैरेक्टर नहीं होने चाहिए",
  singleLine: "यह एक ही पंक्ति में होना चाहिए, बिना कंट्रोल कैरेक्टर के",
};

export const appointmentMessages: AppointmentMessages = {
  nameRequired: "नाम ज़रूरी है",
  nameTooLong: `अधिक से अधिक ${FIELD_LIMITS.name} अक्षर हो सकते हैं`,
  emailRequired: "ई-मेल ज़रूरी है",
  emailInvalid: "ई-मेल का फ़ॉर्मेट सही नहीं है",
  emailTooLong: `अधिक से अधिक ${FIELD_LIMITS.email} अक्षर हो सकते हैं`,
  phoneRequired: "फ़ोन नंबर ज़रूरी है",
  phoneDigits: "फ़ोन नंबर 10 अंकों का होना चाहिए",
  specialityRequired: "विशेषता चुनना ज़रूरी है",
  specialityUnknown: "सूची में से कोई विशेषता चुनें",
  queryRequired: "अपनी समस्या या सवाल लिखना ज़रूरी है",
  queryTooLong: `अधिक से अधिक ${FIELD_LIMITS.text} अक्षर हो सकते हैं`,
  codeInvalid: `code "pdpl" होना चाहिए`,
  controlCharacters: "इसमें कंट्रोल कैरेक्टर नहीं होने चाहिए",
  singleLine: "यह एक ही पंक्ति में होना चाहिए, बिना कंट्रोल कैरेक्टर के",
};
