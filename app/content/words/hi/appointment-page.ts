/** The Book Appointment page and its form, in this language. */
import type { AppointmentSpeciality } from "#schemas/appointment-options";
import type { FormsContent } from "../forms.schema";
import { HINDI_TERMS } from "./glossary";
import { missing } from "../../hospital-fact";

/** What the dropdown shows; the value sent to the hospital stays the English option. */
const specialityOptions: Record<AppointmentSpeciality, string> = {
  "Cardiac Care": "हृदय रोग (कार्डियक केयर)",
  Laparoscopy: "लैप्रोस्कोपी (दूरबीन सर्जरी)",
  Endoscopy: "एंडोस्कोपी",
  Gastroenterology: "गैस्ट्रोएंटरोलॉजी (पेट व आँत के रोग)",
  Hernia: "हर्निया",
  "Plastic Surgery": "प्लास्टिक सर्जरी",
  Gallbladder: "पित्ताशय / पित्त की थैली (गॉलब्लैडर)",
  Piles: "बवासीर (पाइल्स)",
  Fistula: "भगंदर (फ़िस्टुला)",
  Fracture: "फ़्रैक्चर (हड्डी टूटना)",
  "Critical Care": "क्रिटिकल केयर (गंभीर मरीज़ों की देखभाल)",
  "Spine Surgery": "रीढ़ की सर्जरी (स्पाइन सर्जरी)",
  Orthopaedics: "ऑर्थोपेडिक्स (हड्डी रोग)",
  Urology: "यूरोलॉजी (पेशाब व पथरी के रोग)",
  Neurology: "न्यूरोलॉजी (दिमाग़ व नसों के रोग)",
  Oncology: "ऑन्कोलॉजी (कैंसर रोग)",
  Gynecology: "गायनेकोलॉजी (स्त्री रोग)",
};

/** The Book Appointment page's own words. */
export const appointmentPage: FormsContent["appointmentPage"] = {
  meta: {
    name: "अपॉइंटमेंट बुक करें",
    title: "अपॉइंटमेंट बुक करें | {hospital}",
    description: "आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल, जयपुर में विशेषज्ञ डॉक्टर का अपॉइंटमेंट लें, या हमारे सुपर स्पेशलिस्ट डॉक्टरों से दूसरी राय लें।",
  },
  headingStart: "व्यक्तिगत देखभाल के लिए",
  headingEnd: "में विशेषज्ञ डॉक्टर से अपॉइंटमेंट तय करें।",
  line: "हमारे सुपर स्पेशलिस्ट डॉक्टरों से दूसरी राय लें।",
  formTitle: "अपॉइंटमेंट बुक करें",
  formIntro:
    'बताइए कि आप किस डॉक्टर को और किस वजह से दिखाना चाहते हैं। जिन पर "ज़रूरी नहीं" लिखा है, उन्हें छोड़कर बाक़ी सब जानकारी भरें, ताकि सही डॉक्टर आपको वापस कॉल कर सकें।',
  callBackTime: missing(),
  whatHappensNext: {
    heading: "आगे क्या होगा",
    steps: [
      "हमारा अपॉइंटमेंट डेस्क आपका अनुरोध पढ़कर सही विशेषज्ञ तय करता है।",
      "तारीख़ और समय पक्का करने के लिए हम आपके दिए नंबर पर कॉल करते हैं।",
      "दिखाने आते समय पुरानी रिपोर्टें, एक्स-रे और अपनी दवाओं की सूची साथ लाएँ।",
    ],
  },
  confirmation: {
    heading: "आपका अनुरोध हमें मिल गया है",
    referenceLabel: "आपका रेफ़रेंस नंबर",
    copy: "कॉपी करें",
    copied: "कॉपी हो गया",
    referenceHint: "यह रेफ़रेंस नंबर संभालकर रखें। हमें कॉल करते समय या हमारा कॉल आने पर यही नंबर बताएँ।",
    askedHeading: "आपने क्या माँगा",
    doctor: "डॉक्टर",
    department: HINDI_TERMS.department,
    speciality: HINDI_TERMS.departmentWithGloss,
    day: "आप किस दिन आना चाहेंगे",
    dayAny: "कोई भी दिन",
    partOfDay: "सुबह या शाम",
    nextHeading: "आगे क्या होगा",
    callsFrom: "तारीख़ और समय तय करने के लिए हम आपको {phone} से कॉल करेंगे। यह नंबर सेव कर लें, ताकि आप पहचान सकें कि कॉल हमारा है।",
    callsYou: "तारीख़ और समय तय करने के लिए हम आपके दिए नंबर पर कॉल करेंगे।",
    emergency: "इमरजेंसी हो तो हमारे कॉल का इंतज़ार न करें: {phone} (24x7) पर कॉल करें, या एम्बुलेंस के लिए {ambulance} पर।",
    another: "परिवार के किसी और सदस्य के लिए बुक करें",
  },
  sendFailure: {
    heading: "आपका अनुरोध नहीं भेजा जा सका",
    offline: 'लगता है आपका फ़ोन इंटरनेट से नहीं जुड़ा है। आपने जो भरा था, वह फ़ॉर्म में है: इंटरनेट देखकर "अभी बुक करें" फिर से दबाएँ।',
    tooMany: "अभी हम आपका अनुरोध नहीं ले सके। आपने जो भरा था, वह फ़ॉर्म में है: कृपया एक मिनट बाद फिर से भेजें।",
    unavailable: "हमारा बुकिंग सिस्टम अभी व्यस्त है। आपने जो भरा था, वह फ़ॉर्म में है: कृपया एक मिनट बाद फिर से भेजें।",
    other: "कुछ गड़बड़ हो गई। आपने जो भरा था, वह फ़ॉर्म में है: कृपया फिर से भेजें।",
    callUs: "या फ़ोन पर बुक करें: {phone} पर कॉल करें।",
  },
};

/** The appointment form's labels and options. */
export const appointmentForm: FormsContent["appointmentForm"] = {
  name: "नाम",
  email: "ई-मेल",
  phoneNumber: "फ़ोन नंबर",
  speciality: HINDI_TERMS.departmentWithGloss,
  specialityPlaceholder: `${HINDI_TERMS.department} चुनें`,
  specialityOptions,
  query: "आपकी समस्या या सवाल",
  doctor: "डॉक्टर (ज़रूरी नहीं)",
  doctorAny: "कोई भी डॉक्टर",
  preferredDate: "आप किस दिन आना चाहेंगे (ज़रूरी नहीं)",
  preferredTime: "सुबह या शाम (ज़रूरी नहीं)",
  preferredTimeAny: "कोई भी समय",
  preferredTimeOptions: { morning: "सुबह", evening: "शाम" },
  doctorWithOpdDays: "{doctor} (ओपीडी: {days})",
  offOpdDayNote:
    "आपने जो दिन चुना है, उस दिन {doctor} की ओपीडी नहीं होती; उनकी ओपीडी {days} को होती है। आप यह अनुरोध फिर भी भेज सकते हैं; हम आपको कॉल करके आपके साथ दिन तय कर लेंगे।",
  weekdays: {
    sunday: "रविवार",
    monday: "सोमवार",
    tuesday: "मंगलवार",
    wednesday: "बुधवार",
    thursday: "गुरुवार",
    friday: "शुक्रवार",
    saturday: "शनिवार",
  },
  forDoctor: "{doctor} ({department}) से मिलने के लिए अपॉइंटमेंट का अनुरोध",
  stillEmpty: "बुक करने के लिए अभी भरना बाक़ी है: {fields}",
  submit: "अभी बुक करें",
  submitting: "जमा किया जा रहा है...",
};

/** The appointment form's browser alerts (spec section 8). */
export const appointmentAlerts: Pick<FormsContent["alerts"], "appointmentSuccess" | "appointmentFailure" | "appointmentError"> = {
  appointmentSuccess: "फ़ॉर्म जमा हो गया है, हमारी टीम जल्द ही आपसे संपर्क करेगी।",
  appointmentFailure: "अपॉइंटमेंट बुक नहीं हो सका। कृपया फिर से कोशिश करें।",
  appointmentError: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
};
