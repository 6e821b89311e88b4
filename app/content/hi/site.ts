import { paths } from "../../paths";
import { HINDI_GLOSSARY } from "../glossary";
import { hospital } from "../hospital";
import type { SiteContent } from "../site.schema";

export const site: SiteContent = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  brandLocation: "सांगानेर, जयपुर",
  nav: {
    label: "मुख्य मेन्यू",
    home: "होम",
    about: "हमारे बारे में",
    specialities: HINDI_GLOSSARY.department.term,
    findDoctor: "डॉक्टर खोजें",
    contact: "संपर्क",
    bookAppointment: "अपॉइंटमेंट बुक करें",
    openMenu: "मेन्यू खोलें",
    closeMenu: "मेन्यू बंद करें",
    callUs: "कॉल करें",
  },
  scrollToTop: "ऊपर जाएँ",
  opensInNewTab: "(नए टैब में खुलता है)",
  footer: {
    description: `सांगानेर, जयपुर का ${hospital.displayName.hi} अनुभवी विशेषज्ञ डॉक्टर, चौबीसों घंटे इमरजेंसी, आईसीयू और आधुनिक जाँच सुविधाएँ एक ही छत के नीचे देता है, ताकि जयपुर और आसपास के कस्बों के परिवारों को घर के पास अच्छा इलाज मिल सके।`,
    followUs: "हमें फ़ॉलो करें",
    contactHeading: "संपर्क करें",
    phoneLabel: "फ़ोन",
    emailLabel: "ई-मेल",
    addressLabel: "पता",
    supportNote: "हमारी सहायता और सेल्स टीम आपके सवालों के जवाब देने के लिए साल के 365 दिन, चौबीसों घंटे उपलब्ध है।",
    specialitiesHeading: HINDI_GLOSSARY.department.term,
    seeMore: "और देखें",
    patientsHeading: "मरीज़ों के लिए",
    patientLinks: [
      { label: "डॉक्टर खोजें", path: paths.findDoctor },
      { label: "अपॉइंटमेंट बुक करें", path: paths.bookAppointment },
      { label: "हमारे डॉक्टरों से मिलें", path: paths.meetDoctors },
      { label: "तकनीक", path: paths.home },
      { label: "गैलरी", path: paths.gallery },
      { label: "संपर्क करें", path: paths.contact },
    ],
    termsOfUse: "उपयोग की शर्तें",
    privacyPolicy: HINDI_GLOSSARY.privacyPolicy.term,
    copyright: `© {year} ${hospital.displayName.hi}। सर्वाधिकार सुरक्षित।`,
  },
  social: {
    facebook: "फ़ेसबुक",
    youtube: "यूट्यूब",
    instagram: "इंस्टाग्राम",
    linkedin: "लिंक्डइन",
  },
  breadcrumbHome: "होम",
  breadcrumbLabel: "आप यहाँ हैं",
  errorPage: {
    heading: "कुछ गड़बड़ हो गई",
    text: "यह पेज नहीं खुल सका (एरर {status})। कृपया {link} पर वापस जाएँ।",
    homeLink: "होम पेज",
  },
  noPhoto: "फ़ोटो उपलब्ध नहीं",
};
