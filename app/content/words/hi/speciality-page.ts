import type { SpecialityPageContent } from "../speciality-page.schema";

export const specialityPage: SpecialityPageContent = {
  meta: {
    name: "{speciality}",
    title: "{speciality} | {hospital}, जयपुर",
    description: "आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल, सांगानेर, जयपुर में {speciality}: हमारे विशेषज्ञ, सुविधाएँ, मरीज़ों के अनुभव और आम सवालों के जवाब।",
  },
  whyChooseUs: "हमें क्यों चुनें?",
  meetOurExperts: "हमारे विशेषज्ञों से मिलें",
  whatPatientsSay: "हमारे मरीज़ क्या कहते हैं",
  faqs: "अक्सर पूछे जाने वाले सवाल",
  bookCta: "अपॉइंटमेंट बुक करें",
  noExperts: "इस विभाग के मरीज़ों को कौन-से डॉक्टर और किन दिनों में देखते हैं, यह जानने के लिए कृपया फ़ोन करें",
  lastReviewed: "जानकारी की आख़िरी जाँच: {date}",
  months: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
  fallback: {
    meta: {
      name: "विभाग",
      title: "विभाग | {hospital}",
      description: "इस विभाग की जानकारी जल्द ही उपलब्ध होगी। हमारे सभी विभाग देखें या मदद के लिए सांगानेर, जयपुर में हॉस्पिटल को कॉल करें।",
    },
    title: "विभाग",
    text: "इस विभाग की जानकारी जल्द ही उपलब्ध होगी।",
  },
};
