/** What both forms show, in this language: the privacy line and the hidden field's label. */
import type { FormsContent } from "../forms.schema";
import { HINDI_TERMS } from "./glossary";

export const formCommon: Pick<FormsContent, "privacyNotice" | "privacyLinkText" | "honeypotLabel" | "emergencyNotice"> = {
  privacyNotice: "हम ये जानकारी केवल आपको जवाब देने के लिए इस्तेमाल करते हैं। हमारी {link} पढ़ें।",
  privacyLinkText: HINDI_TERMS.privacyPolicy,
  emergencyNotice: "यह फ़ॉर्म इमरजेंसी के लिए नहीं है। इमरजेंसी में {phone} (24/7) पर या एम्बुलेंस के लिए {ambulance} पर कॉल करें।",
  honeypotLabel: "इस फ़ील्ड को खाली छोड़ें",
};
