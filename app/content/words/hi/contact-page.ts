/** The Contact page and its form, in this language. */
import type { FormsContent } from "../forms.schema";
import { HINDI_TERMS } from "./glossary";
import { missing } from "../../hospital-fact";

/** The Contact page's own words. */
export const contactPage: FormsContent["contactPage"] = {
  meta: {
    name: "संपर्क करें",
    title: "संपर्क करें | {hospital}, जयपुर",
    description: "कॉल, व्हाट्सऐप, ई-मेल करें या हमें संदेश भेजें। आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल: टोंक रोड, सांगानेर, जयपुर, राजस्थान 302029।",
  },
  bannerTitle: "संपर्क करें",
  bannerText: "इलाज, बिल या मुलाक़ात के बारे में कोई सवाल है? कॉल करें, व्हाट्सऐप करें या लिखें, हमारी टीम आपकी मदद करेगी।",
  cardTitle: "संपर्क करें",
  receptionHours: missing(),
  cardText: "इमरजेंसी में सीधे इमरजेंसी गेट पर आएँ या हमें कॉल करें।",
  callLabel: "कॉल करें",
  whatsappLabel: "व्हाट्सऐप पर बात करें",
  formTitle: "हमें संदेश भेजें",
  formIntro: "फ़ॉर्म भरें, हमारी टीम फ़ोन या ई-मेल से जवाब देगी।",
  replyTime: missing(),
  locationHeading: "हमारा पता",
  locationText: "हम टोंक रोड पर सांगानेर फ़्लाईओवर के पास हैं, जयपुर एयरपोर्ट से थोड़ी ही दूरी पर।",
  parking: missing(),
  showMap: "नक़्शा दिखाएँ",
  mapTitle: "सांगानेर, जयपुर में हॉस्पिटल की जगह दिखाता नक़्शा",
  mapNotice: "नक़्शा गूगल मैप्स से आता है और तभी लोड होता है जब आप उसे देखना चाहें।",
  openInMaps: "गूगल मैप्स में खोलें",
  confirmation: {
    heading: "आपका संदेश हमें मिल गया है",
    referenceLine: "आपका रेफ़रेंस नंबर {reference} है।",
    referenceHint: "इसे संभालकर रखें, और इस संदेश के बारे में कॉल करें तो यही नंबर बताएँ।",
    next: "हमारी टीम आपका संदेश पढ़कर फ़ोन या ई-मेल से जवाब देगी।",
  },
};

/** The contact form's labels. */
export const contactForm: FormsContent["contactForm"] = {
  firstName: "पहला नाम",
  lastName: HINDI_TERMS.surname,
  email: "ई-मेल",
  phone: "फ़ोन नंबर",
  message: "संदेश",
  submit: "संदेश भेजें",
  submitting: "भेजा जा रहा है...",
};

/** The contact form's browser alerts (spec section 8). */
export const contactAlerts: Pick<FormsContent["alerts"], "contactSuccess" | "contactFailure"> = {
  contactSuccess: "आपका संदेश सफलतापूर्वक भेज दिया गया है!",
  contactFailure: "संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
};
