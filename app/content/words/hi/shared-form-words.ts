/** What both forms show, in this language: the privacy line and the hidden field's label. */
import type { FormsContent } from "../forms.schema";
import { HINDI_TERMS } from "./glossary";

export const formCommon: Pick<
  FormsContent,
  "privacyNotice" | "privacyLinkText" | "honeypotLabel" | "emergencyNotice" | "redFlagNotice" | "afterSend" | "textCounter" | "textTooLong"
> = {
  privacyNotice: "हम ये जानकारी केवल आपको जवाब देने के लिए इस्तेमाल करते हैं। हमारी {link} पढ़ें।",
  privacyLinkText: HINDI_TERMS.privacyPolicy,
  emergencyNotice: "यह फ़ॉर्म इमरजेंसी के लिए नहीं है। इमरजेंसी में {phone} (24x7) पर या एम्बुलेंस के लिए {ambulance} पर कॉल करें।",
  redFlagNotice: {
    heading: "यह इमरजेंसी लगती है",
    text: "इस फ़ॉर्म के जवाब का इंतज़ार न करें: अभी एम्बुलेंस बुलाएँ या हमारे इमरजेंसी विभाग को कॉल करें। आप अपना संदेश फिर भी भेज सकते हैं।",
    callAmbulance: "एम्बुलेंस के लिए {ambulance} पर कॉल करें",
    callEmergency: "इमरजेंसी: {phone} पर कॉल करें",
  },
  afterSend: {
    nextHeading: "आगे क्या होगा",
    emergency: "इमरजेंसी हो तो हमारे जवाब का इंतज़ार न करें: {phone} (24x7) पर कॉल करें, या एम्बुलेंस के लिए {ambulance} पर।",
  },
  textCounter: "{limit} में से {count} अक्षर",
  textTooLong: "{over} अक्षर ज़्यादा हैं: सीमा {limit} अक्षर है। कृपया इसे छोटा करें; हमने कुछ नहीं काटा है।",
  honeypotLabel: "इस फ़ील्ड को खाली छोड़ें",
};
