import type { DoctorPageContent } from "../doctor-page.schema";

export const doctorPage: DoctorPageContent = {
  meta: {
    name: "{doctor}",
    title: "{doctor} | {hospital}",
    description:
      "आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल, सांगानेर, जयपुर में {speciality} के {doctor}: योग्यता, अनुभव, ओपीडी का समय, फ़ीस और अपॉइंटमेंट का अनुरोध कैसे करें।",
  },
  breadcrumbDoctors: "हमारे डॉक्टर",
  factsHeading: "ओपीडी में दिखाने की जानकारी",
  labels: {
    qualification: "योग्यता",
    experience: "अनुभव",
    speciality: "विभाग",
    opdTimings: "ओपीडी का समय",
    fee: "दिखाने की फ़ीस",
    languages: "बोली जाने वाली भाषाएँ",
    registration: "मेडिकल रजिस्ट्रेशन",
    achievements: "विशेष अनुभव",
  },
  callToConfirm: "कृपया फ़ोन करके पूछ लें",
  fee: "₹{amount}",
  registration: "{number}, {council}",
  requestAppointment: "{doctor} से अपॉइंटमेंट का अनुरोध करें",
  call: "कॉल करें",
  askOnWhatsApp: "व्हाट्सऐप पर पूछें",
  whatsappMessage: "नमस्ते, मुझे {doctor} से अपॉइंटमेंट के बारे में पूछना है।",
  allDoctors: "हमारे सभी डॉक्टर देखें",
  experience: "{years}+ साल का अनुभव",
  opdSession: "{days}, {from} से {to} तक",
  clock: {
    smallHours: "रात {time} बजे",
    morning: "सुबह {time} बजे",
    afternoon: "दोपहर {time} बजे",
    evening: "शाम {time} बजे",
    night: "रात {time} बजे",
  },
  onLeave: "{from} से {to} तक छुट्टी पर",
  languageNames: { hindi: "हिन्दी", english: "अंग्रेज़ी", rajasthani: "राजस्थानी" },
};
