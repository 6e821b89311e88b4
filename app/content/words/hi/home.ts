import { working } from "../../hospital-fact";
import type { HomeContent } from "../home.schema";

// The counters' figures and the TPA list are the hospital's to give: the seed's (seed-content.ts) until
// staff change them in the desk. The TPAs here are the seed's list; pages show the published one.
export const home: HomeContent = {
  meta: {
    name: "होम",
    title: "{hospital}, सांगानेर, जयपुर",
    description:
      "सांगानेर, जयपुर का NABH मान्यता प्राप्त मल्टी-स्पेशियलिटी हॉस्पिटल: 24x7 इमरजेंसी, आईसीयू, एनआईसीयू, मॉड्यूलर ओटी, 100+ बेड और अनुभवी विशेषज्ञ। अपॉइंटमेंट बुक करें।",
  },
  hero: {
    heading: "उत्कृष्ट इलाज, दिल से देखभाल",
    lead: "सांगानेर, जयपुर में अनुभवी विशेषज्ञ, 24x7 इमरजेंसी और आधुनिक सुविधाएँ, सरकारी स्वास्थ्य योजनाओं और बीमा के तहत कैशलेस इलाज के साथ।",
    explore: "और जानें",
    apply: "संपर्क करें",
  },
  counters: {
    heading: "हॉस्पिटल एक नज़र में",
    items: [
      { figure: "doctors", suffix: "+", label: "अनुभवी डॉक्टर", icon: "stethoscope" },
      { figure: "beds", suffix: "+", label: "बेड", icon: "bed" },
      { figure: "staff", suffix: "+", label: "स्टाफ़", icon: "users" },
    ],
  },
  bookAppointment: "अपॉइंटमेंट बुक करें",
  services: {
    heading: "हमारी सेवाएँ",
    intro: "इमरजेंसी, नवजात शिशुओं और गंभीर मरीज़ों के लिए चौबीसों घंटे देखभाल, और ठीक होने के लिए आरामदायक कमरे।",
    items: [
      {
        title: "डीलक्स कमरे",
        description: "साफ़-सुथरे, एसी वाले प्राइवेट कमरे, अटेंडेंट के लिए बेड के साथ, ताकि ठीक होते समय परिवार पास रह सके।",
        icon: "bed",
      },
      {
        title: "24x7 इमरजेंसी",
        description: "इमरजेंसी डॉक्टर साल के हर दिन, दिन-रात ड्यूटी पर।",
        icon: "siren",
        whatToDo: {
          sentence: "इमरजेंसी में एम्बुलेंस के लिए {ambulance} पर या हमारी इमरजेंसी लाइन {phone} पर कॉल करें, और सीधे इमरजेंसी गेट पर आएँ।",
          guideLink: "इमरजेंसी गेट तक कैसे पहुँचें",
        },
      },
      {
        title: "एनआईसीयू (NICU)",
        description: "जिन नवजात शिशुओं को ख़ास देखभाल चाहिए, उनके लिए वॉर्मर, फ़ोटोथेरेपी और वेंटिलेटर वाला एनआईसीयू (नवजात शिशु गहन चिकित्सा इकाई)।",
        icon: "baby",
      },
      {
        title: "डिजिटल एक्स-रे",
        description: "भर्ती और ओपीडी मरीज़ों के लिए जल्दी होने वाला, कम रेडिएशन वाला डिजिटल एक्स-रे, हमारे रेडियोलॉजिस्ट की रिपोर्ट के साथ।",
        icon: "scan",
      },
      {
        title: "आईसीयू (ICU)",
        description: "पूरी निगरानी वाला आईसीयू (गहन चिकित्सा इकाई), वेंटिलेटर और हर बेड पर प्रशिक्षित क्रिटिकल-केयर नर्सों के साथ।",
        icon: "heart-pulse",
      },
      {
        title: "मॉड्यूलर ओटी",
        description: "लैमिनार एयर फ़्लो वाले मॉड्यूलर ऑपरेशन थिएटर, हड्डी, जनरल और लैप्रोस्कोपिक (दूरबीन) सर्जरी को सुरक्षित रूप से करने के लिए।",
        icon: "scissors",
      },
    ],
  },
  about: {
    heading: "हमारे बारे में",
    paragraphs: [
      "आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल सांगानेर और पूरे जयपुर के परिवारों की ईमानदार और किफ़ायती इलाज से सेवा करता आया है। हमारे डॉक्टर, नर्सें और स्टाफ़ इमरजेंसी रूम से लेकर आपकी घर वापसी के दिन तक एक टीम की तरह काम करते हैं।",
      "राज्य की स्वास्थ्य योजना (मुख्यमंत्री आयुष्मान आरोग्य योजना), RGHS (राजस्थान गवर्नमेंट हेल्थ स्कीम) और बीमा TPA के साथ हमारा टाई-अप है, ताकि कई मरीज़ों का इलाज कैशलेस हो सके।",
    ],
    readMore: "और पढ़ें",
    readMoreContext: "हॉस्पिटल के बारे में",
  },
  specializations: {
    heading: "हमारे विभाग",
    intro: "कोई विभाग चुनें: उसके डॉक्टरों से मिलें, देखें हम किन बीमारियों का इलाज करते हैं और आम सवालों के जवाब पढ़ें।",
  },
  tieUps: {
    heading: "हमारे टाई-अप",
    intro: "इन योजनाओं और बीमा साझेदारों के तहत पात्र मरीज़ों के लिए कैशलेस इलाज उपलब्ध है। भर्ती के समय अपना कार्ड और फ़ोटो पहचान-पत्र साथ लाएँ।",
    items: [
      {
        name: "मुख्यमंत्री आयुष्मान आरोग्य योजना",
        description: "राजस्थान राज्य की स्वास्थ्य योजना",
        logo: "/images/tie-ups/state-health-scheme.svg",
      },
      {
        name: "ECHS",
        description: "पूर्व सैनिक अंशदायी स्वास्थ्य योजना",
        logo: "/images/tie-ups/echs.svg",
      },
      {
        name: "TPA",
        description: "बीमा के थर्ड-पार्टी एडमिनिस्ट्रेटर",
        logo: "/images/tie-ups/tpa.svg",
      },
    ],
    moreDetails: "और जानकारी",
    hideDetails: "जानकारी छिपाएँ",
    panelTitle: "TPA पैनल की स्थिति",
    panelIntro: "कैशलेस बीमा क्लेम के लिए हम इन थर्ड-पार्टी एडमिनिस्ट्रेटर (TPA) के पैनल में हैं:",
    tpas: working([
      "Medi Assist India TPA",
      "Paramount Health Services & Insurance TPA",
      "Health India Insurance TPA",
      "MD India Health Insurance TPA",
      "Vidal Health Insurance TPA",
      "Family Health Plan Insurance TPA",
      "Raksha Health Insurance TPA",
      "Heritage Health Insurance TPA",
      "Ericson Insurance TPA",
      "Safeway Insurance TPA",
      "Genins India Insurance TPA",
    ]),
  },
  accreditation: {
    heading: "NABH मान्यता प्राप्त हॉस्पिटल",
    paragraphs: [
      "आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल को नेशनल एक्रेडिटेशन बोर्ड फ़ॉर हॉस्पिटल्स एंड हेल्थकेयर प्रोवाइडर्स (NABH) से मान्यता प्राप्त है।",
      "यह मान्यता पाने के लिए हॉस्पिटल को मरीज़ों की सुरक्षा और इलाज की गुणवत्ता के 500 से ज़्यादा तय मानकों पर परखा गया, संक्रमण नियंत्रण और दवाओं की सुरक्षा से लेकर मरीज़ों के अधिकारों तक।",
    ],
    certificateLink: "प्रमाण-पत्र देखें (PDF)",
  },
  doctors: {
    heading: "हमारे डॉक्टर",
    intro: "अनुभवी कंसल्टेंट, जो आपका इलाज आसान शब्दों में, हिन्दी या अंग्रेज़ी में समझाते हैं।",
    viewAll: "सभी डॉक्टर देखें",
  },
  pharmacy: {
    heading: "फ़ार्मेसी स्टोर",
    intro: "हमारी इन-हाउस फ़ार्मेसी में आपके डॉक्टर की लिखी दवाएँ उचित दाम पर हमेशा मिलती हैं।",
    points: [
      { icon: "clock", title: "तेज़ और भरोसेमंद", text: "काउंटर पर और फ़ोन से दिए ऑर्डर, दोनों के लिए तेज़ और भरोसेमंद सेवा।" },
      { icon: "shield-check", title: "भरोसेमंद दवाएँ", text: "ऐसी दवाएँ जिन पर हमारे हॉस्पिटल के डॉक्टर भरोसा करते हैं।" },
    ],
    placeOrder: "अपना ऑर्डर दें",
  },
};
