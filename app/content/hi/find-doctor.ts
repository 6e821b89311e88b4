import { facebookVideo } from "../facebook-video";
import type { FindDoctorPageContent } from "../find-doctor.schema";
import { missing, working } from "../hospital-fact";

export const findDoctorPage: FindDoctorPageContent = {
  meta: {
    name: "डॉक्टर खोजें",
    title: "डॉक्टर खोजें | आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल, जयपुर",
    description: "जयपुर में हमारे सुपर स्पेशलिस्ट डॉक्टरों से मिलें: योग्यता, अनुभव और ओपीडी का समय। ऑनलाइन अपॉइंटमेंट लें या व्हाट्सऐप पर हमसे बात करें।",
  },
  heroTitle: "जयपुर के प्रमुख सुपर स्पेशलिस्ट डॉक्टरों की सूची",
  heroText: "हड्डी रोग, सर्जरी, मेडिसिन, महिला और शिशु स्वास्थ्य तथा जाँच के अनुभवी कंसल्टेंट, सांगानेर में एक ही छत के नीचे।",
  whatsappChat: "व्हाट्सऐप पर बात करें",
  requestAppointment: "अपॉइंटमेंट का अनुरोध करें",
  breadcrumbHome: "होम",
  breadcrumbCurrent: "हमारे डॉक्टर",
  gridHeading: "हमारे विशेषज्ञ डॉक्टर",
  bookAppointment: "अपॉइंटमेंट बुक करें",
  consultationLabel: "ओपीडी",
  callToConfirm: "कृपया फ़ोन करके पूछ लें",
  opdTimingsLabel: "ओपीडी का समय",
  languagesLabel: "भाषाएँ",
  meetHeading: "हमारे डॉक्टरों से मिलें",
  meetIntro: "छोटे वीडियो, जिनमें हमारे डॉक्टर मरीज़ों के सबसे ज़्यादा पूछे जाने वाले सवालों के जवाब देते हैं।",
  playVideo: "वीडियो चलाएँ",
  watchOnFacebook: "फ़ेसबुक पर देखें",
  bannerTitle: "समझ नहीं आ रहा कि किस डॉक्टर को दिखाएँ?",
  bannerText: "हमें अपनी समस्या बताइए, हमारा अपॉइंटमेंट डेस्क आपको सही विशेषज्ञ तक पहुँचाएगा।",
  bannerAction: "अपॉइंटमेंट का अनुरोध करें",
  doctorDetails: {
    "rajendra-singh-shekhawat": {
      consultation: missing(),
      languages: working(["हिन्दी", "अंग्रेज़ी", "राजस्थानी"]),
      achievements: working("घुटना और कूल्हा बदलने का ऑपरेशन (नी व हिप रिप्लेसमेंट) और गंभीर चोटों की जटिल सर्जरी करते हैं।"),
    },
    "mahesh-gupta": {
      consultation: missing(),
      languages: working(["हिन्दी", "अंग्रेज़ी", "राजस्थानी"]),
      achievements: working("वयस्कों में बुख़ार, संक्रमण, ब्लड प्रेशर और दूसरी लंबी बीमारियों का इलाज करते हैं।"),
    },
    "sanjay-meena": {
      consultation: missing(),
      languages: working(["हिन्दी", "अंग्रेज़ी", "राजस्थानी"]),
      achievements: working("पित्ताशय की पथरी, हर्निया और अपेंडिसाइटिस की दूरबीन (लैप्रोस्कोपिक) सर्जरी करते हैं।"),
    },
    "neha-mathur": {
      consultation: missing(),
      languages: working(["हिन्दी", "अंग्रेज़ी"]),
      achievements: working("एक्स-रे की रिपोर्ट बनाती हैं और गर्भावस्था की सोनोग्राफ़ी सहित अल्ट्रासाउंड जाँच करती हैं।"),
    },
    "vikas-sharma": {
      consultation: missing(),
      languages: working(["हिन्दी", "अंग्रेज़ी", "राजस्थानी"]),
      achievements: working("एनआईसीयू में नवजात शिशुओं की, और बुख़ार, संक्रमण और ठीक से न बढ़ने (लंबाई-वज़न) की समस्या वाले बच्चों की देखभाल करते हैं।"),
    },
    "sunita-choudhary": {
      consultation: missing(),
      languages: working(["हिन्दी", "अंग्रेज़ी", "राजस्थानी"]),
      achievements: working("सामान्य और हाई-रिस्क गर्भावस्था की देखभाल करती हैं, और नॉर्मल डिलीवरी व सिज़ेरियन ऑपरेशन करती हैं।"),
    },
    "priya-jain": {
      consultation: missing(),
      languages: working(["हिन्दी", "अंग्रेज़ी"]),
      achievements: working("माहवारी की समस्याओं, संक्रमण और रजोनिवृत्ति (मेनोपॉज़) से जुड़ी परेशानियों का इलाज और स्त्री रोग की सर्जरी करती हैं।"),
    },
    "anil-khandelwal": {
      consultation: missing(),
      languages: working(["हिन्दी", "अंग्रेज़ी", "राजस्थानी"]),
      achievements: working("डायबिटीज़ के मरीज़ों को इलाज और खान-पान की सलाह से शुगर कंट्रोल में रखने और जटिलताओं से बचने में मदद करते हैं।"),
    },
  },
  videos: [
    {
      id: "knee-pain-joint-replacement",
      title: "घुटने का दर्द: जोड़ बदलवाना (जॉइंट रिप्लेसमेंट) कब सही है?",
      name: "Dr. Rajendra Singh Shekhawat",
      specialty: "ऑर्थोपेडिक्स (हड्डी रोग)",
      ...facebookVideo("1046823915736281"),
    },
    {
      id: "childhood-fever-vaccinations",
      title: "बच्चों में बुख़ार और टीके क्यों ज़रूरी हैं",
      name: "Dr. Vikas Sharma",
      specialty: "पीडियाट्रिक्स (शिशु एवं बाल रोग)",
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
      title: "रोज़मर्रा की ज़िंदगी में डायबिटीज़ को कंट्रोल कैसे रखें",
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
