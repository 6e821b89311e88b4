import type { FindDoctorPageContent } from "../find-doctor.schema";

export const findDoctorPage: FindDoctorPageContent = {
  heroTitle: "जयपुर के शीर्ष सुपर स्पेशलिस्ट डॉक्टरों की सूची",
  heroText: "हड्डी रोग, सर्जरी, मेडिसिन, महिला और शिशु स्वास्थ्य तथा जाँच के अनुभवी कंसल्टेंट, सांगानेर में एक ही छत के नीचे।",
  whatsappChat: "व्हाट्सऐप पर बात करें",
  requestAppointment: "अपॉइंटमेंट का अनुरोध करें",
  breadcrumbHome: "होम",
  breadcrumbCurrent: "हमारे डॉक्टर",
  gridHeading: "हमारे विशेषज्ञ डॉक्टर",
  bookAppointment: "अपॉइंटमेंट बुक करें",
  consultationLabel: "ओपीडी",
  languagesLabel: "भाषाएँ",
  meetHeading: "हमारे डॉक्टरों से मिलें",
  meetIntro: "छोटे वीडियो, जिनमें हमारे डॉक्टर मरीज़ों के सबसे ज़्यादा पूछे जाने वाले सवालों के जवाब देते हैं।",
  playVideo: "वीडियो चलाएँ",
  watchOnFacebook: "फ़ेसबुक पर देखें",
  bannerTitle: "समझ नहीं आ रहा कि किस डॉक्टर को दिखाएँ?",
  bannerText: "हमें अपनी समस्या बताइए, हमारा अपॉइंटमेंट डेस्क आपको सही विशेषज्ञ तक पहुँचाएगा।",
  bannerAction: "अपॉइंटमेंट का अनुरोध करें",
};
