import { paths } from "#common/paths";
import type { SiteContent } from "../site.schema";

export const site: SiteContent = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  brandLocation: "सांगानेर, जयपुर",
  nav: {
    label: "मुख्य",
    home: "होम",
    about: "हमारे बारे में",
    specialities: "विशेषताएँ",
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
    description:
      "सांगानेर, जयपुर का आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल (Aarogya Multi-Speciality Hospital) अनुभवी विशेषज्ञ डॉक्टर, चौबीसों घंटे इमरजेंसी, आईसीयू और आधुनिक जाँच सुविधाएँ एक ही छत के नीचे लाता है, जयपुर और आसपास के कस्बों के परिवारों के पास।",
    followUs: "हमें फ़ॉलो करें",
    contactHeading: "संपर्क करें",
    phoneLabel: "फ़ोन",
    emailLabel: "ई-मेल",
    addressLabel: "पता",
    supportNote: "हमारी सहायता और सेल्स टीम आपके सवालों के जवाब देने के लिए साल के 365 दिन, 24 घंटे, सातों दिन (365/24/7) उपलब्ध है।",
    specialitiesHeading: "विशेषताएँ",
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
    privacyPolicy: "गोपनीयता नीति",
    copyright: "© {year} Aarogya Multi-Speciality Hospital. सर्वाधिकार सुरक्षित।",
  },
  social: {
    facebook: "फ़ेसबुक",
    youtube: "यूट्यूब",
    instagram: "इंस्टाग्राम",
    linkedin: "लिंक्डइन",
  },
  breadcrumbHome: "होम",
  breadcrumbLabel: "पेज का रास्ता",
  errorPage: {
    heading: "कुछ गड़बड़ हो गई",
    text: "यह पेज नहीं दिखाया जा सका (त्रुटि {status})। कृपया {link} पर लौटें।",
    homeLink: "होम पेज",
  },
  noPhoto: "फ़ोटो उपलब्ध नहीं",
};
