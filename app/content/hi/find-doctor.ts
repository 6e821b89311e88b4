// HOSPITAL TO CONFIRM: the video links and which doctor speaks in each.
import { facebookVideo } from "../facebook-video";
import type { FindDoctorPageContent } from "../find-doctor.schema";

export const findDoctorPage: FindDoctorPageContent = {
  meta: {
    name: "डॉक्टर खोजें",
    title: "डॉक्टर खोजें | आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल, जयपुर",
    description:
      "जयपुर में हमारे सुपर स्पेशलिस्ट डॉक्टरों से मिलें: योग्यता, अनुभव और ओपीडी का समय। ऑनलाइन अपॉइंटमेंट माँगें या व्हाट्सऐप पर हमसे बात करें।",
  },
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
  videos: [
    {
      id: "knee-pain-joint-replacement",
      title: "घुटने का दर्द: जोड़ प्रत्यारोपण कब सही विकल्प है?",
      name: "Dr. Rajendra Singh Shekhawat",
      specialty: "ऑर्थोपेडिक्स (हड्डी रोग)",
      ...facebookVideo("1046823915736281"),
    },
    {
      id: "childhood-fever-vaccinations",
      title: "बच्चों में बुख़ार और टीके क्यों ज़रूरी हैं",
      name: "Dr. Vikas Sharma",
      specialty: "पीडियाट्रिक्स (शिशु रोग)",
      ...facebookVideo("872315649027438"),
    },
    {
      id: "safe-pregnancy-check-ups",
      title: "सुरक्षित गर्भावस्था के लिए नियमित जाँच",
      name: "Dr. Sunita Choudhary",
      specialty: "ऑब्स्टेट्रिक्स (प्रसूति)",
      ...facebookVideo("1193574628401956"),
    },
    {
      id: "managing-diabetes",
      title: "रोज़मर्रा की ज़िंदगी में डायबिटीज़ का प्रबंधन",
      name: "Dr. Anil Khandelwal",
      specialty: "डायबेटोलॉजी (मधुमेह)",
      ...facebookVideo("658204917342816"),
    },
    {
      id: "abdominal-pain-surgeon",
      title: "पेट दर्द में सर्जन को कब दिखाना चाहिए?",
      name: "Dr. Sanjay Meena",
      specialty: "जनरल सर्जरी",
      ...facebookVideo("1327960485113794"),
    },
  ],
};
