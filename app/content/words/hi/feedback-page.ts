/** The feedback page and its form, in this language. */
import type { FeedbackPageContent } from "../feedback-page.schema";
import { missing } from "../../hospital-fact";
import { HINDI_TERMS } from "./glossary";

export const feedbackPage: FeedbackPageContent = {
  page: {
    meta: {
      name: "सुझाव और शिकायत",
      title: "सुझाव और शिकायत | {hospital}, जयपुर",
      description: `${HINDI_TERMS.hospitalName}, जयपुर को बताएँ कि क्या ग़लत हुआ, हम क्या बेहतर कर सकते हैं या क्या अच्छा लगा। हर शिकायत हमारे शिकायत अधिकारी तक पहुँचती है।`,
    },
    bannerTitle: "सुझाव और शिकायत",
    bannerText: "हमें बताएँ कि क्या ग़लत हुआ, हम क्या बेहतर कर सकते हैं, या क्या अच्छा लगा। हम हर संदेश पढ़ते हैं।",
    intro:
      "आपकी बात से हम अगले मरीज़ की बेहतर देखभाल कर पाते हैं। हॉस्पिटल आने, भर्ती रहने, बिल या हमारे किसी भी कर्मचारी के बारे में शिकायत, सुझाव या तारीफ़ भेजें।",
    complaintsHeading: "शिकायत",
    complaintsText:
      "हर शिकायत हमारे शिकायत अधिकारी के पास जाती है, जो उसकी जाँच करके आपको फ़ोन पर जवाब देते हैं। अगर शिकायत किसी पिछले अपॉइंटमेंट या संदेश के बारे में है, तो उसका रेफ़रेंस नंबर भी लिखें, ताकि हम उसे जल्दी ढूँढ सकें।",
    grievanceOfficerLabel: "शिकायत अधिकारी",
    grievanceOfficer: missing(),
    grievanceOfficerToConfirm: "हमारे शिकायत अधिकारी कौन हैं, यह जानने के लिए कृपया कॉल करें।",
    callLabel: "कॉल करें",
    formTitle: "अपनी बात हमें भेजें",
    formIntro: "जिन खानों पर 'ज़रूरी नहीं' लिखा है, उन्हें ख़ाली छोड़ सकते हैं। हम फ़ोन से जवाब देंगे, या ई-मेल दिया हो तो ई-मेल से।",
  },
  form: {
    name: "नाम",
    phone: "फ़ोन नंबर",
    email: "ई-मेल (ज़रूरी नहीं)",
    kind: "आप हमें क्या बताना चाहते हैं?",
    message: "आपकी बात",
    earlierReference: "पिछले अनुरोध का रेफ़रेंस नंबर (ज़रूरी नहीं)",
    earlierReferenceHint: "जैसे APT-7K3M9Q2D, जो आपको फ़ॉर्म भेजने पर दिखा था।",
    kindOptions: { complaint: "शिकायत", suggestion: "सुझाव", compliment: "तारीफ़" },
    submit: "भेजें",
    submitting: "भेजा जा रहा है...",
  },
  alerts: {
    success: "धन्यवाद। आपकी बात हॉस्पिटल तक पहुँच गई है।",
    referenceLine: "आपका रेफ़रेंस नंबर {reference} है। इस बारे में कॉल करें तो यह नंबर बताएँ।",
    next: "हमारे शिकायत अधिकारी इसे पढ़ते हैं, और जहाँ जवाब देना हो, आपसे फ़ोन या ई-मेल पर संपर्क करते हैं।",
    failure: "आपकी बात नहीं भेजी जा सकी। आपने जो लिखा है, वह यहीं है: कृपया फिर से कोशिश करें, या हमें कॉल करें।",
  },
};
